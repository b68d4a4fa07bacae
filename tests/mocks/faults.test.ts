/**
 * Faults on demand (the developer panel's engine): latency, the next N calls failing with
 * 500, 503, 401 or a network error, settings kept in localStorage, the log of the last 50
 * calls, and expiring the access token now. Timing uses fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@/api/common/schemas';
import { db, expireAccessTokens } from '../../mocks/db';
import {
  callFinished,
  callLog,
  callStarted,
  clearCallLog,
  faultHandler,
  latencyMs,
  LOG_SIZE,
  readFaults,
  SETTINGS_KEY,
  writeFaults,
} from '../../mocks/devtools/faults';
import { server } from '../../mocks/node';
import { call, signIn } from './helpers';

let token = '';

beforeEach(async () => {
  token = (await signIn()).accessToken;
  server.use(faultHandler);
  // Tests run without latency unless they set one.
  writeFaults({ latency: 'none', failRemaining: 0 });
  clearCallLog();
});

afterEach(() => vi.useRealTimers());

describe('latency', () => {
  it('maps each setting to a delay', () => {
    expect(latencyMs('none')).toBe(0);
    expect(latencyMs('realistic', () => 0)).toBe(150);
    expect(latencyMs('realistic', () => 1)).toBe(400);
    expect(latencyMs('3000')).toBe(3000);
    expect(latencyMs('35000')).toBe(35_000);
  });

  it('delays every call by the setting, then the real handler answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    writeFaults({ latency: '3000' });
    let settled = false;
    const pending = call('/trails/tags', token).then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(2990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect((await pending).status).toBe(200);
  });
});

describe('the next N calls fail', () => {
  it.each([
    ['500', 500],
    ['503', 503],
    ['401', 401],
  ] as const)('with %s, then calls succeed again', async (kind, status) => {
    writeFaults({ failKind: kind, failRemaining: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await call('/trails/tags', token);
      expect(res.status).toBe(status);
      expect(errorBodySchema.parse(await res.json()).statusCode).toBe(status);
    }
    expect(readFaults().failRemaining).toBe(0);
    expect((await call('/trails/tags', token)).status).toBe(200);
  });

  it('with a network error', async () => {
    writeFaults({ failKind: 'network', failRemaining: 1 });
    await expect(call('/trails/tags', token)).rejects.toThrow();
    expect((await call('/trails/tags', token)).status).toBe(200);
  });

  it('leaves photos and .kml files alone', async () => {
    writeFaults({ failKind: '500', failRemaining: 1 });
    const trail = db.trails.get(1);
    const photo = await call(`/media/photos/${trail?.photos[0]}`, null);
    expect(photo.status).toBe(200);
    expect(readFaults().failRemaining).toBe(1);
  });
});

describe('settings', () => {
  it('survive a reload: they are read from localStorage, and junk falls back to defaults', () => {
    writeFaults({ latency: '1000', failKind: '503', failRemaining: 4 });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toEqual({ latency: '1000', failKind: '503', failRemaining: 4 });
    // What a new page reads (another tab, or after F5).
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ latency: '3000', failKind: 'network', failRemaining: 1 }));
    expect(readFaults()).toEqual({ latency: '3000', failKind: 'network', failRemaining: 1 });
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(readFaults()).toEqual({ latency: 'realistic', failKind: '500', failRemaining: 0 });
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ latency: 'forever', failRemaining: -3 }));
    expect(readFaults()).toEqual({ latency: 'realistic', failKind: '500', failRemaining: 0 });
  });
});

describe('the call log', () => {
  it('keeps the last 50 calls, newest first, with status and time', () => {
    for (let i = 0; i < LOG_SIZE + 5; i++) {
      callStarted(`r${i}`, 1000);
      const request = new Request(`http://localhost/api/v1/trails?page=${i}`);
      callFinished(`r${i}`, request, new Response(null, { status: i === LOG_SIZE + 4 ? 503 : 200 }), 1000 + i);
    }
    const log = callLog();
    expect(log).toHaveLength(LOG_SIZE);
    expect(log[0]).toMatchObject({ method: 'GET', path: `/trails?page=${LOG_SIZE + 4}`, status: 503, ms: LOG_SIZE + 4 });
    expect(log.at(-1)?.path).toBe('/trails?page=5');
    callStarted('net', 0);
    callFinished('net', new Request('http://localhost/api/v1/trails/tags', { method: 'POST' }), Response.error(), 12);
    expect(callLog()[0]).toMatchObject({ method: 'POST', path: '/trails/tags', status: 0, ms: 12 });
  });
});

describe('expire the access token now', () => {
  it('makes the next call a 401, and the refresh token still works', async () => {
    const tokens = await signIn();
    expect((await call('/trails/tags', tokens.accessToken)).status).toBe(200);
    expect(expireAccessTokens(db)).toBeGreaterThan(0);
    expect((await call('/trails/tags', tokens.accessToken)).status).toBe(401);
    const refreshed = await call('/auth/refresh-token', null, { method: 'POST', json: { oldRefreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
  });
});
