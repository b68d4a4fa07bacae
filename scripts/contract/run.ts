/**
 * `npm run contract`: does a server answer what the panel expects? It signs in, calls every
 * read endpoint of SPEC.md §7 with ids it discovers, and parses each answer with the panel's
 * own zod schemas (src/api/*\/schemas.ts): one result per call, PASS or FAIL with the schema
 * path and the value that did not match. A list is read row by row, as the panel reads it:
 * each malformed record is a FAIL of its own, naming the record (`trails[3], id 12`) and its
 * fields; the rest of the list passes. A number sent as a numeric string passes (the panel
 * reads it), with a WARN line naming each record and field read so. With `write`, it also creates, updates and deletes
 * a throwaway tag, country and city; without it, it sends no write (sign-in and one token
 * refresh aside, which change no data).
 */
import * as z from 'zod/mini';
import { loginResponseSchema, tokensSchema } from '../../src/api/auth/schemas';
import { errorBodySchema, messageResponseSchema, withUnreadable } from '../../src/api/common/schemas';
import {
  checkDeletionResponseSchema,
  citiesResponseSchema,
  cityResponseSchema,
  countriesResponseSchema,
  countryResponseSchema,
} from '../../src/api/locations/schemas';
import { reviewsResponseSchema } from '../../src/api/reviews/schemas';
import { createTagResponseSchema, tagsResponseSchema } from '../../src/api/tags/schemas';
import { trailDetailsResponseSchema, trailListResponseSchema } from '../../src/api/trails/schemas';
import { userDetailsResponseSchema } from '../../src/api/users/details';
import { userListResponseSchema, userStatsResponseSchema } from '../../src/api/users/schemas';
import { waypointsResponseSchema } from '../../src/api/waypoints/schemas';

export interface ContractOptions {
  /** The API base, ending in /api/v1. */
  baseUrl: string;
  email: string;
  password: string;
  write: boolean;
  fetch?: typeof fetch;
  /** Called with each result as it comes. */
  onResult?: (result: ContractResult) => void;
}

export interface ContractResult {
  ok: boolean;
  /** `GET /trails?page=1&pageSize=12`. */
  call: string;
  /** Why it failed: status, or `path: message (value: …)` per mismatch; or, for a warning, what was read leniently. */
  problems: string[];
  /** Passed, but read leniently (a number sent as a numeric string): `problems` names the fields. */
  warning?: boolean;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const idOf = (x: unknown) => (isObject(x) && (typeof x.id === 'number' || typeof x.id === 'string') ? x.id : undefined);

/**
 * The places where the answer sent a string and the panel's schema read a number (schemas.ts
 * `num`): each as [path in the answer, the string]. A list the panel read in part (its
 * unreadable rows left out) is matched row by row by id.
 */
export function lenientNumbers(raw: unknown, parsed: unknown, path: PropertyKey[] = []): Array<[PropertyKey[], string]> {
  if (typeof raw === 'string' && typeof parsed === 'number') return [[path, raw]];
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    const byId = raw.length === parsed.length ? null : new Map(parsed.map((row) => [idOf(row), row]));
    return raw.flatMap((row, index) => {
      const read = byId ? (idOf(row) === undefined ? undefined : byId.get(idOf(row))) : parsed[index];
      return read === undefined ? [] : lenientNumbers(row, read, [...path, index]);
    });
  }
  if (isObject(raw) && isObject(parsed) && !Array.isArray(raw)) {
    return Object.keys(raw).flatMap((key) => (key in parsed ? lenientNumbers(raw[key], parsed[key], [...path, key]) : []));
  }
  return [];
}

/** The record a path is in (`trails[5], id 12`, `trail, id 3`) and the field in it (`distance`). */
function recordOf(data: unknown, path: readonly PropertyKey[]): { record: string; field: string } {
  let last = path.findLastIndex((key) => typeof key === 'number');
  if (last < 0) last = path.length > 1 ? 0 : -1;
  const head = path.slice(0, last + 1);
  let value: unknown = data;
  for (const key of head) value = isObject(value) ? value[key as string] : undefined;
  const id = idOf(value);
  const name = head.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
  return { record: `${name || '(body)'}${id === undefined ? '' : `, id ${id}`}`, field: path.slice(last + 1).map(String).join('.') };
}

// A FAIL line quotes zod's English message for each mismatch; the panel's schemas are zod/mini,
// which loads no locale by itself.
z.config(z.locales.en());

const MAX_PROBLEMS = 5;

/** The value at a schema path in the data, shown short. */
function valueAt(data: unknown, path: readonly PropertyKey[]): string {
  let v: unknown = data;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return 'missing';
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  if (v === undefined) return 'missing';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.slice(0, MAX_PROBLEMS).map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(body)';
    return `${path}: ${issue.message} (value: ${valueAt(data, issue.path)})`;
  });
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  token?: string | null;
  /** What is being checked, when it is not the plain call (`without a token: 401`). */
  label?: string;
}

