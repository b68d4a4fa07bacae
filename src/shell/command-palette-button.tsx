import { Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLazyPart } from '@/ui/use-lazy-part';
import { SCREEN_TEXTS } from '@/i18n/parts';
import { useT } from '@/i18n/use-t';
import { lazyPart } from '@/lib/lazy-part';
import classes from './app-header.module.css';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Ctrl+K or Cmd+K, whatever the keyboard's language: the K key (`code`, so an Arabic layout,
 * whose K key types ن, works too) or a typed k.
 */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.code === 'KeyK' || event.key.toLowerCase() === 'k')
  );
}

/** The palette itself: loaded the first time it is asked for. */
const commandPalette = lazyPart('command-palette', () => import('./command-palette'), { texts: SCREEN_TEXTS });

/** The header's Search button and the Ctrl/Cmd+K shortcut, from every signed-in screen. */
export function CommandPaletteButton() {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  const module = useLazyPart(commandPalette, opened, () => setOpened(false));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault(); // the browser's own Ctrl+K (its search bar)
      setOpened(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const Palette = module?.CommandPalette;
  return (
    <>
      {/* Below 1200 px only the magnifier shows; its text stays its accessible name (app-header.module.css). */}
      <Button
        variant="default"
        classNames={{
          root: classes.searchRoot,
          label: classes.searchLabel,
          section: classes.searchSection,
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" dir="ltr">
            {t(APPLE ? 'header.searchShortcutMac' : 'header.searchShortcut')}
          </Kbd>
        }
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('header.search')}
      </Button>
      {Palette && <Palette opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
