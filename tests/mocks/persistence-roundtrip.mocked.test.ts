// @vitest-environment node
/**
 * Every write survives a reload: each write endpoint of the fake backend runs in one tab,
 * then a fresh tab boots from IndexedDB (the seed plus the saved changes) and must hold
 * exactly the same database. A new write handler without a case here fails the first test,
 * and a handler that changes a row without recording it (mocks/db/changes.ts) fails the
 * second. (A *.mocked test: it loads module copies, so it runs isolated.)
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getResponse, type HttpHandler } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema, tokensSchema } from '@/api/auth/schemas';
import { API_BASE_URL, apiUrl } from '@/api/config';
import { TABLE_NAMES } from '../../mocks/db/changes';
import type { Db } from '../../mocks/db/types';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { kmlFile, newTrailForm, pngFile } from '../trail-editor/files';
import { syntheticPath } from '../lib/kml-fixtures';

class TestLocks {
  private tail: Promise<unknown> = Promise.resolve();
  request(_name: string, callback: () => Promise<unknown>): Promise<unknown> {
    const run = this.tail.then(() => callback());
    this.tail = run.catch(() => undefined);
    return run;
  }
}

const factory = new IDBFactory();
const locks = new TestLocks() as unknown as LockManager;

interface Tab {
  db: Db;
  handlers: HttpHandler[];
  send: (method: string, path: string, init?: { json?: unknown; body?: FormData; token?: string; key?: string }) => Promise<Response>;
}

async function openTab(): Promise<Tab> {
  vi.resetModules();
  const { startIdbStorage } = await import('../../mocks/persist/idb-storage');
  const { handlers } = (await import('../../mocks/handlers')) as { handlers: HttpHandler[] };
  const { db } = await import('../../mocks/db/store');
  const storage = await startIdbStorage({ scale: 'default', indexedDB: factory, IDBKeyRange, locks });
  await storage?.whenComplete();
  return {
    db,
    handlers,
    send: async (method, path, init = {}) => {
      const headers = new Headers();
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
      if (init.key) headers.set('Idempotency-Key', init.key);
      if (init.json !== undefined) headers.set('Content-Type', 'application/json');
      const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
      const response = await getResponse(handlers, new Request(apiUrl(path), { method, headers, body }));
      if (!response) throw new Error(`no handler for ${method} ${path}`);
      return response;
    },
  };
}

/** `METHOD /path` of every write handler, as registered. */
function writeRoutes(handlers: HttpHandler[]): string[] {
  return handlers
    .map((h) => h.info)
    .filter((info) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(info.method)))
    .map((info) => `${String(info.method)} ${String(info.path).slice(API_BASE_URL.length)}`)
    .sort();
}

/** The whole database, comparable: each table's rows by key. */
function snapshot(db: Db): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of TABLE_NAMES) {
    const table = db[name] as Map<unknown, unknown>;
    out[name] = [...table.entries()].sort(([a], [b]) => String(a).localeCompare(String(b)));
  }
  return out;
}

/** A multipart PUT /trails/{id}: only the given fields and files. */
function multipart(fields: Record<string, string>, files: Array<[string, File]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const [k, file] of files) f.append(k, file);
  return f;
}

let tab: Tab;
let token = '';
const covered = new Set<string>();
const failures: string[] = [];

/** Sends a write and records which route it covers; it must succeed. */
async function write(route: string, path: string, init: Parameters<Tab['send']>[2] = {}, expected = [200, 201]) {
  const [method] = route.split(' ');
  covered.add(route);
  const res = await tab.send(method as string, path, { token, ...init });
  if (!expected.includes(res.status)) failures.push(`${route} (${path}): ${res.status} ${await res.text()}`);
  return res;
}

