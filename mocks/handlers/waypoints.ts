/** Waypoint calls: a trail's active waypoints, and "Delete Waypoint". */
import type { HttpHandler } from 'msw';
import { update } from '../db/changes';
import { db } from '../db/store';
import { toWaypoint } from '../db/wire';
import { adminRoute, json, notFound, paramId } from './guard';

export const waypointHandlers: HttpHandler[] = [
  adminRoute('get', '/trails/waypoints/:id', ({ params }) => {
    const id = paramId(params);
    if (id === null || !db.trails.has(id)) return notFound('Trail');
    const waypoints = [...db.waypoints.values()]
      .filter((w) => w.trailId === id && w.active)
      .sort((a, b) => a.id - b.id)
      .map(toWaypoint);
    return json({ waypoints });
  }),

  // Deleting a waypoint deactivates it: it leaves the list, its record stays.
  adminRoute('post', '/trails/waypoint/deactivate/:id', ({ params }) => {
    const id = paramId(params);
    const waypoint = id === null ? undefined : db.waypoints.get(id);
    if (!waypoint || !waypoint.active) return notFound('Waypoint');
    update(db.waypoints, waypoint.id, { active: false });
    return json({ message: 'Waypoint deactivated' });
  }),
];
