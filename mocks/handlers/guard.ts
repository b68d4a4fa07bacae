/**
 * Shared plumbing of the fake backend's handlers: JSON answers and errors in docs/api.md's shape,
 * body and query validation with the shared zod schemas (errors name the field), the bearer
 * guard, Idempotency-Key handling, and the storage that makes every request see the latest
 * data and every write persist (mocks/persist/storage.ts). `adminRoute` wraps all of it so
 * a handler is written once.
 */
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import * as z from 'zod/mini';
import { apiUrl } from '../../src/api/config';
import { checkAccessToken } from '../db/sessions';
import { db } from '../db/store';
import type { UserRecord } from '../db/types';
import { storage } from '../persist/storage';
import { withIdempotency } from './idempotency';

// The 400 messages below are zod's English texts (`name: Too small: expected string to have
// >=1 characters`). The shared schemas are zod/mini, which loads no locale (the panel shows
// none of these texts, so its bundle carries none): the fake backend loads English itself.
z.config(z.locales.en());

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export function json(data: unknown, status = 200): Response {
  // HttpResponse.json's body type is JsonBodyType; our data is plain JSON-able wire shapes.
  return HttpResponse.json(data as Record<string, unknown>, { status });
}

/** `{message, statusCode}` with the given status (docs/api.md's error body). */
export function error(status: number, message: string | string[]): Response {
  return json({ message, statusCode: status }, status);
}

/** What a 404 can be about: one word per resource, in the messages' own words. */
export type Missing = 'Trail' | 'User' | 'Country' | 'City' | 'Tag' | 'Review' | 'Waypoint' | 'File' | 'Photo';

/** The 404 of a missing resource: `Trail not found`, or `Trail 7 not found` when the id is told. */
export function notFound(what: Missing, id?: number): Response {
  return error(404, notFoundMessage(what, id));
}

/** The same words, for a 400 that names the field holding a missing id. */
export function notFoundMessage(what: Missing, id?: number): string {
  return id === undefined ? `${what} not found` : `${what} ${id} not found`;
}

/**
 * One message per problem, each naming its field (`name: Too small`); a problem with the
 * whole body or query names `body` or `query`. docs/api.md: a 400's message may be a list.
 */
export function fieldMessages(issues: readonly z.core.$ZodIssue[], root: 'body' | 'query' = 'body'): string[] {
  return issues.map((i) => `${i.path.length ? i.path.map(String).join('.') : root}: ${i.message}`);
}

/** The parsed JSON body, or a 400 answer to return as is. */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S> | Response> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    return error(400, ['body: Malformed JSON body']);
  }
  const parsed = z.safeParse(schema, raw);
  return parsed.success ? parsed.data : error(400, fieldMessages(parsed.error.issues));
}

/** The parsed query string (empty values are left out), or a 400 answer. */
export function readQuery<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): z.output<S> | Response {
  const raw: Record<string, string> = {};
  new URL(request.url).searchParams.forEach((value, key) => {
    if (value !== '') raw[key] = value;
  });
  const parsed = z.safeParse(schema, raw);
  return parsed.success ? parsed.data : error(400, fieldMessages(parsed.error.issues, 'query'));
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

export const isWrite = (request: Request) => WRITES.has(request.method.toUpperCase());

export interface RouteContext {
  request: Request;
  params: PathParams;
  url: URL;
  user: UserRecord;
}

export type RouteResolver = (ctx: RouteContext) => Response | Promise<Response>;

/**
 * An administrators-only handler at an API path (e.g. '/trails/:id'). Every request first
 * catches up with what other tabs wrote; a write then runs alone (across tabs), once per
 * Idempotency-Key, and what it changed is saved.
 */
export function adminRoute(method: Method, path: string, resolve: RouteResolver): HttpHandler {
  return http[method](apiUrl(path), async ({ request, params }) => {
    await storage.catchUp(request);
    const user = requireAdmin(request);
    if (user instanceof Response) return user;
    const run = async () => resolve({ request, params, url: new URL(request.url), user });
    if (!isWrite(request)) return run();
    return withIdempotency(request, user.id, (work) => storage.write(work, request), run);
  });
}

/**
 * A handler that needs no token (sign-in, refresh, files). Its writes are saved too, once
 * per Idempotency-Key like every write: a second try of a refresh whose answer was lost
 * gets the same new tokens, not a 401 for the token it already rotated.
 */
export function publicRoute(
  method: Method,
  path: string,
  resolve: (ctx: {
    request: Request;
    params: PathParams;
    url: URL;
  }) => Response | Promise<Response>,
): HttpHandler {
  return http[method](apiUrl(path), async ({ request, params }) => {
    const run = async () => resolve({ request, params, url: new URL(request.url) });
    if (isWrite(request)) return withIdempotency(request, 'anonymous', (work) => storage.write(work, request), run);
    await storage.catchUp(request);
    return run();
  });
}
