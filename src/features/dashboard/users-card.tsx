import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatsPeriod } from '@/api/users/schemas';
import { DEFAULT_STATS_PERIOD, userStatsQueryOptions } from '@/api/users/stats';
import { StatsPeriodControl, UserStatsFigures } from '@/widgets/user-stats-figures';
import { cardState, DashboardCard } from './dashboard-card';

/** Users: the statistics of the period chosen (as on /users), and a link to /users. */
export function UsersCard() {
  const [period, setPeriod] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  // While the next period loads, the card keeps its place (the last answer is its placeholder)
  // but shows no figure of the last period under the next one's scope: each is pending.
  const stats = useQuery({ ...userStatsQueryOptions(period), placeholderData: keepPreviousData });
  return (
    <DashboardCard
      title="dashboard.usersTitle"
      name="users"
      state={cardState([stats])}
      error="userStats.loadError"
      skeletonLines={3}
      control={<StatsPeriodControl value={period} onChange={setPeriod} />}
      link={{ to: '/users', label: 'dashboard.usersLink' }}
    >
      {() => (
        <UserStatsFigures
          stats={stats.isPlaceholderData ? undefined : stats.data}
          period={period}
          busy={stats.isPlaceholderData}
          cols={{ base: 2, xs: 3, lg: 6 }}
        />
      )}
    </DashboardCard>
  );
}
