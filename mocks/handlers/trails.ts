/**
 * GET /trails and the trail list's writes: activate, deactivate,
 * generic status, hard delete. Literal paths come before `:id` paths of the same shape.
 */
import type { TrailStatus } from '../../src/api/trails/schemas';
import {
  trailIdBodySchema,
  trailListQuerySchema,
  trailStatusBodySchema,
} from '../../src/api/trails/schemas';
import { queryTrails } from '../db/queries';
import { update } from '../db/changes';
import { db, touch } from '../db/store';
import { toTrail } from '../db/wire';
import { adminRoute, json, notFound, paramId, readJson, readQuery } from './guard';

/** Sets a trail's status and answers `{trail}`, or 404 for an unknown id. */
function setStatus(id: number, status: TrailStatus): Response {
  const trail = update(db.trails, id, { status });
  if (!trail) return notFound('Trail', id);
  return json({ trail: toTrail(db, trail) });
}

/** Removes a trail with its photos, uploaded .kml, waypoints and reviews. */
function deleteTrail(id: number): boolean {
  const trail = db.trails.get(id);
  if (!trail) return false;
  for (const name of trail.photos) db.files.delete(name);
  for (const [wid, w] of db.waypoints) {
    if (w.trailId !== id) continue;
    for (const name of w.photos) db.files.delete(name);
    db.waypoints.delete(wid);
  }
  for (const [rid, r] of db.reviews) {
    if (r.trailId !== id) continue;
    for (const name of r.photos) db.files.delete(name);
    db.reviews.delete(rid);
  }
  db.kml.delete(id);
  db.trails.delete(id);
  touch(db);
  return true;
}

export const trailHandlers = [
  adminRoute('get', '/trails', ({ request }) => {
    const query = readQuery(request, trailListQuerySchema);
    if (query instanceof Response) return query;
    return json(queryTrails(db, query));
  }),

  adminRoute('put', '/trails/activate', async ({ request }) => {
    const body = await readJson(request, trailIdBodySchema);
    if (body instanceof Response) return body;
    return setStatus(body.id, 'active');
  }),

  adminRoute('put', '/trails/deactivate', async ({ request }) => {
    const body = await readJson(request, trailIdBodySchema);
    if (body instanceof Response) return body;
    return setStatus(body.id, 'deleted');
  }),

  adminRoute('put', '/trails/:id/status', async ({ request, params }) => {
    const id = paramId(params);
    if (id === null) return notFound('Trail');
    const body = await readJson(request, trailStatusBodySchema);
    if (body instanceof Response) return body;
    return setStatus(id, body.status);
  }),

  adminRoute('delete', '/trails/:id', ({ params }) => {
    const id = paramId(params);
    if (id === null || !deleteTrail(id)) return notFound('Trail');
    return json({ message: 'Trail and all related data deleted successfully' });
  }),
];
