import { describe, expect, it, beforeEach } from 'vitest';
import { trailResponseSchema } from '@/api/trails/schemas';
import { waypointsResponseSchema } from '@/api/waypoints/schemas';
import { pathMetrics } from '@/lib/kml/metrics';
import { db, kmlUrl } from '../../mocks/db';
import { call, signIn } from './helpers';
import { syntheticPath } from '../lib/kml-fixtures';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

describe('trail editor handlers', () => {
  it('GET /trails/details/{id} answers the trail, 404 for an unknown id', async () => {
    const ok = await call('/trails/details/1', token);
    expect(trailResponseSchema.parse(await ok.json()).trail.id).toBe(1);
    expect((await call('/trails/details/999999', token)).status).toBe(404);
    expect((await call('/trails/details/abc', token)).status).toBe(404);
  });

  it('PUT /trails/trail-path/{id} replaces the path, recomputes the metrics and the download', async () => {
    const path = syntheticPath(25);
    const res = await call('/trails/trail-path/2', token, {
      method: 'PUT',
      json: { trail_path: path },
    });
    const { trail } = trailResponseSchema.parse(await res.json());
    expect(trail.trailPath?.coordinates).toEqual(path);
    expect(trail).toMatchObject(pathMetrics(path));
    expect(trail.startingPoint?.coordinates).toEqual([path[0]!.lon, path[0]!.lat]);
    const kml = await (await fetch(kmlUrl(2))).text();
    expect(kml.match(/^\s+-?\d/gm)).toHaveLength(25);
    const bad = await call('/trails/trail-path/2', token, {
      method: 'PUT',
      json: { trail_path: [path[0]] },
    });
    expect(bad.status).toBe(400);
  });

  it('PUT /trails/{id} (JSON) changes only the fields sent and checks city and tags', async () => {
    const before = { ...db.trails.get(4)! };
    const res = await call('/trails/4', token, {
      method: 'PUT',
      json: { name: 'Only Name', tagIds: [3, 1] },
    });
    const { trail } = trailResponseSchema.parse(await res.json());
    expect(trail).toMatchObject({
      name: 'Only Name',
      description: before.description,
      time: before.time,
    });
    expect(trail.tags.map((t) => t.id)).toEqual([1, 3]);
    expect(
      (await call('/trails/4', token, { method: 'PUT', json: { cityId: 99999 } })).status,
    ).toBe(400);
    expect(
      (
        await call('/trails/4', token, {
          method: 'PUT',
          json: { tagIds: Array.from({ length: 11 }, (_, i) => i + 1) },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('/trails/999999', token, { method: 'PUT', json: { name: 'x' } })).status,
    ).toBe(404);
  });

  it('DELETE /trails/{id}/photo/{photoId} removes the photo by file name', async () => {
    const name = db.trails.get(5)!.photos[0]!;
    const res = await call(`/trails/5/photo/${encodeURIComponent(name)}`, token, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(db.trails.get(5)!.photos).not.toContain(name);
    expect(
      (await call(`/trails/5/photo/${encodeURIComponent(name)}`, token, { method: 'DELETE' }))
        .status,
    ).toBe(404);
  });

  it('waypoints: lists the active ones; deactivating hides one; unknown ids answer 404', async () => {
    const trailId = [...db.waypoints.values()].find((w) => w.active)!.trailId;
    const list = async () =>
      waypointsResponseSchema.parse(
        await (await call(`/trails/waypoints/${trailId}`, token)).json(),
      ).waypoints;
    const before = await list();
    const res = await call(`/trails/waypoint/deactivate/${before[0]!.id}`, token, {
      method: 'POST',
    });
    expect(await res.json()).toEqual({ message: 'Waypoint deactivated' });
    expect((await list()).map((w) => w.id)).toEqual(before.slice(1).map((w) => w.id));
    expect(
      (await call(`/trails/waypoint/deactivate/${before[0]!.id}`, token, { method: 'POST' }))
        .status,
    ).toBe(404);
    expect((await call('/trails/waypoints/999999', token)).status).toBe(404);
  });
});
