import ky, { HTTPError } from 'ky';
import * as z from 'zod/mini';
import { API_BASE_URL } from '@/api/config';
import { session } from '@/stores/session';
import { claimEarlyAnswer } from './early-requests';
import { tokensSchema } from './auth/schemas';
import { withUnreadable, type UnreadableRow } from './common/schemas';
import { ApiError, MALFORMED_RESPONSE_MESSAGE, SESSION_EXPIRED_MESSAGE, isOffline, offlineError, toApiError } from './errors';
import type * as XhrFetchModule from './xhr-fetch';
import type { UploadProgress } from './xhr-fetch';

/**
 * The one HTTP client (SPEC.md §7, docs/api.md).
 *
 * - Base from VITE_API_BASE_URL (default /api/v1); JSON; `Authorization: Bearer` with the
 *   current access token on every call but login and refresh.
 * - Time-outs: 30 s per attempt; an upload (multipart with progress) instead fails only after
 *   30 s without progress, however long it takes in all.
 * - Retries: ky retries a failed get/post/put/patch/delete exactly once when a retry can
 *   help (network error, time-out, 408, 429, 5xx). 400, 403, 404, 409 and 422 are answers
 *   a retry cannot change, so they are not retried. TanStack Query's own retry is off.
 * - A 401 refreshes the tokens (one shared refresh for concurrent 401s) and sends the call
 *   once more. Only a refresh the server refuses (400/401) ends the session, and not even then
 *   when another tab has stored newer tokens (they are adopted); a refresh that cannot reach
 *   the server is tried once more after a short wait, then fails the call with a retryable
 *   error and the user stays signed in. A 401 on the call sent again after a refresh signs
 *   out, once; calls after that do not refresh again.
 * - Writes carry an Idempotency-Key made once per call, so ky's retry and the retry after a
 *   refresh send the same key.
 * - Offline (`navigator.onLine` false) a call fails at once with reason `offline`, unsent;
 *   one under way when the browser goes offline is cut off then, and not retried: a save says
 *   so within moments instead of waiting through time-outs and retries.
 * - Every answer is parsed with its zod schema (zod/mini; any zod 4 schema is accepted); a
 *   mismatch is an ApiError, not a crash. A list's rows are read one by one (`rowsOf`): a
 *   malformed row is left out and handed to `onUnreadable`, the rest of the list is read.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SearchValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CallOptions {
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, SearchValue>;
  signal?: AbortSignal;
  /** Login and refresh: no bearer header, no refresh on 401. */
  anonymous?: boolean;
  /** Upload progress as a fraction 0..1; the call then goes through XHR (./xhr-fetch.ts). */
  onUploadProgress?: UploadProgress;
  /**
   * The write's Idempotency-Key, when the caller keeps one across submissions (the same form
   * values sent again after a failure); otherwise one is made for this call.
   */
  idempotencyKey?: string;
  /** false: no automatic retry (the caller retries itself). */
  retry?: boolean;
  /** A list's rows that did not match their schema (left out of the answer), none: []. */
  onUnreadable?: (rows: UnreadableRow[]) => void;
  /**
   * Sent only with this user's token (a held write goes out for the administrator who held
   * it): each try, the retry after a refresh included, is refused before it leaves (an
   * ApiError of reason `session`) when someone else, or no one, is signed in by then.
   */
  asUser?: number;
}

/**
 * The uploads' transport with progress (./xhr-fetch.ts), loaded at the first call that asks for
 * it (the trail editor's saves, which load it ahead and say when it cannot be downloaded).
 */
let uploadTransport: Promise<typeof XhrFetchModule> | null = null;
const loadUploadTransport = () =>
  (uploadTransport ??= import('./xhr-fetch').catch(async (error: unknown) => {
    uploadTransport = null; // the next upload tries again
    throw await toApiError(error);
  }));

export const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];
export const REQUEST_TIMEOUT_MS = 30_000;
/** The short wait before ky's one retry. */
export const RETRY_DELAY_MS = 250;

