import { ActionIcon, Burger, Button, Group, Text, Title } from '@mantine/core';
import { IconLogout, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useMatches } from '@tanstack/react-router';
import type { Ref } from 'react';
import { CommandPaletteButton } from '@/shell/command-palette-button';
import { LanguageControl } from '@/widgets/language-control';
import { ThemeControl } from '@/widgets/theme-control';
import { Logo } from '@/ui/logo';
import { MIRROR_IN_RTL } from '@/ui/mirror-in-rtl';
import { useT } from '@/i18n/use-t';
import { useDemoTools } from '@/lib/demo-tools';
import { session, useSession } from '@/stores/session';
import { siteConfig, useSiteConfig } from '@/stores/site-config';
import { NARROW_FRAME, useMediaQuery } from '@/ui/media-query';
import { AccountMenu } from './account-menu';
import classes from './app-header.module.css';
import { headerTitle } from './header-title';

/** The navbar the burger opens and closes (app-layout.tsx). */
export const NAVBAR_ID = 'app-navbar';

/**
 * The signed-in header. From `sm` (768 px) up: the logo, the screen's title, the welcome (from
 * 1200 px), the search, the language, the demo tools, the direction switch and Log Out. Below
 * it (src/ui/media-query.ts) it keeps the burger, the title, the search (its magnifier) and
 * the account menu, which holds the language, the direction, the theme and Log Out.
 */
export function AppHeader({
  navOpened,
  onToggleNav,
  burgerRef,
}: {
  navOpened: boolean;
  onToggleNav: () => void;
  /** The burger: the drawer gives the focus back to it when it closes (app-layout.tsx). */
  burgerRef?: Ref<HTMLButtonElement>;
}) {
  const { t, tx } = useT();
  const narrow = useMediaQuery(NARROW_FRAME);
  const title = useMatches({ select: headerTitle });
  const name = useSession((s) => s.currentUser?.name ?? '');
  const direction = useSiteConfig((s) => s.direction);
  const demo = useDemoTools();
  const switchLabel = direction === 'rtl' ? t('header.toLtr') : t('header.toRtl');

  return (
    <Group
      h="100%"
      px={narrow ? 'sm' : 'md'}
      gap={narrow ? 'xs' : 'md'}
      justify="space-between"
      wrap="nowrap"
    >
      <Group gap={narrow ? 'xs' : 'sm'} wrap="nowrap" className={classes.start}>
        <Burger
          ref={burgerRef}
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={navOpened}
          aria-controls={NAVBAR_ID}
        />
        {!narrow && <Logo size={32} />}
        <Title order={1} size={narrow ? 'h4' : 'h3'} className={classes.title} title={t(title)}>
          {t(title)}
        </Title>
      </Group>
      {narrow ? (
        <Group gap="xs" wrap="nowrap" className={classes.end}>
          <CommandPaletteButton />
          <AccountMenu />
        </Group>
      ) : (
        <Group gap="sm" wrap="nowrap" className={classes.end}>
          {/* Below 1200 px the welcome gives its room to the title and the buttons. */}
          <Text size="sm" visibleFrom="lg">
            {tx('header.welcome', { name })}
          </Text>
          <CommandPaletteButton />
          <LanguageControl />
          {demo && <demo.HeaderButton />}
          {/* The two icons draw a text direction each: they are not mirrored. Its name shows on
            hover as the browser's own tooltip (`title`). */}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={switchLabel}
            title={switchLabel}
            onClick={siteConfig.toggleDirection}
          >
            {direction === 'rtl' ? (
              <IconTextDirectionLtr size={18} aria-hidden />
            ) : (
              <IconTextDirectionRtl size={18} aria-hidden />
            )}
          </ActionIcon>
          <ThemeControl />
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden className={MIRROR_IN_RTL} />}
            onClick={() => session.signOut()}
          >
            {t('header.logOut')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
