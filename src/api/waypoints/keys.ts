/** Query keys for waypoints: all → of a trail; writes: all → write → name. */
export const waypointKeys = {
  all: ['waypoints'] as const,
  ofTrail: (trailId: number) => [...waypointKeys.all, 'trail', trailId] as const,
  writes: () => [...waypointKeys.all, 'write'] as const,
  write: (name: 'delete') => [...waypointKeys.writes(), name] as const,
};
