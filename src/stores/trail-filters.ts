import { create } from 'zustand';
import type { SortBy, TrailStatus } from '@/api/trails/schemas';

/**
 * The trail list's applied filters (SPEC.md §3). All start empty: no sort chosen means the
 * server's default (newest first). The list screen mirrors here the filters and page its URL
 * shows, and /trails opened without filters in the URL reads them back, so coming back
 * restores them.
 */
export interface TrailFilters {
  sortBy: SortBy | '';
  name: string;
  statusFilter: TrailStatus | '';
  cityFilter: number[];
  countryFilter: number[];
}

export const INITIAL_TRAIL_FILTERS: TrailFilters = {
  sortBy: '',
  name: '',
  statusFilter: '',
  cityFilter: [],
  countryFilter: [],
};

interface TrailFiltersState extends TrailFilters {
  /** The page last shown with these filters. */
  page: number;
}

export const useTrailFilters = create<TrailFiltersState>()(() => ({ ...INITIAL_TRAIL_FILTERS, page: 1 }));

export const trailFilters = {
  /** Mirrors the filters and page the list shows (from its URL), so coming back restores them. */
  set: (filters: TrailFilters, page: number) => useTrailFilters.setState({ ...filters, page }),
  reset: () => useTrailFilters.setState({ ...INITIAL_TRAIL_FILTERS, page: 1 }, true),
};
