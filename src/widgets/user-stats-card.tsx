import { Box, Card, Group, Loader, SimpleGrid, Text, Title, type SimpleGridProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_STATS_PERIOD, userStatsQueryOptions } from '@/api/users/stats';
import type { StatsPeriod, UserStats } from '@/api/users/schemas';
import { LoadError } from '@/ui/load-error';
import { SegmentedChoice } from '@/ui/segmented-choice';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';

/** The periods of SPEC.md §2; the server counts users created within each (docs/api.md). */
const PERIODS: Array<{ value: StatsPeriod; label: MessageKey }> = [
  { value: 'all', label: 'userStats.periodAll' },
  { value: 'year', label: 'userStats.periodYear' },
  { value: 'month', label: 'userStats.periodMonth' },
  { value: 'week', label: 'userStats.periodWeek' },
  { value: 'today', label: 'userStats.periodToday' },
];

/** `id` names the figure in tests and styles, whatever the language. */
const ITEMS: Array<{ id: string; label: MessageKey; value: (s: UserStats) => number }> = [
  { id: 'total', label: 'userStats.total', value: (s) => s.totalUsers },
  { id: 'registered', label: 'userStats.registered', value: (s) => s.signedUpUsers },
  { id: 'guests', label: 'userStats.guests', value: (s) => s.guestUsers },
  { id: 'premium', label: 'userStats.premium', value: (s) => s.premiumUsers },
  { id: 'active', label: 'userStats.active', value: (s) => s.usersByStatus.active },
  { id: 'new', label: 'userStats.newInWeek', value: (s) => s.recentRegistrations },
];

/** The period selector of the user statistics (the /users card and the dashboard's Users card). */
export function StatsPeriodControl({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const { t } = useT();
  return (
    <SegmentedChoice
      aria-label={t('userStats.period')}
      value={value}
      onChange={onChange}
      data={PERIODS.map((p) => ({ value: p.value, label: t(p.label) }))}
      size="xs"
    />
  );
}

/** The six figures as a description list: each number is read with its label. */
export function UserStatsFigures({ stats, busy, cols }: { stats: UserStats; busy: boolean; cols: SimpleGridProps['cols'] }) {
  const { t, number } = useT();
  return (
    <SimpleGrid component="dl" cols={cols} m={0} aria-busy={busy || undefined}>
      {ITEMS.map((item) => (
        <Box key={item.id} data-stat={item.id}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(item.label)}
          </Text>
          <Text component="dd" size="xl" fw={700} m={0}>
            {number(item.value(stats))}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Statistics card with its period selector (SPEC.md §2 Users). */
export function UserStatsCard() {
  const { t } = useT();
  const [period, setPeriod] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const stats = useQuery(userStatsQueryOptions(period));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="user-stats-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="user-stats-title">
          {t('userStats.title')}
        </Title>
        <StatsPeriodControl value={period} onChange={setPeriod} />
      </Group>
      {stats.isError ? (
        <LoadError message={t('userStats.loadError')} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : stats.data ? (
        <UserStatsFigures stats={stats.data} busy={stats.isFetching} cols={{ base: 2, sm: 3, lg: 6 }} />
      ) : (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('userStats.loading')}</Text>
        </Group>
      )}
    </Card>
  );
}
