/**
 * Shared plumbing of the fake backend's handlers: JSON answers and errors in API.md's shape,
 * body and query validation with the shared zod schemas, the bearer guard, and
 * Idempotency-Key replay. `adminRoute` wraps all of it so a handler is written once.
 */
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import type { z } from 'zod';
import { apiUrl } from '../../src/app/config';
import { db } from '../db/store';
import { checkAccessToken } from '../db/sessions';
import type { StoredResponse, UserRecord } from '../db/types';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export function json(data: unknown, status = 200): Response {
  // HttpResponse.json's body type is JsonBodyType; our data is plain JSON-able wire shapes.
  return HttpResponse.json(data as Record<string, unknown>, { status });
}

/** `{message, statusCode}` with the given status (API.md's error body). */
export function error(status: number, message: string | string[]): Response {
  return json({ message, statusCode: status }, status);
}

function issuesMessage(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** The parsed JSON body, or a 400 answer to return as is. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    return error(400, 'Malformed JSON body');
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : error(400, issuesMessage(parsed.error.issues));
}

/** The parsed query string (empty values are left out), or a 400 answer. */
export function readQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): z.output<S> | Response {
  const raw: Record<string, string> = {};
  new URL(request.url).searchParams.forEach((value, key) => {
    if (value !== '') raw[key] = value;
  });
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : error(400, issuesMessage(parsed.error.issues));
}

/** A positive integer path parameter, or null. */
export function paramId(params: PathParams, name = 'id'): number | null {
  const value = params[name];
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The signed-in user (any role) or a 401 answer. */
export function requireUser(request: Request, now: number = Date.now()): UserRecord | Response {
  const check = checkAccessToken(db, request.headers.get('Authorization'), now);
  return 'user' in check ? check.user : error(401, 'Unauthorized');
}

/** The signed-in administrator, or a 401 (no/bad/expired token) or 403 (hiker) answer. */
export function requireAdmin(request: Request, now: number = Date.now()): UserRecord | Response {
  const user = requireUser(request, now);
  if (user instanceof Response) return user;
  return user.role === 'admin' ? user : error(403, 'Forbidden resource');
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const inFlight = new Map<string, Promise<StoredResponse>>();

function replay(stored: StoredResponse): Response {
  const headers = new Headers({ 'Idempotent-Replayed': 'true' });
  if (stored.contentType) headers.set('Content-Type', stored.contentType);
  return new HttpResponse(stored.body, { status: stored.status, headers });
}

/**
 * Runs `work` once per Idempotency-Key (scoped to the caller, method and path); a repeat
 * answers the stored result. 5xx answers are not stored, so they can be retried.
 */
export async function withIdempotency(
  request: Request,
  scope: string | number,
  work: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key || !WRITES.has(request.method.toUpperCase())) return work();
  const id = `${scope} ${request.method.toUpperCase()} ${new URL(request.url).pathname} ${key}`;
  const stored = db.idempotency.get(id);
  if (stored) return replay(stored);
  const pending = inFlight.get(id);
  if (pending) return replay(await pending);
  const run = (async (): Promise<StoredResponse> => {
    const response = await work();
    return {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('Content-Type'),
    };
  })();
  inFlight.set(id, run);
  try {
    const result = await run;
    if (result.status < 500) db.idempotency.set(id, result);
    const headers = new Headers();
    if (result.contentType) headers.set('Content-Type', result.contentType);
    return new HttpResponse(result.body, { status: result.status, headers });
  } finally {
    inFlight.delete(id);
  }
}

export interface RouteContext {
  request: Request;
  params: PathParams;
  url: URL;
  user: UserRecord;
}

export type RouteResolver = (ctx: RouteContext) => Response | Promise<Response>;

/** An administrators-only handler at an API path (e.g. '/trails/:id'), with idempotency. */
export function adminRoute(method: Method, path: string, resolve: RouteResolver): HttpHandler {
  return http[method](apiUrl(path), async ({ request, params }) => {
    const user = requireAdmin(request);
    if (user instanceof Response) return user;
    return withIdempotency(request, user.id, async () =>
      resolve({ request, params, url: new URL(request.url), user }),
    );
  });
}

/** A handler that needs no token (sign-in, refresh). */
export function publicRoute(
  method: Method,
  path: string,
  resolve: (ctx: {
    request: Request;
    params: PathParams;
    url: URL;
  }) => Response | Promise<Response>,
): HttpHandler {
  return http[method](apiUrl(path), async ({ request, params }) =>
    resolve({ request, params, url: new URL(request.url) }),
  );
}
