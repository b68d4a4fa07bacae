import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconLogout, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { LanguageControl } from '@/widgets/language-control';
import { ThemeChoice } from '@/widgets/theme-control';
import { MIRROR_IN_RTL } from '@/ui/mirror-in-rtl';
import { PopupTarget, useOpenedAfterMount } from '@/ui/popup-target';
import { useT } from '@/i18n/use-t';
import { session, useSession } from '@/stores/session';
import { siteConfig, useSiteConfig } from '@/stores/site-config';

export interface AccountPanelProps {
  /** The account button AccountMenu rendered: the Popover's target, never replaced. */
  anchor: HTMLElement;
  /** The button's id (the panel is `${id}-dropdown`, labelled by the button). */
  id: string;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

/**
 * The account panel of the narrow header (src/shell/account-menu.tsx), in its own chunk: the
 * signed-in user's name, the language, the direction switch (named for what it does, as the
 * wide header's icon is), the theme and Log Out. (The demo build's developer tools are in the
 * drawer on a narrow screen: src/shell/app-layout.tsx.)
 */
export function AccountPanel({ anchor, id, opened, onOpenedChange }: AccountPanelProps) {
  const { t, tx } = useT();
  const name = useSession((s) => s.currentUser?.name ?? '');
  const direction = useSiteConfig((s) => s.direction);
  // Opened one commit after mounting: fade-in and focus trap as on every later open.
  const shown = useOpenedAfterMount(opened);
  const switchLabel = direction === 'rtl' ? t('header.toLtr') : t('header.toRtl');
  return (
    <Popover
      id={id}
      opened={shown}
      onChange={onOpenedChange}
      position="bottom-end"
      width={280}
      trapFocus
      // Escape or a press outside gives the focus back to the account button.
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <PopupTarget node={anchor} />
      </Popover.Target>
      <Popover.Dropdown p="sm" maw="calc(100vw - 1rem)">
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {tx('header.welcome', { name })}
          </Text>
          <LanguageControl />
          {/* The two icons draw a text direction each: they are not mirrored. */}
          <Button
            variant="default"
            justify="flex-start"
            h="auto"
            mih={36}
            py={6}
            // A long name ("Switch to right-to-left layout") wraps rather than being cut.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            leftSection={
              direction === 'rtl' ? <IconTextDirectionLtr size={18} aria-hidden /> : <IconTextDirectionRtl size={18} aria-hidden />
            }
            onClick={siteConfig.toggleDirection}
          >
            {switchLabel}
          </Button>
          <ThemeChoice />
          <Button
            variant="light"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={16} aria-hidden className={MIRROR_IN_RTL} />}
            onClick={() => session.signOut()}
          >
            {t('header.logOut')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
