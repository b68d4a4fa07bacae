import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { userKeys } from './keys';
import { userStatsResponseSchema, type StatsPeriod, type UserStats } from './schemas';

/** The period the statistics open on, on /users and on the dashboard. */
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'all';

/** GET /users/stats/overview?period → the statistics card's numbers. */
export async function fetchUserStats(period: StatsPeriod, signal?: AbortSignal): Promise<UserStats> {
  const { stats } = await http.get('/users/stats/overview', userStatsResponseSchema, {
    signal,
    searchParams: { period },
  });
  return stats;
}

export function userStatsQueryOptions(period: StatsPeriod) {
  return queryOptions({
    queryKey: userKeys.stats(period),
    queryFn: ({ signal }) => fetchUserStats(period, signal),
  });
}
