/**
 * Idempotency-Key, kept exactly (docs/api.md, IETF draft): a replay answers the stored result and
 * status; the same key with another request is a 422; the same key while the first request
 * is still running is a 409; 5xx answers are not kept; keys live 24 hours and belong to
 * their user. Node environment: multipart bodies keep their bytes there.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@/api/common/schemas';
import { db } from '../../mocks/db';
import { adminRoute, error, json } from '../../mocks/handlers/guard';
import { IDEMPOTENCY_TTL_MS } from '../../mocks/handlers/idempotency';
import { server } from '../../mocks/node';
import { newTrailForm } from '../trail-editor/files';
import { call, signIn } from './helpers';
import { deferred } from '../support';

let token = '';
let runs = 0;

beforeEach(async () => {
  runs = 0;
  token = (await signIn()).accessToken;
  server.use(
    adminRoute('post', '/test/echo', async ({ request }) => json({ run: ++runs, got: await request.json() }, 201)),
    adminRoute('post', '/test/other', async () => json({ other: ++runs }, 201)),
    adminRoute('post', '/test/flaky', async () => (++runs === 1 ? error(503, 'Try again') : json({ run: runs }, 201))),
  );
});

afterEach(() => vi.useRealTimers());

const post = (path: string, key: string | null, body: unknown = { a: 1 }, auth = token) =>
  call(path, auth, { method: 'POST', json: body, headers: key ? { 'Idempotency-Key': key } : {} });

describe('Idempotency-Key', () => {
  it('does the work once; a replay answers the stored status and body', async () => {
    const first = await post('/test/echo', 'k1');
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await first.json()).toEqual({ run: 1, got: { a: 1 } });
    const again = await post('/test/echo', 'k1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ run: 1, got: { a: 1 } });
    expect(runs).toBe(1);
    // Without a key, or with another, it runs each time.
    await post('/test/echo', null);
    await post('/test/echo', 'k2');
    expect(runs).toBe(3);
  });

  it('keeps error answers too (a 4xx is the answer to that request)', async () => {
    const first = await call('/trails/tags', token, {
      method: 'POST',
      json: { name: 'waterfall' },
      headers: { 'Idempotency-Key': 'dup' },
    });
    expect(first.status).toBe(409);
    db.tags.delete(1); // the duplicate is gone, but the key's answer stands
    const again = await call('/trails/tags', token, {
      method: 'POST',
      json: { name: 'waterfall' },
      headers: { 'Idempotency-Key': 'dup' },
    });
    expect(again.status).toBe(409);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('answers 422 to the same key with another body or another endpoint', async () => {
    await post('/test/echo', 'k1', { a: 1 });
    for (const res of [await post('/test/echo', 'k1', { a: 2 }), await post('/test/other', 'k1', { a: 1 })]) {
      expect(res.status).toBe(422);
      const body = errorBodySchema.parse(await res.json());
      expect(body).toEqual({ statusCode: 422, message: expect.stringContaining('Idempotency-Key') });
    }
    expect(runs).toBe(1);
  });

  it('answers 409 to the same key while the first request is still running', async () => {
    const { promise: inside, resolve: entered } = deferred();
    const { promise: gate, resolve: finish } = deferred();
    server.use(
      adminRoute('post', '/test/slow', async () => {
        entered();
        await gate;
        return json({ run: ++runs }, 201);
      }),
    );
    const first = post('/test/slow', 'slow-key');
    await inside;
    const second = await post('/test/slow', 'slow-key');
    expect(second.status).toBe(409);
    expect(errorBodySchema.parse(await second.json()).message).toContain('still in progress');
    finish();
    expect((await first).status).toBe(201);
    // Once it has finished, the key replays.
    const third = await post('/test/slow', 'slow-key');
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(runs).toBe(1);
  });

  it('does not keep a 5xx: the retry runs again', async () => {
    expect((await post('/test/flaky', 'f1')).status).toBe(503);
    const retry = await post('/test/flaky', 'f1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(runs).toBe(2);
  });

  it('keeps a key 24 hours, for its own user only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await post('/test/echo', 'k1');
    const other = (await signIn({ email: 'admin@cairn.test', password: 'Cairn-admin-2026' })).accessToken;
    db.users.set(3, { ...(db.users.get(3) as NonNullable<ReturnType<typeof db.users.get>>), email: 'third@cairn.test', password: 'pw-third' });
    const third = (await signIn({ email: 'third@cairn.test', password: 'pw-third' })).accessToken;
    expect((await post('/test/echo', 'k1', { a: 1 }, other)).headers.get('Idempotent-Replayed')).toBe('true');
    expect((await post('/test/echo', 'k1', { a: 1 }, third)).headers.get('Idempotent-Replayed')).toBeNull();
    expect(runs).toBe(2);
    vi.setSystemTime(start + IDEMPOTENCY_TTL_MS - 1000);
    token = (await signIn()).accessToken;
    expect((await post('/test/echo', 'k1')).headers.get('Idempotent-Replayed')).toBe('true');
    vi.setSystemTime(start + IDEMPOTENCY_TTL_MS + 1000);
    token = (await signIn()).accessToken;
    expect((await post('/test/echo', 'k1')).headers.get('Idempotent-Replayed')).toBeNull();
    expect(runs).toBe(3);
  });

  it('replays a multipart upload sent again with a new boundary, and refuses a changed one', async () => {
    const form = (name: string) => newTrailForm({ name });
    const send = (f: FormData) =>
      call('/trails', token, { method: 'POST', body: f, headers: { 'Idempotency-Key': 'upload-1' } });
    const before = db.trails.size;
    const first = await send(form('Twice Over'));
    expect(first.status).toBe(201);
    const again = await send(form('Twice Over'));
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(db.trails.size).toBe(before + 1);
    expect((await send(form('Another Name'))).status).toBe(422);
  });
});