export async function runContract(options: ContractOptions): Promise<ContractResult[]> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const results: ContractResult[] = [];
  let token: string | null = null;

  const record = (result: ContractResult) => {
    results.push(result);
    options.onResult?.(result);
  };

  /** Sends a call and parses the answer; records PASS or FAIL; answers the data when it passed. */
  async function check<S extends z.core.$ZodType>(
    call: Call,
    schema: S,
    expectStatus: (status: number) => boolean = (s) => s >= 200 && s < 300,
  ): Promise<z.infer<S> | null> {
    const name = `${call.method} ${call.path}${call.label ? ` (${call.label})` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const auth = call.token === undefined ? token : call.token;
    if (auth) headers.Authorization = `Bearer ${auth}`;
    if (call.json !== undefined) headers['Content-Type'] = 'application/json';
    if (call.method !== 'GET') headers['Idempotency-Key'] = globalThis.crypto.randomUUID();
    let response: Response;
    try {
      response = await doFetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
      });
    } catch (error) {
      record({ ok: false, call: name, problems: [`network error: ${error instanceof Error ? error.message : String(error)}`] });
      return null;
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? null : JSON.parse(text);
    } catch {
      record({ ok: false, call: name, problems: [`status ${response.status}, body is not JSON: ${text.slice(0, 80)}`] });
      return null;
    }
    if (!expectStatus(response.status)) {
      const message = errorBodySchema.safeParse(data);
      const said = message.success ? `: ${[message.data.message].flat().join('; ')}` : '';
      record({ ok: false, call: name, problems: [`unexpected status ${response.status}${said}`] });
      return null;
    }
    const [parsed, unreadable] = withUnreadable(() => z.safeParse(schema, data));
    if (!parsed.success) {
      record({ ok: false, call: name, problems: describeIssues(parsed.error.issues, data) });
      return null;
    }
    // A list's malformed record: the panel shows the rest of the list, this one marked.
    for (const row of unreadable) {
      const which = `${row.list}${row.index === undefined ? '' : `[${row.index}]`}${row.id === null ? '' : `, id ${row.id}`}`;
      record({ ok: false, call: `${name} (record ${which})`, problems: describeIssues(row.issues, row.value) });
    }
    if (unreadable.length === 0) record({ ok: true, call: name, problems: [] });
    // Read, but leniently: a number sent as a string. Passes; said per record.
    const lenient = new Map<string, string[]>();
    for (const [path, text] of lenientNumbers(data, parsed.data)) {
      const { record: which, field } = recordOf(data, path);
      lenient.set(which, [...(lenient.get(which) ?? []), `${field}: read as a number from the string ${JSON.stringify(text)}`]);
    }
    for (const [which, fields] of lenient) record({ ok: true, warning: true, call: `${name} (record ${which})`, problems: fields });
    return parsed.data;
  }

  // Session: sign in (identifier = the lower-cased email), then one refresh (rotation).
  const login = await check(
    { method: 'POST', path: '/auth/login', json: { identifier: options.email.trim().toLowerCase(), password: options.password }, token: null },
    loginResponseSchema,
  );
  if (!login) return results;
  token = login.tokens.accessToken;
  const refreshed = await check(
    { method: 'POST', path: '/auth/refresh-token', json: { oldRefreshToken: login.tokens.refreshToken }, token: null },
    tokensSchema,
  );
  if (refreshed) token = refreshed.accessToken;

  // Errors have docs/api.md's body; a 401 without a token is what makes the panel refresh.
  await check({ method: 'GET', path: '/trails', token: null, label: 'no token: 401 with the error body' }, errorBodySchema, (s) => s === 401);

  // Trails.
  const list = await check({ method: 'GET', path: '/trails?page=1&pageSize=12&sortBy=newest' }, trailListResponseSchema);
  const trailId = list?.trails[0]?.id;
  if (trailId !== undefined) {
    const details = await check({ method: 'GET', path: `/trails/details/${trailId}` }, trailDetailsResponseSchema);
    await check({ method: 'GET', path: `/trails/${trailId}/reviews` }, reviewsResponseSchema);
    await check({ method: 'GET', path: `/trails/waypoints/${trailId}` }, waypointsResponseSchema);
    const photo = details?.trail.photos[0];
    if (photo) await checkFile(photo);
  }
  await check({ method: 'GET', path: '/trails/details/2147483647', label: 'unknown id: 404 with the error body' }, errorBodySchema, (s) => s === 404);

  // Locations.
  const countries = await check({ method: 'GET', path: '/trails/locations/countries' }, countriesResponseSchema);
  const countryId = countries?.countries[0]?.id;
  const cities = await check({ method: 'GET', path: '/trails/locations/cities' }, citiesResponseSchema);
  if (countryId !== undefined) {
    await check({ method: 'GET', path: `/trails/locations/cities?countryId=${countryId}` }, citiesResponseSchema);
    await check({ method: 'GET', path: `/trails/locations/countries/${countryId}/cities` }, citiesResponseSchema);
    await check({ method: 'GET', path: `/trails/locations/check-deletion?type=country&id=${countryId}` }, checkDeletionResponseSchema);
  }
  const cityId = cities?.cities[0]?.id;
  if (cityId !== undefined) {
    await check({ method: 'GET', path: `/trails/locations/check-deletion?type=city&id=${cityId}` }, checkDeletionResponseSchema);
  }

  // Tags and reviews.
  await check({ method: 'GET', path: '/trails/tags' }, tagsResponseSchema);
  await check({ method: 'GET', path: '/trails/reviews/pending' }, reviewsResponseSchema);

  // Users.
  for (const period of ['all', 'year', 'month', 'week', 'today'] as const) {
    await check({ method: 'GET', path: `/users/stats/overview?period=${period}` }, userStatsResponseSchema);
  }
  const users = await check({ method: 'GET', path: '/users/enhanced/list?page=1&pageSize=20' }, userListResponseSchema);
  await check({ method: 'GET', path: '/users?page=1&pageSize=20' }, userListResponseSchema);
  const userId = users?.users[0]?.id;
  if (userId !== undefined) await check({ method: 'GET', path: `/users/${userId}` }, userDetailsResponseSchema);

  if (options.write) await writeRoundTrip();
  return results;

  /** A photo URL of a trail answers an image (the panel shows it in an <img>). */
  async function checkFile(url: string): Promise<void> {
    const name = `GET ${url}`;
    try {
      const response = await doFetch(new URL(url, `${base}/`).href);
      const type = response.headers.get('Content-Type') ?? '';
      await response.arrayBuffer();
      const ok = response.ok && type.startsWith('image/');
      record({ ok, call: name, problems: ok ? [] : [`status ${response.status}, Content-Type ${type || 'none'} (an image was expected)`] });
    } catch (error) {
      record({ ok: false, call: name, problems: [`network error: ${error instanceof Error ? error.message : String(error)}`] });
    }
  }

  /** Creates, updates and deletes a throwaway tag, country and city; cleans up after a failure. */
  async function writeRoundTrip(): Promise<void> {
    const stamp = Date.now().toString(36);
    const tag = await check({ method: 'POST', path: '/trails/tags', json: { name: `contract check ${stamp}` } }, createTagResponseSchema, (s) => s === 201);
    const tagId = tag?.tag.identifiers[0]?.id;
    if (tagId !== undefined) {
      const tags = await check({ method: 'GET', path: '/trails/tags' }, tagsResponseSchema);
      if (tags && !tags.tags.some((t) => t.id === tagId)) {
        record({ ok: false, call: 'GET /trails/tags (lists the new tag)', problems: [`tag ${tagId} is not listed`] });
      }
      await check({ method: 'DELETE', path: `/trails/tags/${tagId}` }, messageResponseSchema);
    }

    const country = await check(
      { method: 'POST', path: '/trails/locations/countries', json: { name: `Contract Check ${stamp}` } },
      countryResponseSchema,
      (s) => s === 201,
    );
    if (!country) return;
    const newCountry = country.country.id;
    try {
      await check(
        { method: 'PUT', path: '/trails/locations/countries', json: { id: newCountry, name: `Contract Check ${stamp} Renamed` } },
        countryResponseSchema,
      );
      const city = await check(
        { method: 'POST', path: '/trails/locations/cities', json: { name: `Check Town ${stamp}`, countryId: newCountry } },
        cityResponseSchema,
        (s) => s === 201,
      );
      if (city) {
        await check(
          { method: 'PUT', path: '/trails/locations/cities', json: { id: city.city.id, name: `Check Town ${stamp} Renamed`, countryId: newCountry } },
          cityResponseSchema,
        );
        await check({ method: 'DELETE', path: '/trails/locations/cities', json: { id: city.city.id } }, messageResponseSchema);
      }
      await check({ method: 'GET', path: `/trails/locations/check-deletion?type=country&id=${newCountry}` }, checkDeletionResponseSchema);
    } finally {
      await check({ method: 'DELETE', path: '/trails/locations/countries', json: { id: newCountry } }, messageResponseSchema);
    }
  }
}

/** One line per result: `PASS  GET /trails`, FAIL with what did not match, or WARN with what was read leniently. */
export function formatResult(result: ContractResult): string {
  if (result.warning) return `WARN  ${result.call}  ${result.problems.join(' | ')}`;
  return result.ok ? `PASS  ${result.call}` : `FAIL  ${result.call}  ${result.problems.join(' | ')}`;
}
