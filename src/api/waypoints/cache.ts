import { arrayList, removeRow } from '../common/cache';
import { defineWrite } from '../common/effects';
import { waypointKeys } from './keys';
import type { Waypoint } from './schemas';

/** Every cached view each waypoint write changes (docs/cache-effects.md). */
export interface WaypointDeleteVars {
  trailId: number;
  waypointId: number;
}

export const waypointWrites = {
  /** "Delete Waypoint" deactivates it: the card leaves the trail's list. */
  delete: defineWrite<WaypointDeleteVars, unknown>({
    key: waypointKeys.write('delete'),
    answered: {
      Waypoints: (client, _result, { trailId, waypointId }) =>
        void removeRow(client, arrayList<Waypoint>(waypointKeys.ofTrail(trailId)), waypointId),
    },
    refetched: { Waypoints: ({ trailId }) => waypointKeys.ofTrail(trailId) },
  }),
};