const client = ky.create({
  prefixUrl: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  retry: {
    limit: 1,
    methods: ['get', 'post', 'put', 'patch', 'delete'],
    statusCodes: RETRY_STATUS_CODES,
    afterStatusCodes: [429, 503],
    maxRetryAfter: 5_000,
    retryOnTimeout: true,
    delay: () => RETRY_DELAY_MS,
    // Offline, a retry cannot help: the call fails at once (and says so).
    shouldRetry: () => (isOffline() ? false : undefined),
  },
  hooks: {
    beforeRequest: [
      (request, options) => {
        if (options.context.anonymous) return;
        const { accessToken, currentUser } = session.get();
        const { asUser } = options.context;
        if (asUser !== undefined && (!accessToken || currentUser?.id !== asUser)) throw sessionExpired();
        if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
      },
      // A GET the first screen sent already (./early-requests.ts): its answer, once; if it
      // failed to arrive, the call goes to the network as usual.
      async (request) => {
        if (request.method !== 'GET') return undefined;
        const early = claimEarlyAnswer(request.url, session.get().accessToken);
        return early?.catch(() => undefined);
      },
    ],
  },
});

/** Empty filters are left out of the query string; id lists are comma-separated (docs/api.md). */
export function toSearchParams(params: Record<string, SearchValue> = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out.set(key, value.join(','));
      continue;
    }
    out.set(key, String(value));
  }
  return out;
}

/**
 * A refresh that could not reach the server: the session may well be alive. (A technical
 * message; screens show the catalogue's `errors.sessionUnreachable` by the error's reason.)
 */
export const SESSION_UNREACHABLE_MESSAGE =
  'Could not renew your session: the server did not answer. Check your connection and try again.';
/** The short wait before the one second try of a refresh that failed to reach the server. */
export const REFRESH_RETRY_DELAY_MS = 1_000;

let refreshing: Promise<void> | null = null;

/** The server refused the refresh token: the session is over (docs/api.md: 401; 400 malformed). */
const refused = (error: ApiError) => error.status === 400 || error.status === 401;

function sessionExpired(cause?: unknown): ApiError {
  return new ApiError(401, SESSION_EXPIRED_MESSAGE, { cause, reason: 'session' });
}

/**
 * Ends the session, unless another tab has stored newer tokens meanwhile: then they are
 * adopted and the session goes on (answers true).
 */
function expireUnlessAdopted(cause: unknown): true {
  if (session.adoptNewerFromStorage()) return true;
  session.expire();
  throw sessionExpired(cause);
}

/** One refresh at a time: concurrent 401s wait for the same call. */
export function refreshTokens(): Promise<void> {
  refreshing ??= (async () => {
    // Another tab may have refreshed already (its storage event not handled yet).
    if (session.adoptNewerFromStorage()) return;
    const { refreshToken, isLoggedIn } = session.get();
    if (!isLoggedIn || !refreshToken) throw sessionExpired();
    // Both tries carry one key: a server that saw the first (and rotated the token) answers
    // the second with the same new tokens instead of refusing the old one.
    const idempotencyKey = crypto.randomUUID();
    const attempt = () =>
      call('post', '/auth/refresh-token', tokensSchema, {
        json: { oldRefreshToken: refreshToken },
        anonymous: true,
        retry: false,
        idempotencyKey,
      });
    for (let tries = 1; ; tries++) {
      try {
        session.setTokens(await attempt());
        return;
      } catch (error) {
        if (error instanceof ApiError && refused(error)) {
          expireUnlessAdopted(error);
          return;
        }
        // Not an expired session: after the second try the call fails with an error the
        // screen offers to retry, and the user stays signed in.
        if (tries === 2) {
          throw new ApiError(error instanceof ApiError ? error.status : 0, SESSION_UNREACHABLE_MESSAGE, {
            cause: error,
            reason: 'sessionUnreachable',
          });
        }
        await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_DELAY_MS));
        if (session.adoptNewerFromStorage()) return;
      }
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const isUnauthorized = (error: unknown) => error instanceof HTTPError && error.response.status === 401;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  return JSON.parse(text) as unknown;
}

/**
 * The call's signal, aborted also when the browser goes offline while the call is under way
 * (its failure then reads `offline`, src/api/errors.ts); `release` ends the watch.
 */
function cutOffWhenOffline(signal: AbortSignal | undefined): { signal: AbortSignal | undefined; release: () => void } {
  if (typeof window === 'undefined') return { signal, release: () => undefined };
  const offline = new AbortController();
  const cutOff = () => offline.abort(offlineError());
  addEventListener('offline', cutOff);
  return {
    signal: signal ? AbortSignal.any([signal, offline.signal]) : offline.signal,
    release: () => removeEventListener('offline', cutOff),
  };
}

/** Sends one call and parses its answer with `schema`. Throws ApiError only. */
export async function call<S extends z.core.$ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const { json, body, searchParams, signal, anonymous = false, onUploadProgress, retry = true, asUser } = options;
  const headers: Record<string, string> = {};
  if (method !== 'get') headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID();
  // 24 hours after sign-in the session is over, even in a tab that stayed open.
  if (!anonymous && session.expireIfDue()) throw sessionExpired();
  if (isOffline()) throw offlineError();

  // Not downloaded: the call cannot go, as when the network is down.
  const upload = onUploadProgress && (await loadUploadTransport());

  const watch = cutOffWhenOffline(signal);
  const send = () =>
    client(path.replace(/^\/+/, ''), {
      method,
      headers,
      json,
      body,
      signal: watch.signal,
      // An upload has no total time-out: it fails after 30 s without progress (./xhr-fetch.ts).
      ...(upload && onUploadProgress
        ? { fetch: upload.xhrFetch(onUploadProgress, { inactivityMs: REQUEST_TIMEOUT_MS }), timeout: false as const }
        : {}),
      ...(retry ? {} : { retry: { limit: 0 } }),
      searchParams: toSearchParams(searchParams),
      context: { anonymous, asUser },
    });

  try {
    return await sendAndParse(send, schema, anonymous, options.onUnreadable);
  } finally {
    watch.release();
  }
}

