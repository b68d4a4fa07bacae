import { afterEach, describe, expect, it } from 'vitest';
import { loginResponseSchema, tokensSchema } from '@/api/auth/schemas';
import { errorBodySchema } from '@/api/common/schemas';
import { db } from '../../mocks/db';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { setAccessTokenTtl } from '../../mocks/handlers/auth';
import { adminRoute, json } from '../../mocks/handlers/guard';
import { server } from '../../mocks/node';
import { call, signIn, signInHiker } from './helpers';

afterEach(() => setAccessTokenTtl());

const login = (body: unknown) => call('/auth/login', null, { method: 'POST', json: body });

describe('POST /auth/login', () => {
  it('signs the demo admin in', async () => {
    const res = await login({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(await res.json());
    expect(body.user).toMatchObject({ name: 'Demo Admin', role: 'admin', email: DEMO_ADMIN.email });
    expect(body).not.toHaveProperty('user.password');
  });

  it('answers 400 on a malformed body', async () => {
    const res = await login({ identifier: DEMO_ADMIN.email });
    expect(res.status).toBe(400);
    const body = errorBodySchema.parse(await res.json());
    expect(body.statusCode).toBe(400);
    expect(String(body.message)).toContain('password');
    const raw = await call('/auth/login', null, {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });

  it('answers 401 on wrong credentials', async () => {
    for (const body of [
      { identifier: DEMO_ADMIN.email, password: 'wrong' },
      { identifier: 'nobody@cairn.test', password: DEMO_ADMIN.password },
      { identifier: db.users.get(50)?.email, password: 'anything' },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid credentials', statusCode: 401 });
    }
  });
});

describe('POST /auth/refresh-token', () => {
  const refresh = (oldRefreshToken: string) =>
    call('/auth/refresh-token', null, { method: 'POST', json: { oldRefreshToken } });

  it('rotates: the new pair works and the old refresh token dies', async () => {
    const first = await signIn();
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const second = tokensSchema.parse(await res.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await call('/trails', second.accessToken)).status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it('a second try with the same Idempotency-Key (its first answer lost) gets the same new tokens', async () => {
    const first = await signIn();
    const once = () =>
      call('/auth/refresh-token', null, {
        method: 'POST',
        json: { oldRefreshToken: first.refreshToken },
        headers: { 'Idempotency-Key': 'refresh-try-1' },
      });
    const a = await once();
    const b = await once();
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(tokensSchema.parse(await b.json())).toEqual(tokensSchema.parse(await a.json()));
    // A new try (a new key) with the rotated token is refused as before.
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('answers 401 for unknown and expired tokens, 400 for a malformed body', async () => {
    expect((await refresh('rt.nope')).status).toBe(401);
    const tokens = await signIn();
    const session = db.refreshTokens.get(tokens.refreshToken);
    if (!session) throw new Error('no session');
    session.expiresAt = Date.now() - 1;
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    expect((await call('/auth/refresh-token', null, { method: 'POST', json: {} })).status).toBe(
      400,
    );
  });
});

describe('the admin guard', () => {
  it('answers 401 without, with a bad or with an expired token', async () => {
    for (const token of [null, 'garbage']) {
      const res = await call('/trails', token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized', statusCode: 401 });
    }
    setAccessTokenTtl(0);
    const expired = await signIn();
    expect((await call('/trails', expired.accessToken)).status).toBe(401);
    setAccessTokenTtl(60_000);
    const fresh = await signIn();
    expect((await call('/trails', fresh.accessToken)).status).toBe(200);
  });

  it('answers 403 to a hiker', async () => {
    const { accessToken } = await signInHiker();
    const res = await call('/trails', accessToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Forbidden resource', statusCode: 403 });
  });
});

describe('Idempotency-Key', () => {
  it('does the work once and replays the stored answer', async () => {
    let runs = 0;
    server.use(adminRoute('post', '/test/echo', async () => json({ run: ++runs }, 201)));
    const { accessToken } = await signIn();
    const post = (key: string | null, path = '/test/echo') =>
      call(path, accessToken, {
        method: 'POST',
        json: {},
        headers: key ? { 'Idempotency-Key': key } : {},
      });

    const first = await post('key-1');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ run: 1 });
    const again = await post('key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ run: 1 });
    expect(runs).toBe(1);

    expect(await (await post('key-2')).json()).toEqual({ run: 2 });
    expect(await (await post(null)).json()).toEqual({ run: 3 });
    expect(await (await post(null)).json()).toEqual({ run: 4 });
    const [a, b] = await Promise.all([post('key-3'), post('key-3')]);
    expect([await a?.json(), await b?.json()]).toEqual([{ run: 5 }, { run: 5 }]);
  });
});
