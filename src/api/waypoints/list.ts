import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { waypointKeys } from './keys';
import { waypointsResponseSchema, type Waypoint } from './schemas';
import { apiPath } from '../path';

/** GET /trails/waypoints/{id} (trail id): the trail's waypoints. */
export async function fetchWaypoints(trailId: number, signal?: AbortSignal): Promise<Waypoint[]> {
  const { waypoints } = await http.get(apiPath`/trails/waypoints/${trailId}`, waypointsResponseSchema, {
    signal,
  });
  return waypoints;
}

export function waypointsQueryOptions(trailId: number) {
  return queryOptions({
    queryKey: waypointKeys.ofTrail(trailId),
    queryFn: ({ signal }) => fetchWaypoints(trailId, signal),
  });
}
