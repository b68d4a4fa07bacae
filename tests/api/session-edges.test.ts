/**
 * Edges of the session pipeline (src/api/http.ts) a server meets: a 401 that arrives late, for
 * a token already renewed, refreshes nothing; a refresh the server performed (rotating the
 * token) whose answer was lost is tried once more with the same Idempotency-Key: a server with
 * a grace window (the same key answers the same new tokens) keeps the session, one without it
 * ends the session cleanly, once, without a loop.
 */
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiUrl } from '@/api/config';
import { call, REFRESH_RETRY_DELAY_MS } from '@/api/http';
import { SESSION_EXPIRED_NOTICE, session } from '@/stores/session';
import { db, rotateRefreshToken } from '../../mocks/db';
import { server } from '../../mocks/node';
import { signInAsAdmin } from '../sign-in';
import { deferred } from '../support';

const PROBE = apiUrl('/probe');
const REFRESH = apiUrl('/auth/refresh-token');
const ok = z.object({ ok: z.literal(true) });

afterEach(() => vi.useRealTimers());

/** Counts refreshes, handing them on to the fake backend. */
function countRefreshes() {
  const counter = { n: 0 };
  server.use(
    mock.post(REFRESH, () => {
      counter.n += 1;
    }),
  );
  return counter;
}

describe('a late 401', () => {
  it('for a token already renewed does not refresh again: the call is sent once more with the new token', async () => {
    await signInAsAdmin();
    const old = session.get().accessToken!;
    const lateAnswer = deferred();
    const lateArrived = deferred();
    let oldTokenCalls = 0;
    server.use(
      mock.get(PROBE, async ({ request }) => {
        const bearer = request.headers.get('Authorization');
        if (bearer !== `Bearer ${old}`) return HttpResponse.json({ ok: true });
        oldTokenCalls += 1;
        if (oldTokenCalls === 2) {
          // The second call's 401 comes late: after the first call's refresh is over.
          lateArrived.resolve();
          await lateAnswer.promise;
        }
        return HttpResponse.json({ message: 'expired', statusCode: 401 }, { status: 401 });
      }),
    );
    db.accessTokens.delete(old); // the server has forgotten it: the refresh is real
    const refreshes = countRefreshes();

    const first = call('get', '/probe', ok);
    const second = call('get', '/probe', ok);
    await lateArrived.promise;
    await expect(first).resolves.toEqual({ ok: true });
    expect(refreshes.n).toBe(1);
    const renewed = session.get().accessToken;
    expect(renewed).not.toBe(old);

    lateAnswer.resolve();
    await expect(second).resolves.toEqual({ ok: true });
    expect(refreshes.n).toBe(1);
    expect(session.get().accessToken).toBe(renewed);
  });
});

describe('rotated on the server, answer lost', () => {
  /**
   * A refresh endpoint that rotates the token at the first try and loses the answer; the
   * second try, with `grace`, answers the same new tokens for the same Idempotency-Key, else
   * refuses the rotated token (401).
   */
  function losingRefresh(grace: boolean) {
    const tries: { key: string | null }[] = [];
    let rotated: ReturnType<typeof rotateRefreshToken> = null;
    let firstKey: string | null = null;
    server.use(
      mock.post(REFRESH, async ({ request }) => {
        const key = request.headers.get('Idempotency-Key');
        tries.push({ key });
        const { oldRefreshToken } = (await request.json()) as { oldRefreshToken: string };
        if (tries.length === 1) {
          rotated = rotateRefreshToken(db, oldRefreshToken);
          firstKey = key;
          return HttpResponse.error();
        }
        if (grace && key === firstKey && rotated) return HttpResponse.json(rotated);
        return HttpResponse.json({ message: 'Invalid refresh token', statusCode: 401 }, { status: 401 });
      }),
    );
    return { tries, rotated: () => rotated };
  }

  async function callWithExpiredToken() {
    await signInAsAdmin();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.use(
      mock.get(PROBE, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${session.get().accessToken}` &&
        db.accessTokens.has(session.get().accessToken!)
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'expired', statusCode: 401 }, { status: 401 }),
      ),
    );
    db.accessTokens.delete(session.get().accessToken!);
    const result = call('get', '/probe', ok).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS);
    return result;
  }

  it('with a grace window: the second try, same key, gets the new tokens; the call goes through', async () => {
    const refresh = losingRefresh(true);
    expect(await callWithExpiredToken()).toEqual({ ok: true });
    expect(refresh.tries).toHaveLength(2);
    expect(refresh.tries[1]!.key).toBe(refresh.tries[0]!.key);
    expect(session.get()).toMatchObject({ isLoggedIn: true, accessToken: refresh.rotated()!.accessToken });
  });

  it('without a grace window: the rotated token is refused, the session ends once, no third try', async () => {
    const refresh = losingRefresh(false);
    expect(await callWithExpiredToken()).toMatchObject({ status: 401, reason: 'session' });
    expect(refresh.tries).toHaveLength(2);
    expect(refresh.tries[1]!.key).toBe(refresh.tries[0]!.key);
    expect(session.get()).toMatchObject({ isLoggedIn: false, notice: SESSION_EXPIRED_NOTICE });
  });
});
