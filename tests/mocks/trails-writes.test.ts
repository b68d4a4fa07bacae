import { beforeEach, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@/api/common/schemas';
import { trailListResponseSchema, trailResponseSchema } from '@/api/trails/schemas';
import { db } from '../../mocks/db';
import { call, signIn, signInHiker } from './helpers';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

const firstWith = (status: 'active' | 'pending' | 'deleted') =>
  [...db.trails.values()].find((t) => t.status === status)!;

describe('trail status handlers', () => {
  it('PUT /trails/activate sets active and answers {trail}', async () => {
    const t = firstWith('pending');
    const res = await call('/trails/activate', token, { method: 'PUT', json: { id: t.id } });
    expect(res.status).toBe(200);
    expect(trailResponseSchema.parse(await res.json()).trail).toMatchObject({
      id: t.id,
      status: 'active',
    });
    expect(db.trails.get(t.id)?.status).toBe('active');
  });

  it('PUT /trails/deactivate sets deleted', async () => {
    const t = firstWith('active');
    const res = await call('/trails/deactivate', token, { method: 'PUT', json: { id: t.id } });
    expect(trailResponseSchema.parse(await res.json()).trail.status).toBe('deleted');
  });

  it('PUT /trails/{id}/status sets any status', async () => {
    const t = firstWith('active');
    const res = await call(`/trails/${t.id}/status`, token, {
      method: 'PUT',
      json: { status: 'pending' },
    });
    expect(trailResponseSchema.parse(await res.json()).trail.status).toBe('pending');
    expect(db.trails.get(t.id)?.status).toBe('pending');
  });

  it.each([
    ['/trails/activate', { id: 'x' }, 400],
    ['/trails/deactivate', {}, 400],
    ['/trails/activate', { id: 999999 }, 404],
    ['/trails/1/status', { status: 'gone' }, 400],
    ['/trails/999999/status', { status: 'active' }, 404],
  ])('%s with %j answers %i', async (path, json, status) => {
    const res = await call(path, token, { method: 'PUT', json });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ statusCode: status });
  });

  it('hikers get 403, no token 401', async () => {
    const hiker = (await signInHiker()).accessToken;
    expect((await call('/trails/activate', hiker, { method: 'PUT', json: { id: 1 } })).status).toBe(
      403,
    );
    expect((await call('/trails/1', null, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('DELETE /trails/{id}', () => {
  it('removes the trail, its waypoints and reviews; the list count drops', async () => {
    const t = [...db.trails.values()].find(
      (x) =>
        [...db.waypoints.values()].some((w) => w.trailId === x.id) &&
        [...db.reviews.values()].some((r) => r.trailId === x.id),
    )!;
    db.files.set(t.photos[0]!, { bytes: new Uint8Array([1]), contentType: 'image/png' });
    const res = await call(`/trails/${t.id}`, token, { method: 'DELETE' });
    expect(res.status).toBe(200);
    messageResponseSchema.parse(await res.json());
    expect(db.trails.has(t.id)).toBe(false);
    expect([...db.waypoints.values()].some((w) => w.trailId === t.id)).toBe(false);
    expect([...db.reviews.values()].some((r) => r.trailId === t.id)).toBe(false);
    expect(db.files.has(t.photos[0]!)).toBe(false);
    const list = trailListResponseSchema.parse(await (await call('/trails', token)).json());
    expect(list.count).toBe(239);
    expect(list.trails.some((x) => x.id === t.id)).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('/trails/999999', token, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/trails/abc', token, { method: 'DELETE' })).status).toBe(404);
  });

  it('a repeated Idempotency-Key answers the first result again', async () => {
    const t = firstWith('active');
    const headers = { 'Idempotency-Key': 'same-key' };
    const first = await call(`/trails/${t.id}`, token, { method: 'DELETE', headers });
    const again = await call(`/trails/${t.id}`, token, { method: 'DELETE', headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
  });
});
