import { Box, Card, Group, Loader, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userStatsQueryOptions } from '@/api/users/stats';
import type { StatsPeriod, UserStats } from '@/api/users/schemas';
import { LoadError } from '@/components/load-error';

export const STATS_ERROR = 'Failed to load statistics.';

/** The periods of SPEC.md §2; the server counts users created within each (API.md). */
const PERIODS: Array<{ value: StatsPeriod; label: string }> = [
  { value: 'all', label: 'All time' },
  { value: 'year', label: 'Past year' },
  { value: 'month', label: 'Past month' },
  { value: 'week', label: 'Past week' },
  { value: 'today', label: 'Today' },
];

const ITEMS: Array<{ label: string; value: (s: UserStats) => number }> = [
  { label: 'Total users', value: (s) => s.totalUsers },
  { label: 'Registered', value: (s) => s.signedUpUsers },
  { label: 'Guests', value: (s) => s.guestUsers },
  { label: 'Premium', value: (s) => s.premiumUsers },
  { label: 'Active', value: (s) => s.usersByStatus.active },
  { label: 'New in 7 days', value: (s) => s.recentRegistrations },
];

const numberFormat = new Intl.NumberFormat('en-US');

/** Statistics card with its period selector (SPEC.md §2 Users). */
export function UserStatsCard() {
  const [period, setPeriod] = useState<StatsPeriod>('all');
  const stats = useQuery(userStatsQueryOptions(period));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="user-stats-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="user-stats-title">
          User statistics
        </Title>
        <SegmentedControl
          aria-label="Statistics period"
          value={period}
          onChange={(value) => setPeriod(value as StatsPeriod)}
          data={PERIODS}
          size="xs"
        />
      </Group>
      {stats.isError ? (
        <LoadError message={STATS_ERROR} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : stats.data ? (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} m={0} aria-busy={stats.isFetching || undefined}>
          {ITEMS.map((item) => (
            <Box key={item.label} data-stat={item.label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {item.label}
              </Text>
              <Text component="dd" size="xl" fw={700} m={0}>
                {numberFormat.format(item.value(stats.data))}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Loading statistics...</Text>
        </Group>
      )}
    </Card>
  );
}
