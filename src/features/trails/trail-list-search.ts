import * as z from 'zod/mini';
import {
  sortBySchema,
  trailStatusSchema,
  type SortBy,
  type TrailStatus,
} from '@/api/trails/schemas';
import { TRAIL_PAGE_SIZE, type TrailListParams } from '@/api/trails/list';
import type { TrailFilters } from '@/stores/trail-filters';

/**
 * The trail list's URL search (SPEC.md §2, docs/architecture.md): the applied filters and the page,
 * so that a copied link or the Back button reproduces the list. Defaults are left out of
 * the URL; anything unreadable is dropped instead of failing the route.
 */
export interface TrailListSearch {
  page?: number;
  name?: string;
  status?: TrailStatus;
  countryIds?: number[];
  cityIds?: number[];
  sortBy?: SortBy;
}

const positiveId = z.coerce.number().check(z.int(), z.positive());
const idListSchema = z.array(positiveId).check(z.minLength(1));
/** A single id (`?countryIds=3`) is read as a list of one. */
const idList = z.catch(
  z.optional(
    z.union([
      idListSchema,
      z.pipe(
        positiveId,
        z.transform((id) => [id]),
      ),
    ]),
  ),
  undefined,
);

const searchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
  name: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
  status: z.catch(z.optional(trailStatusSchema), undefined),
  countryIds: idList,
  cityIds: idList,
  sortBy: z.catch(z.optional(sortBySchema), undefined),
});

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Every key is present (undefined when absent or unreadable): the router merges the result
 * over the raw search, so a dropped key would let an unreadable raw value through.
 */
export function parseTrailListSearch(raw: Record<string, unknown>): TrailListSearch {
  const parsed = searchSchema.safeParse(raw);
  const data = parsed.success ? parsed.data : {};
  return {
    page: data.page !== undefined && data.page > 1 ? data.page : undefined,
    name: data.name,
    status: data.status,
    countryIds: data.countryIds,
    cityIds: data.cityIds,
    sortBy: data.sortBy,
  };
}

export function isEmptyTrailListSearch(search: TrailListSearch): boolean {
  return Object.values(search).every((v) => v === undefined);
}

/** The store's filters of a URL search. */
export function filtersFromSearch(search: TrailListSearch): TrailFilters {
  return {
    sortBy: search.sortBy ?? '',
    name: search.name ?? '',
    statusFilter: search.status ?? '',
    cityFilter: search.cityIds ?? [],
    countryFilter: search.countryIds ?? [],
  };
}

/** The URL search of the store's filters and a page. */
export function searchFromFilters(filters: TrailFilters, page = 1): TrailListSearch {
  return dropUndefined({
    name: filters.name.trim() || undefined,
    status: filters.statusFilter || undefined,
    countryIds: filters.countryFilter.length ? filters.countryFilter : undefined,
    cityIds: filters.cityFilter.length ? filters.cityFilter : undefined,
    sortBy: filters.sortBy || undefined,
    page: page > 1 ? page : undefined,
  });
}

/** The GET /trails query of a URL search (newest first unless told). */
export function listParamsFromSearch(
  search: TrailListSearch,
  page = search.page ?? 1,
): TrailListParams {
  return {
    page,
    pageSize: TRAIL_PAGE_SIZE,
    name: search.name,
    status: search.status,
    cityIds: search.cityIds,
    countryIds: search.countryIds,
    sortBy: search.sortBy ?? 'newest',
  };
}
