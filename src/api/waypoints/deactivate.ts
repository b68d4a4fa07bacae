import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../common/schemas';
import { invalidateWhenLast } from '../common/settle';
import { http } from '../http';
import { trailKeys } from '../trails/keys';
import type { Waypoint } from './schemas';

/** POST /trails/waypoint/deactivate/{id} (waypoint id): "Delete Waypoint". */
export async function deactivateWaypoint(waypointId: number): Promise<void> {
  await http.post(`/trails/waypoint/deactivate/${waypointId}`, messageResponseSchema);
}

/** On success the card leaves the cached list; the list is then refetched. */
export function useDeactivateWaypointMutation(trailId: number) {
  const queryClient = useQueryClient();
  const key = trailKeys.waypoints(trailId);
  return useMutation({
    mutationKey: [...key, 'deactivate'],
    mutationFn: (waypointId: number) => deactivateWaypoint(waypointId),
    onSuccess: (_data, waypointId) => {
      queryClient.setQueryData<Waypoint[]>(key, (list) => list?.filter((w) => w.id !== waypointId));
    },
    onSettled: () =>
      invalidateWhenLast(queryClient, [...key, 'deactivate'], () =>
        queryClient.invalidateQueries({ queryKey: key }),
      ),
  });
}
