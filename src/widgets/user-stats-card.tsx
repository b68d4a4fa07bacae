import { Card, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_STATS_PERIOD, userStatsQueryOptions } from '@/api/users/stats';
import type { StatsPeriod } from '@/api/users/schemas';
import { LoadError } from '@/ui/load-error';
import { useT } from '@/i18n/use-t';
import { StatsPeriodControl, UserStatsFigures } from './user-stats-figures';

/*
 * The /users screen's card; its period control and figures (./user-stats-figures.tsx) are the
 * dashboard's Users card's too, which does not load this file.
 */
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
      ) : (
        <UserStatsFigures stats={stats.data} period={period} busy={stats.isFetching} cols={{ base: 2, sm: 3, lg: 6 }} />
      )}
    </Card>
  );
}
