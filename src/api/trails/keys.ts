import type { TrailListQuery } from './schemas';

/** Query keys for trails: all → lists → list(query); all → details → detail(id). */
export const trailKeys = {
  all: ['trails'] as const,
  lists: () => [...trailKeys.all, 'list'] as const,
  list: (query: Partial<TrailListQuery>) => [...trailKeys.lists(), query] as const,
  details: () => [...trailKeys.all, 'detail'] as const,
  detail: (id: number) => [...trailKeys.details(), id] as const,
  waypoints: (trailId: number) => [...trailKeys.all, 'waypoints', trailId] as const,
};