beforeAll(async () => {
  tab = await openTab();
  const db = tab.db;
  covered.add('POST /auth/login');
  const login = await tab.send('POST', '/auth/login', { json: { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  const tokens = loginResponseSchema.parse(await login.json()).tokens;
  covered.add('POST /auth/refresh-token');
  const refreshed = await tab.send('POST', '/auth/refresh-token', { json: { oldRefreshToken: tokens.refreshToken } });
  token = tokensSchema.parse(await refreshed.json()).accessToken;

  // Trails: create, edit (JSON and multipart), path, photo, status, delete.
  const created = await write('POST /trails', '/trails', {
    key: 'create-1',
    body: newTrailForm(
      { name: 'Round Trip', difficulty: 'Moderate', cityId: '3', carType: 'SUV', tagIds: '[1,2]' },
      [['trail_path', kmlFile(25, 'rt.kml', 'Round Trip')], ['photos', pngFile('a.png')]],
    ),
  });
  const newId = ((await created.json()) as { trail: { id: number } }).trail.id;
  await write('PUT /trails/:id', '/trails/10', { json: { name: 'Edited By JSON', tagIds: [3, 4], cityId: 2 } });
  await write('PUT /trails/:id', `/trails/${newId}`, {
    body: multipart({ description: 'Edited by multipart.' }, [['trail_path', kmlFile(30, 'new.kml', 'New Path')], ['photos', pngFile('b.png')]]),
  });
  await write('PUT /trails/trail-path/:id', '/trails/trail-path/12', { json: { trail_path: syntheticPath(20) } });
  const withPhotos = [...db.trails.values()].find((t) => t.id > 12 && t.photos.length > 1);
  await write('DELETE /trails/:id/photo/:photoId', `/trails/${withPhotos?.id}/photo/${withPhotos?.photos[0]}`);
  await write('PUT /trails/activate', '/trails/activate', { json: { id: 14 } });
  await write('PUT /trails/deactivate', '/trails/deactivate', { json: { id: 15 } });
  await write('PUT /trails/:id/status', '/trails/16/status', { json: { status: 'pending' } });
  await write('DELETE /trails/:id', '/trails/20');
  const waypoint = [...db.waypoints.values()].find((w) => w.active && w.trailId !== 20);
  await write('POST /trails/waypoint/deactivate/:id', `/trails/waypoint/deactivate/${waypoint?.id}`);

  // Places: a new country and city, renamed, a seed city renamed, then the new ones deleted.
  const country = await write('POST /trails/locations/countries', '/trails/locations/countries', { json: { name: 'Armenia' } });
  const countryId = ((await country.json()) as { country: { id: number } }).country.id;
  await write('PUT /trails/locations/countries', '/trails/locations/countries', { json: { id: countryId, name: 'Republic of Armenia' } });
  const city = await write('POST /trails/locations/cities', '/trails/locations/cities', { json: { name: 'Dilijan', countryId } });
  const cityId = ((await city.json()) as { city: { id: number } }).city.id;
  await write('PUT /trails/locations/cities', '/trails/locations/cities', { json: { id: cityId, name: 'Dilijan Town', countryId } });
  await write('PUT /trails/locations/cities', '/trails/locations/cities', { json: { id: 2, name: 'Petra (Wadi Musa)', countryId: 1 } });
  await write('DELETE /trails/locations/cities', '/trails/locations/cities', { json: { id: cityId } });
  await write('POST /trails/locations/countries', '/trails/locations/countries', { json: { name: 'Cyprus' } });
  await write('DELETE /trails/locations/countries', '/trails/locations/countries', { json: { id: countryId } });

  // Tags: a new one, and a seed tag deleted (it leaves every trail that carried it).
  await write('POST /trails/tags', '/trails/tags', { json: { name: 'round-trip' }, key: 'tag-1' });
  await write('DELETE /trails/tags/:id', '/trails/tags/5');

  // Reviews: every transition (trail ratings follow).
  const byStatus = (s: string) => [...db.reviews.values()].find((r) => r.status === s && r.trailId !== 20);
  await write('PUT /trails/review/accept', '/trails/review/accept', { json: { reviewId: byStatus('pending')?.id } });
  await write('PUT /trails/review/reject', '/trails/review/reject', { json: { reviewId: byStatus('pending')?.id } });
  await write('PUT /trails/review/deactivate', '/trails/review/deactivate', { json: { reviewId: byStatus('active')?.id } });
  await write('PUT /trails/review/reactivate', '/trails/review/reactivate', { json: { reviewId: byStatus('deleted')?.id } });

  // Users.
  const now = Date.now();
  const premium = [...db.users.values()].find((u) => u.id > 4 && u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > now);
  await write('PATCH /users/:id/revoke-premium', `/users/${premium?.id}/revoke-premium`);
  await write('PATCH /users/management/status', '/users/management/status', { json: { userId: 50, status: 'inactive' } });
  await write('PATCH /users/management/role', '/users/management/role', { json: { userId: 60, role: 'admin' } });
  await write('DELETE /users/delete-user/:id', '/users/delete-user/70');
});

describe('every write survives a reload', () => {
  it('covers every write endpoint of the fake backend', () => {
    expect([...covered].sort()).toEqual(writeRoutes(tab.handlers));
    expect(failures).toEqual([]);
  });

  it('a fresh tab booted from IndexedDB holds the same database', async () => {
    const before = snapshot(tab.db);
    const reloaded = await openTab();
    expect(snapshot(reloaded.db)).toEqual(before);
  });
});
