/** Query keys for tags: all → list; writes: all → write → name. */
export const tagKeys = {
  all: ['tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
  writes: () => [...tagKeys.all, 'write'] as const,
  write: (name: 'create' | 'delete') => [...tagKeys.writes(), name] as const,
};
