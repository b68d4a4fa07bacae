import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema, tokensSchema } from '@/api/auth/schemas';
import { errorBodySchema } from '@/api/common/schemas';
import { db, REFRESH_TTL_MS } from '../../mocks/db';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { setAccessTokenTtl } from '../../mocks/handlers/auth';
import { call, signIn, signInHiker } from './helpers';

afterEach(() => {
  setAccessTokenTtl();
  vi.useRealTimers();
});

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
    expect(b.headers.get('Idempotent-Replayed')).toBe('true');
    expect(tokensSchema.parse(await b.json())).toEqual(tokensSchema.parse(await a.json()));
    // A new try (a new key) with the rotated token is refused as before.
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('never lets a rotated refresh token outlive the one it replaced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    let tokens = await signIn();
    const sessionEnd = db.refreshTokens.get(tokens.refreshToken)?.expiresAt;
    expect(sessionEnd).toBe(start + REFRESH_TTL_MS);
    // Refresh every two days: each new refresh token ends when the first one would have.
    for (let day = 2; day < 7; day += 2) {
      vi.setSystemTime(start + day * 86_400_000);
      const res = await refresh(tokens.refreshToken);
      expect(res.status).toBe(200);
      tokens = tokensSchema.parse(await res.json());
      expect(db.refreshTokens.get(tokens.refreshToken)?.expiresAt).toBe(sessionEnd);
    }
    // Minutes before the end, a fresh access token does not outlive its refresh token.
    vi.setSystemTime(start + REFRESH_TTL_MS - 60_000);
    const last = tokensSchema.parse(await (await refresh(tokens.refreshToken)).json());
    expect(db.accessTokens.get(last.accessToken)?.expiresAt).toBe(sessionEnd);
    vi.setSystemTime(start + REFRESH_TTL_MS);
    expect((await refresh(last.refreshToken)).status).toBe(401);
    expect((await call('/trails', last.accessToken)).status).toBe(401);
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
