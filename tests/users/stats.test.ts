import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StatsPeriod } from '@/api/users/schemas';
import { DEFAULT_STATS_PERIOD, fetchUserStats, userStatsQueryOptions } from '@/api/users/stats';
import { db, userStats } from '../../mocks/db';
import { signInAsAdmin } from '../sign-in';
import { captureRequests } from '../support';

const PERIODS: StatsPeriod[] = ['all', 'year', 'month', 'week', 'today'];

describe('the user statistics of a period', () => {
  it('open on All time', () => {
    expect(DEFAULT_STATS_PERIOD).toBe('all');
  });

  it.each(PERIODS)('%s: asks for that period and answers its figures', async (period) => {
    await signInAsAdmin();
    const requests = captureRequests('get', '/users/stats/overview');
    const stats = await fetchUserStats(period);
    expect(stats).toEqual(userStats(db, period, Date.now()));
    expect(requests.map((r) => Object.fromEntries(r.search))).toEqual([{ period }]);
  });

  it('keeps each period in a query of its own', async () => {
    await signInAsAdmin();
    const queryClient = new QueryClient();
    const keys = PERIODS.map((period) => JSON.stringify(userStatsQueryOptions(period).queryKey));
    expect(new Set(keys).size).toBe(PERIODS.length);
    const week = await queryClient.fetchQuery(userStatsQueryOptions('week'));
    expect(week).toEqual(userStats(db, 'week', Date.now()));
    expect(queryClient.getQueryData(userStatsQueryOptions('all').queryKey)).toBeUndefined();
  });
});
