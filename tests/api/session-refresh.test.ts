/**
 * A session survives anything but a real expiry:
 * newer tokens from another tab are adopted, a refresh that cannot reach the server is no
 * expiry, a refused replay signs out once, and refreshing never extends the 24 hours.
 */
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, REFRESH_RETRY_DELAY_MS, SESSION_UNREACHABLE_MESSAGE } from '@/api/http';
import { apiUrl } from '@/api/config';
import { ENTRY_TTL_MS, localEntries } from '@/stores/expiring-storage';
import {
  AUTH_KEY,
  readStoredSession,
  SESSION_EXPIRED_NOTICE,
  session,
  useSession,
  USER_KEY,
} from '@/stores/session';
import { signInAsAdmin } from '../sign-in';
import { server } from '../../mocks/node';
import { db, rotateRefreshToken } from '../../mocks/db';
import { deferred } from '../support';

const REFRESH = apiUrl('/auth/refresh-token');
const anything = z.unknown();
const trails = () => call('get', '/trails', anything);

/** The server forgets this tab's access token (it expired): the next call answers 401. */
function expireAccessToken() {
  db.accessTokens.delete(session.get().accessToken!);
}

/** Another tab refreshes (the server rotates the refresh token) and stores the new tokens. */
function otherTabRefreshes() {
  const tokens = rotateRefreshToken(db, session.get().refreshToken!);
  if (!tokens) throw new Error('the refresh token was already used');
  localEntries.set(AUTH_KEY, { isLoggedIn: true, ...tokens }, session.get().expiresAt!);
  return tokens;
}

/**
 * Records the refresh requests, then lets `answer` reply (or the fake backend, when it returns
 * nothing). `seen.first` resolves when the first one arrives (no polling: time may be fake).
 */
function watchRefresh(answer: (n: number) => Response | undefined = () => undefined) {
  const { promise: first, resolve: arrived } = deferred();
  const seen = Object.assign([] as Request[], { first });
  server.use(
    mock.post(REFRESH, ({ request }) => {
      seen.push(request.clone());
      arrived();
      return answer(seen.length);
    }),
  );
  return seen;
}

/** How many times the session went from signed in to signed out. */
function countSignOuts() {
  const counter = { n: 0 };
  const stop = useSession.subscribe((state, before) => {
    if (before.isLoggedIn && !state.isLoggedIn) counter.n += 1;
  });
  return { counter, stop };
}

const failWith = (status: number) => () =>
  HttpResponse.json({ message: 'no', statusCode: status }, { status });

afterEach(() => vi.useRealTimers());

describe('another tab has newer tokens', () => {
  it('a refresh that fails because the other tab rotated the token adopts its tokens instead of signing out', async () => {
    await signInAsAdmin();
    const ours = session.get().refreshToken;
    let theirs: { accessToken: string } | null = null;
    // The other tab refreshes while this tab's refresh is on its way: ours then answers 401.
    const seen = watchRefresh(() => {
      theirs ??= otherTabRefreshes();
      return undefined;
    });
    expireAccessToken();
    // Another tab's write is not seen before the refresh starts (its storage event is late).
    await expect(trails()).resolves.toBeDefined();
    expect(seen).toHaveLength(1);
    expect((await seen[0]!.json()).oldRefreshToken).toBe(ours);
    expect(session.get()).toMatchObject({ isLoggedIn: true, accessToken: theirs!.accessToken });
  });

  it('tokens another tab already stored are adopted without a refresh of our own', async () => {
    await signInAsAdmin();
    const seen = watchRefresh();
    const ours = session.get().accessToken;
    // Stored by the other tab; this tab still holds the old ones in memory.
    const theirs = otherTabRefreshes();
    db.accessTokens.delete(ours!);
    await expect(trails()).resolves.toBeDefined();
    expect(seen).toHaveLength(0);
    expect(session.get()).toMatchObject({ isLoggedIn: true, ...theirs });
  });
});

