import type { StatsPeriod, UserListQuery } from './schemas';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: Partial<UserListQuery>) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  stats: (period: StatsPeriod) => [...userKeys.all, 'stats', period] as const,
};
