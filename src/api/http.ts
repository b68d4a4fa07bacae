import ky, { HTTPError } from 'ky';
import type { z } from 'zod';
import { API_BASE_URL } from '@/app/config';
import { SESSION_EXPIRED_NOTICE, session } from '@/stores/session';
import { tokensSchema } from './auth/schemas';
import { ApiError, MALFORMED_RESPONSE_MESSAGE, SESSION_EXPIRED_MESSAGE, toApiError } from './errors';
import { xhrFetch, type UploadProgress } from './xhr-fetch';

/**
 * The one HTTP client (SPEC.md §7, API.md).
 *
 * - Base from VITE_API_BASE_URL (default /api/v1); JSON; `Authorization: Bearer` with the
 *   current access token on every call but login and refresh.
 * - Retries: ky retries a failed get/post/put/patch/delete exactly once when a retry can
 *   help (network error, time-out, 408, 429, 5xx). 400, 403, 404, 409 and 422 are answers
 *   a retry cannot change, so they are not retried. TanStack Query's own retry is off.
 * - A 401 refreshes the tokens (one shared refresh for concurrent 401s) and sends the call
 *   once more; a failed refresh signs the user out with a notice.
 * - Writes carry an Idempotency-Key made once per call, so ky's retry and the retry after a
 *   refresh send the same key.
 * - Every answer is parsed with its zod schema; a mismatch is an ApiError, not a crash.
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
}

export const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];
export const REQUEST_TIMEOUT_MS = 30_000;

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
    delay: () => 250,
  },
  hooks: {
    beforeRequest: [
      (request, options) => {
        if (options.context.anonymous) return;
        const { accessToken } = session.get();
        if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
      },
    ],
  },
});

/** Empty filters are left out of the query string; id lists are comma-separated (API.md). */
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

let refreshing: Promise<void> | null = null;

/** One refresh at a time: concurrent 401s wait for the same call. */
export function refreshTokens(): Promise<void> {
  refreshing ??= (async () => {
    const { refreshToken } = session.get();
    try {
      if (!refreshToken) throw new ApiError(401, SESSION_EXPIRED_MESSAGE, { reason: 'session' });
      const tokens = await call('post', '/auth/refresh-token', tokensSchema, {
        json: { oldRefreshToken: refreshToken },
        anonymous: true,
      });
      session.setTokens(tokens);
    } catch (error) {
      session.signOut(SESSION_EXPIRED_NOTICE);
      throw new ApiError(401, SESSION_EXPIRED_MESSAGE, { cause: error, reason: 'session' });
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  return JSON.parse(text) as unknown;
}

/** Sends one call and parses its answer with `schema`. Throws ApiError only. */
export async function call<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const { json, body, searchParams, signal, anonymous = false, onUploadProgress } = options;
  const headers: Record<string, string> = {};
  if (method !== 'get') headers['Idempotency-Key'] = crypto.randomUUID();

  const send = () =>
    client(path.replace(/^\/+/, ''), {
      method,
      headers,
      json,
      body,
      signal,
      ...(onUploadProgress ? { fetch: xhrFetch(onUploadProgress) } : {}),
      searchParams: toSearchParams(searchParams),
      context: { anonymous },
    });

  let response: Response;
  const tokenSent = session.get().accessToken;
  try {
    response = await send();
  } catch (error) {
    if (anonymous || !(error instanceof HTTPError) || error.response.status !== 401) {
      throw await toApiError(error);
    }
    // The token may already have been renewed by a call that failed a moment earlier.
    if (session.get().accessToken === tokenSent) await refreshTokens();
    try {
      response = await send();
    } catch (retryError) {
      throw await toApiError(retryError);
    }
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    throw new ApiError(response.status, MALFORMED_RESPONSE_MESSAGE, { cause: error, reason: 'malformed' });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, MALFORMED_RESPONSE_MESSAGE, { cause: parsed.error, reason: 'malformed' });
  }
  return parsed.data;
}

export const http = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => call('get', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => call('post', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => call('put', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => call('patch', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => call('delete', path, schema, options),
};
