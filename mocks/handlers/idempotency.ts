/**
 * Idempotency-Key on writes (docs/api.md, after the IETF Idempotency-Key draft):
 * - the first request with a key runs once; its answer (status, body) is kept for 24 hours
 *   and a repeat of the same request answers it again, with `Idempotent-Replayed: true`;
 * - the same key with another request (method, path or body) answers 422;
 * - the same key while the first request is still running answers 409.
 * Keys belong to the caller (user id). 5xx answers are not kept, so the call can be retried.
 * "Still running" is known to the tab (or server process) that runs it: a key is one call's,
 * sent from one tab.
 */
import { HttpResponse } from 'msw';
import { db } from '../db/store';
import type { StoredResponse } from '../db/types';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const inFlight = new Set<string>();

/** A 53-bit hash of bytes (cyrb53): a fingerprint, not a security measure. */
export function hashBytes(bytes: Uint8Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    h1 = Math.imul(h1 ^ b, 2654435761);
    h2 = Math.imul(h2 ^ b, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const text = new TextEncoder();

/**
 * What makes two requests "the same": method, path and query, and the body. A multipart
 * body is compared by its fields and files, not its bytes: a resend of the same form gets
 * a new boundary.
 */
export async function fingerprint(request: Request): Promise<string> {
  const url = new URL(request.url);
  const head = `${request.method.toUpperCase()} ${url.pathname}${url.search}`;
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    try {
      const form = await request.clone().formData();
      const parts: string[] = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') parts.push(`${name}=${hashBytes(text.encode(value))}`);
        else parts.push(`${name}=file:${value.name}:${value.size}:${hashBytes(new Uint8Array(await value.arrayBuffer()))}`);
      }
      return `${head} form ${parts.join('&')}`;
    } catch {
      // Unreadable: fall back to the bytes (the handler will answer 400).
    }
  }
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  return `${head} ${hashBytes(bytes)}`;
}

function answer(stored: StoredResponse, replayed: boolean): Response {
  const headers = new Headers();
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  if (stored.contentType) headers.set('Content-Type', stored.contentType);
  return new HttpResponse(stored.body, { status: stored.status, headers });
}

function conflict(status: 409 | 422, message: string): Response {
  return HttpResponse.json({ message, statusCode: status }, { status });
}

function pruneExpired(now: number): void {
  for (const [id, stored] of db.idempotency) {
    if (now - stored.createdAt >= IDEMPOTENCY_TTL_MS) db.idempotency.delete(id);
  }
}

/**
 * Runs a write once per Idempotency-Key. `exclusive` runs its work alone and saves what it
 * changed (storage.write): the stored answer is looked up inside it, so a key used in
 * another tab a moment ago is seen.
 */
export async function withIdempotency(
  request: Request,
  scope: string | number,
  exclusive: (work: () => Promise<Response>) => Promise<Response>,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return exclusive(run);
  const id = `${scope} ${key}`;
  if (inFlight.has(id)) {
    return conflict(409, 'Idempotency-Key: a request with this key is still in progress');
  }
  inFlight.add(id);
  try {
    const print = await fingerprint(request);
    return await exclusive(async () => {
      const now = Date.now();
      const stored = db.idempotency.get(id);
      if (stored && now - stored.createdAt < IDEMPOTENCY_TTL_MS) {
        if (stored.fingerprint !== print) {
          return conflict(422, 'Idempotency-Key: this key was already used with a different request');
        }
        return answer(stored, true);
      }
      pruneExpired(now);
      const response = await run();
      const result: StoredResponse = {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get('Content-Type'),
        fingerprint: print,
        createdAt: now,
      };
      if (result.status < 500) db.idempotency.set(id, result);
      return answer(result, false);
    });
  } finally {
    inFlight.delete(id);
  }
}
