import { ActionIcon, useMantineContext, type MantineColorScheme } from '@mantine/core';
import { IconContrast } from '@tabler/icons-react';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { LazyMenu, type LazyMenuOptions } from '@/ui/lazy-menu';
import { useT } from '@/i18n/use-t';

/**
 * The panel's themes: Light, Dark, and System (Mantine's "auto", the default), which follows
 * the system's `prefers-color-scheme` as it changes. The choice is this browser's (local
 * storage, src/app/providers.tsx) and is applied before the first paint (index.html's early
 * script, src/app/color-scheme-script.ts).
 */
const CHOICES = ['light', 'dark', 'auto'] as const satisfies readonly MantineColorScheme[];

const LABELS = { light: 'theme.light', dark: 'theme.dark', auto: 'theme.system' } as const;

const MENU_OPTIONS: LazyMenuOptions = {
  position: 'bottom-end',
  withInitialFocusPlaceholder: false,
};

/**
 * The current choice and a setter; an unknown stored value reads as System. MantineProvider's
 * own context, not useMantineColorScheme: that hook also watches the system's scheme (which
 * the provider already follows) and its code would weigh on every signed-in load.
 */
function useThemeChoice() {
  const { colorScheme, setColorScheme } = useMantineContext();
  const value = (CHOICES as readonly string[]).includes(colorScheme) ? colorScheme : 'auto';
  return { value, setColorScheme };
}

/**
 * The header's theme button (next to the direction button): one icon (a half-filled circle),
 * its name says the current choice ("Theme: System", also its tooltip), and it opens a small
 * menu with the three choices, the current one checked (menu radio items). The menu's code
 * loads on first use (LazyMenu), like the rows' menus. One icon, not one per choice: every
 * icon is in the signed-in app's first load, whose budget has no room for three.
 */
export function ThemeControl() {
  const { t } = useT();
  const { value, setColorScheme } = useThemeChoice();
  const name = t('theme.current', { choice: t(LABELS[value]) });
  return (
    <LazyMenu
      options={MENU_OPTIONS}
      target={
        <ActionIcon variant="default" size="lg" aria-label={name} title={name}>
          <IconContrast size={18} aria-hidden />
        </ActionIcon>
      }
    >
      {(Menu) =>
        CHOICES.map((choice) => (
          <Menu.RadioItem
            key={choice}
            value={choice}
            checked={choice === value}
            closeMenuOnClick
            // The menu opens on the current choice, like a select.
            data-autofocus={choice === value || undefined}
            onChange={() => setColorScheme(choice)}
          >
            {t(LABELS[choice])}
          </Menu.RadioItem>
        ))
      }
    </LazyMenu>
  );
}

/**
 * The same three choices as a plain radio group named "Theme", for a place that already is a
 * menu or panel (the header's account menu on narrow screens).
 */
export function ThemeChoice() {
  const { t } = useT();
  const { value, setColorScheme } = useThemeChoice();
  return (
    <SegmentedChoice
      size="xs"
      aria-label={t('theme.label')}
      value={value}
      onChange={setColorScheme}
      data={CHOICES.map((choice) => ({ value: choice, label: t(LABELS[choice]) }))}
    />
  );
}
