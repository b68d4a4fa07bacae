import { ActionIcon, Burger, Button, Group, Text, Title } from '@mantine/core';
import { IconLogout, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useMatches } from '@tanstack/react-router';
import { CommandPaletteButton } from '@/shell/command-palette-button';
import { LanguageControl } from '@/widgets/language-control';
import { ThemeControl } from '@/widgets/theme-control';
import { Logo } from '@/ui/logo';
import { MIRROR_IN_RTL } from '@/ui/mirror-in-rtl';
import { useT } from '@/i18n/use-t';
import { useDemoTools } from '@/lib/demo-tools';
import { session, useSession } from '@/stores/session';
import { siteConfig, useSiteConfig } from '@/stores/site-config';
import classes from './app-header.module.css';
import { headerTitle } from './header-title';

/** The navbar the burger opens and closes (app-layout.tsx). */
export const NAVBAR_ID = 'app-navbar';

export function AppHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t, tx } = useT();
  const title = useMatches({ select: headerTitle });
  const name = useSession((s) => s.currentUser?.name ?? '');
  const direction = useSiteConfig((s) => s.direction);
  const demo = useDemoTools();
  const switchLabel = direction === 'rtl' ? t('header.toLtr') : t('header.toRtl');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" className={classes.start}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={navOpened}
          aria-controls={NAVBAR_ID}
        />
        <Logo size={32} />
        <Title order={1} size="h3" className={classes.title} title={t(title)}>
          {t(title)}
        </Title>
      </Group>
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
          {direction === 'rtl' ? <IconTextDirectionLtr size={18} aria-hidden /> : <IconTextDirectionRtl size={18} aria-hidden />}
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
    </Group>
  );
}
