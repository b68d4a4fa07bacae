import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, MALFORMED_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { call, RETRY_DELAY_MS, toSearchParams, type Method } from '@/api/http';
import { apiUrl } from '@/api/config';
import { SESSION_EXPIRED_NOTICE, session, useSession } from '@/stores/session';
import { signInAsAdmin } from '../sign-in';
import { server } from '../../mocks/node';
import { deferred } from '../support';

const PROBE = apiUrl('/probe');
const ok = z.object({ ok: z.literal(true) });
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Answers the probe with `responses` in turn (the last one repeats) and records requests. */
function probe(...responses: (() => Response)[]) {
  const seen: Request[] = [];
  server.use(
    mock.all(PROBE, ({ request }) => {
      seen.push(request.clone());
      const next = responses[Math.min(seen.length - 1, responses.length - 1)]!;
      return next();
    }),
  );
  return seen;
}

const status = (code: number) => () => HttpResponse.json({ message: `status ${code}`, statusCode: code }, { status: code });
const success = () => HttpResponse.json({ ok: true });

/** Counts refresh calls and lets the fake backend answer them. */
function countRefreshes() {
  const counter = { calls: 0 };
  server.use(
    mock.post(apiUrl('/auth/refresh-token'), () => {
      counter.calls += 1;
      // returning nothing hands the request on to the fake backend's own handler
    }),
  );
  return counter;
}

describe('retries', () => {
  it.each(METHODS)('a failed %s is retried exactly once', async (method) => {
    const seen = probe(status(500));
    await expect(call(method, '/probe', ok)).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(2);
  });

  it.each(METHODS)('a %s that fails once and then succeeds resolves', async (method) => {
    const seen = probe(status(503), success);
    await expect(call(method, '/probe', ok)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('a network error is retried once and then reported', async () => {
    const seen = probe(() => HttpResponse.error());
    const error = await call('get', '/probe', ok).catch((e: unknown) => e);
    expect(seen).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  /** A probe failing with a 500 and then succeeding; `first` settles at the first request. */
  function failOnceProbe() {
    const first = deferred();
    const seen = probe(() => {
      first.resolve();
      return status(500)();
    }, success);
    return { seen, first: first.promise };
  }

  it('waits RETRY_DELAY_MS before the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { seen, first } = failOnceProbe();
    const result = call('get', '/probe', ok);
    await first;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it.each([400, 403, 404, 409, 422])('a %i is not retried', async (code) => {
    const seen = probe(status(code));
    await expect(call('put', '/probe', ok)).rejects.toMatchObject({ status: code, serverMessage: `status ${code}` });
    expect(seen).toHaveLength(1);
  });

  it('a list of validation messages is joined for display', async () => {
    probe(() => HttpResponse.json({ message: ['name is empty', 'cityId must be a number'], statusCode: 400 }, { status: 400 }));
    await expect(call('post', '/probe', ok)).rejects.toMatchObject({ message: 'name is empty; cityId must be a number' });
  });
});

describe('Idempotency-Key', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)('a retried %s carries the same key', async (method) => {
    const seen = probe(status(502), success);
    await call(method, '/probe', ok);
    const keys = seen.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('two calls carry different keys, and a get carries none', async () => {
    const seen = probe(success);
    await call('post', '/probe', ok);
    await call('post', '/probe', ok);
    await call('get', '/probe', ok);
    const [a, b, c] = seen.map((r) => r.headers.get('Idempotency-Key'));
    expect(a).not.toBe(b);
    expect(c).toBeNull();
  });
});

describe('bearer token and refresh', () => {
  /** The probe accepts only the current access token of the session, as a server would. */
  function probeRequiringToken() {
    const seen: Request[] = [];
    server.use(
      mock.all(PROBE, ({ request }) => {
        seen.push(request.clone());
        const expected = `Bearer ${useSession.getState().accessToken}`;
        return request.headers.get('Authorization') === expected && !expected.endsWith('stale')
          ? success()
          : status(401)();
      }),
    );
    return seen;
  }

  it('sends the access token on every call but login and refresh', async () => {
    const authHeaders: (string | null)[] = [];
    server.use(
      mock.post(apiUrl('/auth/login'), ({ request }) => {
        authHeaders.push(request.headers.get('Authorization'));
      }),
    );
    await signInAsAdmin();
    const seen = probe(success);
    await call('get', '/probe', ok);
    expect(authHeaders).toEqual([null]);
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${useSession.getState().accessToken}`);
  });

  it('five concurrent 401s make one refresh, and every call then succeeds', async () => {
    await signInAsAdmin();
    const refreshes = countRefreshes();
    const oldRefreshToken = useSession.getState().refreshToken;
    session.setTokens({ accessToken: 'stale', refreshToken: session.get().refreshToken! });
    probeRequiringToken();
    const results = await Promise.all(METHODS.map((m) => call(m, '/probe', ok)));
    expect(results).toEqual(METHODS.map(() => ({ ok: true })));
    expect(refreshes.calls).toBe(1);
    expect(useSession.getState().refreshToken).not.toBe(oldRefreshToken);
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('the call after a refresh keeps its Idempotency-Key', async () => {
    await signInAsAdmin();
    session.setTokens({ accessToken: 'stale', refreshToken: session.get().refreshToken! });
    const seen = probeRequiringToken();
    await call('post', '/probe', ok);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get('Idempotency-Key')).toBe(seen[0]!.headers.get('Idempotency-Key'));
  });

  it('a failed refresh signs the user out with a notice', async () => {
    await signInAsAdmin();
    session.setTokens({ accessToken: 'stale', refreshToken: 'no-such-token' });
    probeRequiringToken();
    const error = await call('get', '/probe', ok).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, reason: 'session' });
    expect(useSession.getState()).toMatchObject({ isLoggedIn: false, accessToken: null, notice: SESSION_EXPIRED_NOTICE });
  });

  it('a 500, its retry answering 401, still refreshes instead of failing', async () => {
    await signInAsAdmin();
    const refreshes = countRefreshes();
    session.setTokens({ accessToken: 'stale', refreshToken: session.get().refreshToken! });
    let first = true;
    server.use(
      mock.all(PROBE, ({ request }) => {
        if (first) {
          first = false;
          return status(500)();
        }
        return request.headers.get('Authorization')?.endsWith('stale') ? status(401)() : success();
      }),
    );
    await expect(call('get', '/probe', ok)).resolves.toEqual({ ok: true });
    expect(refreshes.calls).toBe(1);
    expect(session.get().isLoggedIn).toBe(true);
  });
});

describe('responses', () => {
  it('a response that does not match its schema is an ApiError, not a crash', async () => {
    probe(() => HttpResponse.json({ ok: 'yes' }));
    await expect(call('get', '/probe', ok)).rejects.toMatchObject({ name: 'ApiError', message: MALFORMED_RESPONSE_MESSAGE });
  });

  it('a body that is not JSON is an ApiError', async () => {
    probe(() => new HttpResponse('<html>gateway</html>', { status: 200 }));
    await expect(call('get', '/probe', ok)).rejects.toMatchObject({ message: MALFORMED_RESPONSE_MESSAGE });
  });

  it('leaves empty filters out of the query string and joins id lists with commas', () => {
    expect(toSearchParams({ page: 1, name: '', status: undefined, cityIds: [], countryIds: [3, 4], q: null }).toString()).toBe(
      'page=1&countryIds=3%2C4',
    );
  });
});
