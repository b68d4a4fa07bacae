import type { QueryClient } from '@tanstack/react-query';
import type { TrailStatus } from '@/api/trails/schemas';
import { TRAIL_PAGE_SIZE, trailListQueryOptions } from '@/api/trails/list';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { tagsQueryOptions } from '@/api/tags/list';
import type { StatsPeriod } from '@/api/users/schemas';
import { userStatsQueryOptions } from '@/api/users/stats';

/**
 * The dashboard's calls: seven, all SPEC.md §7 reads, started together by the route's loader.
 * Each is built with its resource's own query options, so its cached view is the one the
 * resource's writes already refresh (trailKeys.lists(), reviewKeys.pending(), tagKeys.list(),
 * userKeys.stats(period)): a write made on another screen shows when the dashboard is opened next.
 */

/** The trail statuses in SPEC.md's order (Active, Pending, Inactive). */
export const DASHBOARD_STATUSES: readonly TrailStatus[] = ['active', 'pending', 'deleted'];

/**
 * A status's count: the list filtered to that status at the smallest page size; only its
 * `count` is read (the server counts, nothing is estimated).
 */
export const statusCountQuery = (status: TrailStatus) =>
  trailListQueryOptions({ page: 1, pageSize: 1, status, sortBy: 'newest' });

/**
 * The newest trails: exactly the first page /trails opens on (no filter, newest
 * first), so following the card's link to the list shows it from the cache at once.
 * Written out here (a feature does not import the trails feature's URL search);
 * tests/dashboard/queries.test.ts holds it equal to /trails' first page.
 */
export const newestTrailsQuery = () =>
  trailListQueryOptions({ page: 1, pageSize: TRAIL_PAGE_SIZE, sortBy: 'newest' });

/** How many of the newest trails and of the most used tags the cards show. */
export const TOP_N = 5;

/** Starts the seven calls at once (the route's loader, alongside the screen's chunk). */
export function prefetchDashboard(client: QueryClient, period: StatsPeriod): void {
  for (const status of DASHBOARD_STATUSES) void client.prefetchQuery(statusCountQuery(status));
  void client.prefetchQuery(newestTrailsQuery());
  void client.prefetchQuery(pendingReviewsQueryOptions());
  void client.prefetchQuery(tagsQueryOptions());
  void client.prefetchQuery(userStatsQueryOptions(period));
}