async function sendAndParse<S extends z.core.$ZodType>(
  send: () => Promise<Response>,
  schema: S,
  anonymous: boolean,
  onUnreadable: CallOptions['onUnreadable'],
): Promise<z.infer<S>> {
  let response: Response;
  const tokenSent = session.get().accessToken;
  try {
    response = await send();
  } catch (error) {
    if (anonymous || !isUnauthorized(error)) throw await toApiError(error);
    // Signed out meanwhile (another call's 401, Log Out): no refresh, no second sign-out.
    if (!session.get().isLoggedIn) throw sessionExpired(error);
    // The token may already have been renewed by a call that failed a moment earlier.
    if (session.get().accessToken === tokenSent) await refreshTokens();
    const tokenReplayed = session.get().accessToken;
    try {
      response = await send();
    } catch (retryError) {
      if (!isUnauthorized(retryError)) throw await toApiError(retryError);
      // Fresh tokens and still refused: the session is over. Signs out once: a call that
      // fails the same way later finds the session already ended.
      if (!session.get().isLoggedIn) throw sessionExpired(retryError);
      if (session.get().accessToken === tokenReplayed) expireUnlessAdopted(retryError);
      // Newer tokens arrived meanwhile (another tab, another call): this call may be retried.
      throw await toApiError(retryError);
    }
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    throw new ApiError(response.status, MALFORMED_RESPONSE_MESSAGE, { cause: error, reason: 'malformed' });
  }
  const [parsed, unreadable] = withUnreadable(() => z.safeParse(schema, data));
  onUnreadable?.(unreadable);
  if (!parsed.success) {
    throw new ApiError(response.status, MALFORMED_RESPONSE_MESSAGE, { cause: parsed.error, reason: 'malformed' });
  }
  return parsed.data;
}

export const http = {
  get: <S extends z.core.$ZodType>(path: string, schema: S, options?: CallOptions) => call('get', path, schema, options),
  post: <S extends z.core.$ZodType>(path: string, schema: S, options?: CallOptions) => call('post', path, schema, options),
  put: <S extends z.core.$ZodType>(path: string, schema: S, options?: CallOptions) => call('put', path, schema, options),
  patch: <S extends z.core.$ZodType>(path: string, schema: S, options?: CallOptions) => call('patch', path, schema, options),
  delete: <S extends z.core.$ZodType>(path: string, schema: S, options?: CallOptions) => call('delete', path, schema, options),
};
