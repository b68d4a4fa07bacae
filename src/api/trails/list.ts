import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { trailKeys } from './keys';
import {
  trailListResponseSchema,
  type SortBy,
  type TrailListResponse,
  type TrailStatus,
} from './schemas';

/** SPEC.md §9: the trail list shows 12 trails a page. */
export const TRAIL_PAGE_SIZE = 12;

/** What the list asks the server for (SPEC.md §3 "List query"). */
export interface TrailListParams {
  page: number;
  pageSize: number;
  name?: string;
  status?: TrailStatus;
  cityIds?: number[];
  countryIds?: number[];
  sortBy: SortBy;
}

/** GET /trails: the server filters, sorts and pages; empty filters are left out. */
export function fetchTrailList(
  params: TrailListParams,
  signal?: AbortSignal,
  onUnreadable?: CallOptions['onUnreadable'],
): Promise<TrailListResponse> {
  return http.get('/trails', trailListResponseSchema, {
    signal,
    onUnreadable,
    searchParams: {
      page: params.page,
      pageSize: params.pageSize,
      name: params.name?.trim() || undefined,
      status: params.status,
      cityIds: params.cityIds,
      countryIds: params.countryIds,
      sortBy: params.sortBy,
    },
  });
}

/**
 * One page of the list. `placeholderData: keepPreviousData` keeps the rows of the page on
 * screen while the next one loads, so paging never flashes an empty table.
 */
export function trailListQueryOptions(params: TrailListParams) {
  return queryOptions({
    queryKey: trailKeys.list(params),
    queryFn: ({ signal, queryKey }) => fetchTrailList(params, signal, noteUnreadable(queryKey)),
    placeholderData: keepPreviousData,
  });
}

/** Total pages: the count divided by the page size, rounded up (SPEC.md §9). */
export function totalPages(count: number, pageSize: number = TRAIL_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(count / pageSize));
}
