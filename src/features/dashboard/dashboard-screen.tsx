import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconMapPin, IconMessageCheck, IconRoute, IconTags, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '@/stores/session';

interface Shortcut {
  to: '/trails' | '/reviews' | '/users' | '/tags' | '/locations';
  label: string;
  hint: string;
  icon: ReactNode;
}

const shortcuts: Shortcut[] = [
  { to: '/trails', label: 'Trails', hint: 'Find, fix and publish trails', icon: <IconRoute aria-hidden /> },
  { to: '/reviews', label: 'Reviews', hint: 'Clear the pending queue', icon: <IconMessageCheck aria-hidden /> },
  { to: '/users', label: 'Users', hint: 'Status, roles and premium', icon: <IconUsers aria-hidden /> },
  { to: '/tags', label: 'Tag Management', hint: 'Keep the vocabulary clean', icon: <IconTags aria-hidden /> },
  { to: '/locations', label: 'Locations', hint: 'Countries and cities', icon: <IconMapPin aria-hidden /> },
];

/**
 * SPEC.md leaves the dashboard's content unspecified ("not shown"); it offers shortcuts to
 * the daily work rather than invented figures.
 */
export function DashboardScreen() {
  const name = useSession((s) => s.currentUser?.name ?? '');
  return (
    <>
      <Title order={2} size="h3" mb="md">
        Good to see you, {name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shortcuts.map((s) => (
          <Card key={s.to} component={Link} to={s.to} withBorder padding="lg">
            {s.icon}
            <Text fw={600} mt="xs">
              {s.label}
            </Text>
            <Text size="sm" c="dimmed">
              {s.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