describe('a refresh that cannot reach the server is not an expired session', () => {
  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 503', failWith(503)],
    ['a 500', failWith(500)],
  ])(
    '%s: one more try after a short wait, then a retryable error; still signed in',
    async (_, fail) => {
      await signInAsAdmin();
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const seen = watchRefresh(() => fail());
      expireAccessToken();
      const result = trails().catch((error: unknown) => error);
      await seen.first;
      await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS - 10);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(10);
      const error = await result;
      expect(seen).toHaveLength(2);
      expect(error).toMatchObject({
        name: 'ApiError',
        reason: 'sessionUnreachable',
        message: SESSION_UNREACHABLE_MESSAGE,
      });
      expect(session.get()).toMatchObject({ isLoggedIn: true, notice: null });
      expect(readStoredSession().isLoggedIn).toBe(true);
    },
  );

  it('the second try succeeds: the call goes through; both tries carried one Idempotency-Key', async () => {
    await signInAsAdmin();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const seen = watchRefresh((n) => (n === 1 ? HttpResponse.error() : undefined));
    expireAccessToken();
    const result = trails();
    await seen.first;
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS);
    await expect(result).resolves.toBeDefined();
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get('Idempotency-Key')).toBe(seen[0]!.headers.get('Idempotency-Key'));
    expect(session.get().isLoggedIn).toBe(true);
  });

  it.each([400, 401])('a refresh the server refuses (%i) signs out, at once', async (status) => {
    await signInAsAdmin();
    const seen = watchRefresh(failWith(status));
    expireAccessToken();
    await expect(trails()).rejects.toMatchObject({ status: 401, reason: 'session' });
    expect(seen).toHaveLength(1);
    expect(session.get()).toMatchObject({ isLoggedIn: false, notice: SESSION_EXPIRED_NOTICE });
  });
});

describe('a 401 on the call sent again after a refresh', () => {
  it('signs out once, cleanly; later calls do not refresh again', async () => {
    await signInAsAdmin();
    const refreshes = watchRefresh();
    // This server refuses every token for this path.
    server.use(mock.get(apiUrl('/trails'), failWith(401)));
    const { counter, stop } = countSignOuts();

    const results = await Promise.all(
      [trails(), trails(), trails()].map((p) => p.catch((e: unknown) => e)),
    );
    for (const error of results) expect(error).toMatchObject({ status: 401, reason: 'session' });
    await expect(trails()).rejects.toMatchObject({ status: 401 });

    expect(refreshes).toHaveLength(1);
    expect(counter.n).toBe(1);
    expect(session.get()).toMatchObject({ isLoggedIn: false, notice: SESSION_EXPIRED_NOTICE });
    stop();
  });
});

describe('the 24-hour expiry counts from sign-in', () => {
  it('refreshing tokens does not extend the stored entries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    await signInAsAdmin();
    const signedInAt = Date.now();
    vi.setSystemTime(new Date('2026-11-22T07:00:00Z')); // 23 hours later
    expireAccessToken();
    await trails(); // refreshes
    expect(localEntries.getEntry(AUTH_KEY, z.unknown())?.expiresAt).toBe(signedInAt + ENTRY_TTL_MS);
    expect(localEntries.getEntry(USER_KEY, z.unknown())?.expiresAt).toBe(signedInAt + ENTRY_TTL_MS);
    vi.setSystemTime(new Date('2026-11-22T08:00:01Z'));
    expect(readStoredSession().isLoggedIn).toBe(false);
  });

  it('a tab left open is signed out when the 24 hours are over, at its next call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    await signInAsAdmin();
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const requests = watchRefresh();
    await expect(trails()).rejects.toMatchObject({ status: 401, reason: 'session' });
    expect(requests).toHaveLength(0);
    expect(session.get()).toMatchObject({ isLoggedIn: false, notice: SESSION_EXPIRED_NOTICE });
  });
});
