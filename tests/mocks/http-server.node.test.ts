/**
 * `npm run api`: the fake backend over real HTTP. A real node:http server on an ephemeral
 * port; the test's fetches bypass msw's interception so they reach the socket.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@/api/auth/schemas';
import { trailListResponseSchema, trailResponseSchema } from '@/api/trails/schemas';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { handlers } from '../../mocks/handlers';
import { codingFor, createApiServer, MAX_BODY_BYTES } from '../../mocks/server/http';
import { newTrailForm } from '../trail-editor/files';

let server: Server;
let origin = '';
const base = mkdtempSync(join(tmpdir(), 'cairn-dist-'));
const dist = join(base, 'dist');
const lines: string[] = [];

// A network failure on one path, to check that the server drops the connection.
const failing = http.get(apiUrl('/test/network-error'), () => HttpResponse.error());

beforeAll(async () => {
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(base, 'secret.txt'), 'SECRET');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cairn</title>');
  writeFileSync(join(dist, 'static', 'js', 'main-abc.js'), 'console.log(1)');
  server = createApiServer({ handlers: [failing, ...handlers], dist, log: (l) => lines.push(l) });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(base, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(bypass(new Request(`${origin}${path}`, init)));

async function signIn(): Promise<string> {
  const res = await get('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return loginResponseSchema.parse(await res.json()).tokens.accessToken;
}

describe('npm run api: the API over HTTP', () => {
  it('signs in and answers a list with the same handlers as the tests', async () => {
    const token = await signIn();
    const res = await get('/api/v1/trails?page=1&pageSize=3&sortBy=oldest', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = trailListResponseSchema.parse(await res.json());
    expect(body.trails).toHaveLength(3);
    expect(body.count).toBe(db.trails.size);
    expect(
      lines.some((l) => l.startsWith('GET /api/v1/trails?page=1') && l.includes(' 200 ')),
    ).toBe(true);
  });

  it('answers 401 without a token and 404 with an error body for an unknown endpoint', async () => {
    expect((await get('/api/v1/trails')).status).toBe(401);
    const res = await get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'No such endpoint: GET /api/v1/no-such-thing',
      statusCode: 404,
    });
  });

  it('carries multipart uploads to the handlers byte for byte', async () => {
    const token = await signIn();
    const form = newTrailForm({ name: 'Over the wire', tagIds: '[1]' });
    const res = await get('/api/v1/trails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { trail } = trailResponseSchema.parse(await res.json());
    expect(trail.trailPath?.coordinates).toHaveLength(20);
    const photo = await get(new URL(trail.photos[0] ?? '').pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer()).subarray(1, 4)).toEqual(
      new Uint8Array([0x50, 0x4e, 0x47]),
    );
  });

  it('answers CORS preflights and exposes the replay header', async () => {
    const res = await get('/api/v1/trails', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('authorization,idempotency-key');
    const token = await signIn();
    const list = await get('/api/v1/trails/tags', {
      headers: { Authorization: `Bearer ${token}`, Origin: 'http://localhost:5173' },
    });
    expect(list.headers.get('Access-Control-Expose-Headers')).toContain('Idempotent-Replayed');
  });

  it('answers CORS only for localhost origins: another site gets no Allow-Origin', async () => {
    for (const page of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:8080']) {
      const res = await get('/api/v1/trails', {
        method: 'OPTIONS',
        headers: { Origin: page, 'Access-Control-Request-Method': 'GET' },
      });
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(page);
    }
    for (const page of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const res = await get('/api/v1/trails', {
        method: 'OPTIONS',
        headers: { Origin: page, 'Access-Control-Request-Method': 'GET' },
      });
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const login = await get('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: page },
        body: JSON.stringify({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
      });
      expect(login.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('refuses a request body over the limit with 413, told or streamed', async () => {
    const small = createApiServer({ handlers, maxBodyBytes: 1024 });
    await new Promise<void>((ready) => small.listen(0, '127.0.0.1', ready));
    const at = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
    try {
      const told = await fetch(
        bypass(new Request(`${at}/api/v1/auth/login`, { method: 'POST', body: 'x'.repeat(2048) })),
      );
      expect(told.status).toBe(413);
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(800));
          controller.enqueue(new Uint8Array(800));
          controller.close();
        },
      });
      const chunked = await fetch(
        bypass(
          new Request(`${at}/api/v1/auth/login`, {
            method: 'POST',
            body: streamed,
            duplex: 'half',
          } as RequestInit),
        ),
      );
      expect(chunked.status).toBe(413);
      const fits = await fetch(
        bypass(new Request(`${at}/api/v1/auth/login`, { method: 'POST', body: '{}' })),
      );
      expect(fits.status).not.toBe(413);
    } finally {
      await new Promise<void>((done) => small.close(() => done()));
    }
    expect(MAX_BODY_BYTES).toBe(50 * 1024 * 1024);
  });

  it('lets an origin named with --cors call it', async () => {
    const named = createApiServer({ handlers, corsOrigins: ['https://admin.example'] });
    await new Promise<void>((ready) => named.listen(0, '127.0.0.1', ready));
    const at = `http://127.0.0.1:${(named.address() as AddressInfo).port}`;
    try {
      const res = await fetch(
        bypass(
          new Request(`${at}/api/v1/trails`, {
            method: 'OPTIONS',
            headers: { Origin: 'https://admin.example' },
          }),
        ),
      );
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://admin.example');
    } finally {
      await new Promise<void>((done) => named.close(() => done()));
    }
  });

  it('drops the connection for a simulated network error', async () => {
    await expect(get('/api/v1/test/network-error')).rejects.toThrow();
  });
});

describe('npm run api -- --dist: a built panel on the same origin', () => {
  it('serves files, index.html for client routes, and 404 for missing assets', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('Content-Type')).toContain('text/html');
    expect(await (await get('/trail/edit/12')).text()).toContain('<title>Cairn</title>');
    const js = await get('/static/js/main-abc.js');
    expect(js.headers.get('Content-Type')).toContain('text/javascript');
    expect(js.headers.get('Cache-Control')).toContain('immutable');
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('/static/js/missing.js')).status).toBe(404);
  });

  it('compresses text files and JSON answers as a production server would: brotli when accepted, else gzip', async () => {
    const token = await signIn();
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', null],
    ] as const) {
      const js = await get('/static/js/main-abc.js', { headers: { 'Accept-Encoding': accept } });
      expect(js.headers.get('Content-Encoding')).toBe(coding);
      expect(await js.text()).toBe('console.log(1)'); // fetch decodes it
      const list = await get('/api/v1/trails?page=1&pageSize=12', {
        headers: { 'Accept-Encoding': accept, Authorization: `Bearer ${token}` },
      });
      expect(list.headers.get('Content-Encoding')).toBe(coding);
      expect(trailListResponseSchema.parse(await list.json()).trails).toHaveLength(12);
    }
    // Images and fonts are compressed already.
    expect(codingFor('br, gzip', 'image/png')).toBeNull();
  });

  it('never serves a file outside the folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/static/..%2f..%2f..%2fsecret.txt',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('SECRET');
    }
  });
});
