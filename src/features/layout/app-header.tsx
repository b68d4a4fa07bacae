import { ActionIcon, Burger, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconLogout, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useDemoTools } from '@/app/demo-tools';
import { Logo } from '@/components/logo';
import { headerTitle } from '@/lib/header-title';
import { session, useSession } from '@/stores/session';
import { siteConfig, useSiteConfig } from '@/stores/site-config';

export function AppHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { pathname } = useLocation();
  const name = useSession((s) => s.currentUser?.name ?? '');
  const direction = useSiteConfig((s) => s.direction);
  const demo = useDemoTools();
  const switchLabel = direction === 'rtl' ? 'Switch to left-to-right layout' : 'Switch to right-to-left layout';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Logo size={32} />
        <Title order={1} size="h3">
          {headerTitle(pathname)}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" visibleFrom="xs">
          Welcome, {name}
        </Text>
        {demo && <demo.HeaderButton />}
        <Tooltip label={switchLabel}>
          <ActionIcon variant="default" size="lg" aria-label={switchLabel} onClick={siteConfig.toggleDirection}>
            {direction === 'rtl' ? <IconTextDirectionLtr size={18} aria-hidden /> : <IconTextDirectionRtl size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => session.signOut()}>
          Log Out
        </Button>
      </Group>
    </Group>
  );
}
