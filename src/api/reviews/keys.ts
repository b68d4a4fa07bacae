export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  pending: () => [...reviewKeys.lists(), 'pending'] as const,
  ofTrail: (trailId: number) => [...reviewKeys.lists(), 'trail', trailId] as const,
};
