/**
 * The outbox of held writes (src/api/common/outbox.ts): kept in IndexedDB from the hold until
 * the server answers, sent again at the next load for the administrator who held them and no
 * one else, through the client (tokens refresh), and within the browser's keepalive limits
 * when the page goes away.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { http as mock, HttpResponse } from 'msw';
import {
  holdWrites,
  heldStored,
  HOLD_MS,
  installHeldWriteFlush,
  KEEPALIVE_MAX_BYTES,
  KEEPALIVE_MAX_REQUESTS,
  resetHeldWrites,
  type HeldOutcome,
  type HeldWrite,
} from '@/api/common/held-writes';
import { RESEND_MS, RESUME_BATCH, resumeOutbox, retryEntry, type ResumeView } from '@/api/common/outbox-resume';
import { apiUrl } from '@/api/config';
import { outbox, resetOutbox } from '@/api/common/outbox';
import { offlineError } from '@/api/errors';
import { call } from '@/api/http';
import { session } from '@/stores/session';
import { db, expireAccessTokens, issueTokens } from '../../mocks/db';
import { server } from '../../mocks/node';
import { signInAsAdmin } from '../sign-in';
import { deferred, setOnline } from '../support';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetOutbox();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A held write of trail `id`'s status, sent through the client as the panel's are. */
function trailWrite(id: number, n: number = id, status = 'deleted'): HeldWrite & { send: ReturnType<typeof vi.fn> } {
  const request = { method: 'PUT' as const, path: `/trails/${id}/status`, json: { status }, idempotencyKey: `key-${n}` };
  return {
    request,
    send: vi.fn(async (asUser: number) => {
      await call('put', request.path, z.unknown(), { json: request.json, idempotencyKey: request.idempotencyKey, asUser });
    }),
    revert: vi.fn(),
    confirmed: vi.fn(),
  };
}

/** The writes the fake server handled, by Idempotency-Key, with the token each came with. */
function serverWrites() {
  const seen: Array<{ key: string; auth: string | null }> = [];
  const listener = ({ request }: { request: Request }) => {
    const key = request.headers.get('Idempotency-Key');
    if (key?.startsWith('key-')) seen.push({ key, auth: request.headers.get('Authorization') });
  };
  server.events.on('request:start', listener);
  return {
    seen,
    keys: () => seen.map((s) => s.key),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const keysIn = async (userId: number) => {
  await heldStored();
  return (await outbox.list(userId)).map((e) => e.key);
};
const hold = { timers: () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }) };

/** Another administrator, signed in with tokens of the fake server. */
function signInAsOtherAdmin() {
  const user = [...db.users.values()].find((u) => u.id !== 1 && u.role !== 'admin')!;
  db.users.set(user.id, { ...user, role: 'admin' });
  session.signIn({ id: user.id, name: 'Other Admin', email: 'other@cairn.test', role: 'admin' }, issueTokens(db, user.id));
  return user.id;
}

