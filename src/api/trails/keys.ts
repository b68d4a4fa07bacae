import type { TrailListQuery } from './schemas';

/**
 * Query keys for trails: all → lists → list(query); all → details → detail(id).
 * Writes: all → write → name; every trail write's mutation key, so each can tell whether
 * another trail write is still running (src/api/common/effects.ts).
 */
export const trailKeys = {
  all: ['trails'] as const,
  lists: () => [...trailKeys.all, 'list'] as const,
  list: (query: Partial<TrailListQuery>) => [...trailKeys.lists(), query] as const,
  details: () => [...trailKeys.all, 'detail'] as const,
  detail: (id: number) => [...trailKeys.details(), id] as const,
  writes: () => [...trailKeys.all, 'write'] as const,
  write: (name: 'status' | 'create' | 'update' | 'delete' | 'photo-delete' | 'path') =>
    [...trailKeys.writes(), name] as const,
};
