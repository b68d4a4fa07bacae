import type { StatsPeriod, UserListQuery } from './schemas';

/** Query keys for users: lists, details, statistics; writes: all → write → name. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: Partial<UserListQuery>) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  allStats: () => [...userKeys.all, 'stats'] as const,
  stats: (period: StatsPeriod) => [...userKeys.allStats(), period] as const,
  writes: () => [...userKeys.all, 'write'] as const,
  write: (name: 'status' | 'role' | 'revoke-premium' | 'delete') => [...userKeys.writes(), name] as const,
};