describe('the outbox', () => {
  it('keeps each held write with its administrator from the hold, and drops it once the server answers', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const writes = [trailWrite(1), trailWrite(2)];
    const reports: HeldOutcome[][] = [];
    holdWrites(writes, (outcomes) => reports.push(outcomes));
    await heldStored();
    const stored = await outbox.list(admin.id);
    expect(stored.map((e) => [e.key, e.userId, e.state, e.request.path])).toEqual([
      ['key-1', admin.id, 'held', '/trails/1/status'],
      ['key-2', admin.id, 'held', '/trails/2/status'],
    ]);
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    await vi.waitFor(() => expect(reports).toEqual([[{ ok: true }, { ok: true }]]));
    await heldStored();
    expect(await keysIn(admin.id)).toEqual([]);
  });

  it('an undone write leaves the outbox at once and is never sent, not even at the next load', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const server = serverWrites();
    const write = trailWrite(3);
    const group = holdWrites([write], () => undefined);
    expect(group.undo()).toBe(true);
    await heldStored();
    expect(await keysIn(admin.id)).toEqual([]);
    await vi.advanceTimersByTimeAsync(HOLD_MS * 2);
    resetHeldWrites(); // the page closes
    expect(await resumeOutbox(admin.id)).toEqual({ sent: 0, failed: [] });
    expect(server.keys()).toEqual([]);
    server.stop();
  });

  it('what a closed page left, held or on its way, is sent at the next load for its administrator, once', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    // Its request left when the hold ended, but no answer came before the tab was killed.
    holdWrites([{ ...trailWrite(4), send: vi.fn(() => new Promise<void>(() => undefined)) }], () => undefined);
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    holdWrites([trailWrite(5)], () => undefined);
    await heldStored();
    expect((await outbox.list(admin.id)).map((e) => e.state)).toEqual(['sending', 'held']);
    resetHeldWrites(); // the tab is killed: memory is gone, the outbox is not
    const server = serverWrites();
    expect(await resumeOutbox(admin.id)).toEqual({ sent: 2, failed: [] });
    expect(server.keys().sort()).toEqual(['key-4', 'key-5']);
    expect(db.trails.get(4)!.status).toBe('deleted');
    expect(await resumeOutbox(admin.id)).toEqual({ sent: 0, failed: [] });
    expect(server.keys()).toHaveLength(2);
    server.stop();
  });

  it.each([
    ['A is signed out in another tab, then B signs in here', () => (localStorage.clear(), session.syncFromStorage())],
    // Another tab signs A out and B in at once: this tab sees B's session in its next storage event.
    ['another tab goes from A straight to B', () => undefined],
  ])("never sends one administrator's write with another's token (%s): it waits for A", async (_case, signOutA) => {
    hold.timers();
    const a = await signInAsAdmin();
    const write = trailWrite(6);
    holdWrites([write], () => undefined);
    await heldStored();
    const server = serverWrites();

    signOutA();
    const b = signInAsOtherAdmin();
    await vi.advanceTimersByTimeAsync(HOLD_MS * 2);
    expect(await resumeOutbox(b)).toEqual({ sent: 0, failed: [] });
    expect(write.send).not.toHaveBeenCalled();
    expect(server.seen).toEqual([]);
    expect(await keysIn(a.id)).toEqual(['key-6']);

    session.signOut();
    const back = await signInAsAdmin();
    expect(await resumeOutbox(back.id)).toEqual({ sent: 1, failed: [] });
    expect(server.seen).toEqual([{ key: 'key-6', auth: `Bearer ${session.get().accessToken}` }]);
    server.stop();
  });

  it('the client refuses a call meant for another administrator before it leaves', async () => {
    await signInAsAdmin();
    const server = serverWrites();
    const sent = call('put', '/trails/8/status', z.unknown(), { json: { status: 'deleted' }, idempotencyKey: 'key-8', asUser: 999 });
    await expect(sent).rejects.toMatchObject({ name: 'ApiError', status: 401, reason: 'session' });
    expect(server.seen).toEqual([]);
    expect(session.get().isLoggedIn).toBe(true);
    server.stop();
  });

  it('a write whose session ends while it waits its turn is not sent without a token', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const server = serverWrites();
    const answer = deferred<void>();
    const slow = Array.from({ length: 4 }, (_, i) => ({ ...trailWrite(10 + i), send: vi.fn(() => answer.promise) }));
    const rest = Array.from({ length: 3 }, (_, i) => trailWrite(20 + i));
    holdWrites([...slow, ...rest], () => undefined);
    await vi.advanceTimersByTimeAsync(HOLD_MS); // four go; three wait their turn
    localStorage.clear();
    session.syncFromStorage(); // signed out in another tab
    answer.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    for (const write of rest) expect(write.send).not.toHaveBeenCalled();
    expect(server.seen).toEqual([]);
    expect(await keysIn(admin.id)).toEqual(['key-20', 'key-21', 'key-22']);
    server.stop();
  });

  it('a cancelled bulk run sends none of its unsent writes, not at Log Out nor later, and they leave the outbox', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const uninstall = installHeldWriteFlush(window);
    const server = serverWrites();
    const answer = deferred<void>();
    let cancelled = false;
    const mayGo = () => !cancelled;
    const inFlight = Array.from({ length: 4 }, (_, i) => ({ ...trailWrite(30 + i), send: vi.fn(() => answer.promise), mayGo }));
    const rest = Array.from({ length: 6 }, (_, i) => ({ ...trailWrite(40 + i), mayGo }));
    holdWrites([...inFlight, ...rest], () => undefined);
    await vi.advanceTimersByTimeAsync(HOLD_MS); // four go; six wait their turn
    cancelled = true; // Cancel
    session.signOut(); // Log Out: the keepalive flush runs first
    answer.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    for (const write of rest) expect(write.send).not.toHaveBeenCalled();
    expect(server.seen).toEqual([]);
    expect(await keysIn(admin.id)).toEqual([]);
    uninstall();
    server.stop();
  });

  it('a write due while offline waits, rows changed and entry kept, says so once, and is sent once when back online', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const waits = vi.fn();
    const uninstall = installHeldWriteFlush(window, waits);
    const server = serverWrites();
    const writes = [trailWrite(50), trailWrite(51)];
    const reports: HeldOutcome[][] = [];
    holdWrites(writes, (outcomes) => reports.push(outcomes));
    setOnline(false);
    window.dispatchEvent(new Event('pagehide')); // the tab is hidden offline: nothing goes, by itself or not
    await vi.advanceTimersByTimeAsync(HOLD_MS + 10_000);
    expect(server.seen).toEqual([]);
    for (const write of writes) expect(write.revert).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    expect(waits).toHaveBeenCalledTimes(1);
    expect(await keysIn(admin.id)).toEqual(['key-50', 'key-51']);
    window.dispatchEvent(new Event('pageshow'));
    setOnline(true);
    await vi.waitFor(() => expect(reports).toEqual([[{ ok: true }, { ok: true }]]));
    expect(server.keys().sort()).toEqual(['key-50', 'key-51']);
    expect(db.trails.get(50)!.status).toBe('deleted');
    expect(await keysIn(admin.id)).toEqual([]);
    uninstall();
    server.stop();
  });

  it('a call cut off by going offline is sent again with the same key when back online', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const server = serverWrites();
    const write = trailWrite(52);
    const first = deferred<void>();
    write.send.mockImplementationOnce(async () => {
      await first.promise;
      throw offlineError();
    });
    const reports: HeldOutcome[][] = [];
    holdWrites([write], (outcomes) => reports.push(outcomes));
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    setOnline(false);
    first.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reports).toEqual([]);
    expect(write.revert).not.toHaveBeenCalled();
    expect((await outbox.list(admin.id)).map((e) => [e.key, e.state])).toEqual([['key-52', 'held']]);
    setOnline(true);
    await vi.waitFor(() => expect(reports).toEqual([[{ ok: true }]]));
    expect(write.send).toHaveBeenCalledTimes(2);
    expect(server.keys()).toEqual(['key-52']);
    server.stop();
  });

  it('Log Out offline: a keepalive that got no answer stays in the outbox and goes at the next sign-in', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const uninstall = installHeldWriteFlush(window);
    const realFetch = globalThis.fetch;
    const keepalive = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.keepalive ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(input, init),
    );
    holdWrites([trailWrite(60)], () => undefined);
    session.signOut();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(keepalive).toHaveBeenCalledTimes(1);
    expect((await outbox.list(admin.id)).map((e) => [e.key, e.state])).toEqual([['key-60', 'held']]);
    keepalive.mockRestore();
    const back = await signInAsAdmin();
    expect(await resumeOutbox(back.id)).toEqual({ sent: 1, failed: [] });
    expect(db.trails.get(60)!.status).toBe('deleted');
    uninstall();
  });

  it('a write refused during the sign-out flush is kept as failed, with its reason, and listed at the next sign-in', async () => {
    hold.timers();
    await signInAsAdmin();
    const uninstall = installHeldWriteFlush(window);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response(null, { status: 422 })));
    holdWrites([trailWrite(61)], () => undefined);
    session.signOut();
    await vi.advanceTimersByTimeAsync(1_000);
    vi.restoreAllMocks();
    const back = await signInAsAdmin();
    const { sent, failed } = await resumeOutbox(back.id);
    expect(sent).toBe(0);
    expect(failed.map((e) => [e.key, e.state, e.failure?.status])).toEqual([['key-61', 'failed', 422]]);
    uninstall();
  });

  it('at the next load, a key the closing page still sends (409 in progress) is sent again with it, later, once', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const left = { key: 'key-70', userId: admin.id, tab: 'a-closed-tab', heldAt: Date.now() - 1_000, state: 'sending' as const };
    await outbox.put([{ ...left, request: { method: 'PUT', path: '/trails/70/status', json: { status: 'deleted' }, idempotencyKey: 'key-70' } }]);
    const inProgress = { message: 'Idempotency-Key: a request with this key is still in progress', statusCode: 409 };
    server.use(mock.put(apiUrl('/trails/70/status'), () => HttpResponse.json(inProgress, { status: 409 }), { once: true }));
    const seen = serverWrites();
    const resumed = resumeOutbox(admin.id);
    await vi.advanceTimersByTimeAsync(RESEND_MS);
    expect(await resumed).toEqual({ sent: 1, failed: [] });
    expect(seen.keys()).toEqual(['key-70', 'key-70']);
    expect(db.trails.get(70)!.status).toBe('deleted');
    expect(await keysIn(admin.id)).toEqual([]);
    seen.stop();
  });

  it('at the next load, shows every entry before the first is sent, releases each as it settles, and rereads batch by batch', async () => {
    const admin = await signInAsAdmin();
    const count = 2 * RESUME_BATCH + 3;
    const request = (n: number) => ({ method: 'PUT' as const, path: `/trails/${n}/status`, json: { status: 'deleted' }, idempotencyKey: `key-${n}` });
    await outbox.put(Array.from({ length: count }, (_, i) => ({ key: `key-${i + 1}`, userId: admin.id, tab: 'a-closed-tab', heldAt: Date.now() - 60_000 + i, request: request(i + 1), state: 'held' as const })));
    // One is refused: released as not sent.
    server.use(mock.put(apiUrl('/trails/7/status'), () => HttpResponse.json({ message: 'no', statusCode: 400 }, { status: 400 })));
    const seen = serverWrites();
    const events: string[] = [];
    const view: ResumeView = {
      show: async (entries) => void events.push(`show ${entries.length} after ${seen.keys().length} sent`),
      release: (entry, sent) => void events.push(`${sent ? 'sent' : 'not sent'} ${entry.key}`),
      settled: (entries) => void events.push(`settled ${entries.length}`),
    };
    expect((await resumeOutbox(admin.id, view)).sent).toBe(count - 1);
    expect(events[0]).toBe(`show ${count} after 0 sent`);
    expect(events.filter((e) => e.startsWith('settled'))).toEqual([`settled ${RESUME_BATCH}`, `settled ${RESUME_BATCH}`, 'settled 3']);
    // Each batch is reread once its entries are released.
    expect(events.indexOf(`settled ${RESUME_BATCH}`)).toBe(1 + RESUME_BATCH);
    expect(events.filter((e) => e.startsWith('sent'))).toHaveLength(count - 1);
    expect(events).toContain('not sent key-7');
    seen.stop();
  });

  it('Retry of a write that failed with 409 keeps its key', async () => {
    const admin = await signInAsAdmin();
    const seen = serverWrites();
    const request = { method: 'PUT' as const, path: '/trails/71/status', json: { status: 'deleted' }, idempotencyKey: 'key-71' };
    const failure = { status: 409, reason: 'http' as const, serverMessage: 'Idempotency-Key: a request with this key is still in progress' };
    expect(await retryEntry({ key: 'key-71', userId: admin.id, tab: '', heldAt: Date.now(), request, state: 'failed', failure })).toBeNull();
    expect(seen.keys()).toEqual(['key-71']);
    seen.stop();
  });

  it('an access token that expired while idle is refreshed when the hold ends, and the write goes through', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const before = session.get().accessToken;
    const reports: HeldOutcome[][] = [];
    holdWrites([trailWrite(7)], (outcomes) => reports.push(outcomes));
    expireAccessTokens(db);
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    await vi.waitFor(() => expect(reports).toEqual([[{ ok: true }]]));
    expect(session.get().accessToken).not.toBe(before);
    expect(db.trails.get(7)!.status).toBe('deleted');
    await heldStored();
    expect(await keysIn(admin.id)).toEqual([]);
  });

  it(`at pagehide never has more than ${KEEPALIVE_MAX_REQUESTS} keepalive requests or ${KEEPALIVE_MAX_BYTES} bytes in flight`, async () => {
    hold.timers();
    await signInAsAdmin();
    const answers: Array<() => void> = [];
    let inFlight = 0;
    let bytes = 0;
    let most = 0;
    let mostBytes = 0;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      expect(init?.keepalive).toBe(true);
      const size = String(init?.body).length;
      inFlight += 1;
      bytes += size;
      most = Math.max(most, inFlight);
      mostBytes = Math.max(mostBytes, bytes);
      return new Promise<Response>((resolve) =>
        answers.push(() => {
          inFlight -= 1;
          bytes -= size;
          resolve(new Response(null, { status: 200 }));
        }),
      );
    });
    const uninstall = installHeldWriteFlush(window);
    const writes = Array.from({ length: 300 }, (_, i) => ({ ...trailWrite(1, i, 'x'.repeat(i % 3 === 0 ? 3_000 : 20)), send: vi.fn(() => new Promise<void>(() => undefined)) }));
    holdWrites(writes, () => undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy.mock.calls.length).toBeGreaterThan(0);
    // Answered one by one: each answer makes room for the next, never past the limits.
    while (answers.length > 0) {
      answers.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(most).toBeLessThanOrEqual(KEEPALIVE_MAX_REQUESTS);
    expect(mostBytes).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES);
    // Every write went alone but the few the client flush took (its requests never come back).
    const throughClient = writes.filter((w) => w.send.mock.calls.length > 0).length;
    expect(throughClient).toBeLessThanOrEqual(4);
    expect(fetchSpy.mock.calls.length + throughClient).toBe(300);
    uninstall();
  });

  it('1,300 writes held when the tab closes all reach the server, by the close flush or at the next load', async () => {
    hold.timers();
    const admin = await signInAsAdmin();
    const uninstall = installHeldWriteFlush(window);
    // Their requests through the client never come back: the page is gone before they do.
    const writes = Array.from({ length: 1_300 }, (_, i) => ({ ...trailWrite((i % 240) + 1, i), send: vi.fn(() => new Promise<void>(() => undefined)) }));
    holdWrites(writes, () => undefined);
    await heldStored();
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    resetHeldWrites(); // the page is gone: what it held in memory too
    const result = await resumeOutbox(admin.id);
    expect(result.failed).toEqual([]);
    await vi.waitFor(() => {
      const handled = [...db.idempotency.keys()].filter((id) => id.includes(' key-'));
      expect(new Set(handled).size).toBe(1_300);
    });
    expect(await keysIn(admin.id)).toEqual([]);
  });
});
