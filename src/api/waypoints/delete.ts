import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../common/schemas';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { waypointWrites, type WaypointDeleteVars } from './cache';
import { apiPath } from '../path';

/** POST /trails/waypoint/deactivate/{id} (waypoint id): "Delete Waypoint". */
export async function deactivateWaypoint(waypointId: number): Promise<void> {
  await http.post(apiPath`/trails/waypoint/deactivate/${waypointId}`, messageResponseSchema);
}

/** On success the card leaves the cached list; the list is then refetched (./cache.ts). */
export function useDeactivateWaypointMutation() {
  return useMutation({
    mutationFn: ({ waypointId }: WaypointDeleteVars) => deactivateWaypoint(waypointId),
    ...writeEffects(waypointWrites.delete),
  });
}
