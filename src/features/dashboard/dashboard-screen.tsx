import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconMapPin, IconMessageCheck, IconRoute, IconTags, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/stores/session';

interface Shortcut {
  to: '/trails' | '/reviews' | '/users' | '/tags' | '/locations';
  label: MessageKey;
  hint: MessageKey;
  icon: ReactNode;
}

const shortcuts: Shortcut[] = [
  { to: '/trails', label: 'nav.trails', hint: 'dashboard.trailsHint', icon: <IconRoute aria-hidden /> },
  { to: '/reviews', label: 'nav.reviews', hint: 'dashboard.reviewsHint', icon: <IconMessageCheck aria-hidden /> },
  { to: '/users', label: 'nav.users', hint: 'dashboard.usersHint', icon: <IconUsers aria-hidden /> },
  { to: '/tags', label: 'nav.tags', hint: 'dashboard.tagsHint', icon: <IconTags aria-hidden /> },
  { to: '/locations', label: 'nav.locations', hint: 'dashboard.locationsHint', icon: <IconMapPin aria-hidden /> },
];

/**
 * SPEC.md leaves the dashboard's content unspecified ("not shown"); it offers shortcuts to
 * the daily work rather than invented figures.
 */
export function DashboardScreen() {
  const { t, tx } = useT();
  const name = useSession((s) => s.currentUser?.name ?? '');
  return (
    <>
      <Title order={2} size="h3" mb="md">
        {tx('dashboard.greeting', { name })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shortcuts.map((s) => (
          <Card key={s.to} component={Link} to={s.to} withBorder padding="lg">
            {s.icon}
            <Text fw={600} mt="xs">
              {t(s.label)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(s.hint)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
