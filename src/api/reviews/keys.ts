/** Query keys for reviews: all → lists → pending | trail → trail id; writes: all → write → name. */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  pending: () => [...reviewKeys.lists(), 'pending'] as const,
  ofTrails: () => [...reviewKeys.lists(), 'trail'] as const,
  ofTrail: (trailId: number) => [...reviewKeys.ofTrails(), trailId] as const,
  writes: () => [...reviewKeys.all, 'write'] as const,
  write: (name: 'transition') => [...reviewKeys.writes(), name] as const,
};
