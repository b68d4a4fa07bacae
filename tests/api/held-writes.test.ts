/**
 * Held writes whose hold is over but whose turn in the client flush has not come (four go at a
 * time): closing the tab or signing out then still sends them by themselves with keepalive,
 * and the flush's turn adopts that request.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flushHeld,
  FLUSH_CONCURRENCY,
  heldCount,
  holdWrites,
  HOLD_MS,
  installHeldWriteFlush,
  type HeldOutcome,
  type HeldWrite,
} from '@/api/common/held-writes';
import { apiUrl } from '@/api/config';
import { session } from '@/stores/session';
import { signInAsAdmin } from '../sign-in';
import { deferred } from '../support';

// A held write is sent only with the token of the administrator who held it.
beforeEach(async () => {
  await signInAsAdmin();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function write(n: number) {
  const answer = deferred<void>();
  const held = {
    request: { method: 'PUT', path: `/trails/review/accept/${n}`, json: { reviewId: n }, idempotencyKey: `key-${n}` },
    send: vi.fn(() => answer.promise),
    revert: vi.fn(),
    confirmed: vi.fn(),
  } satisfies HeldWrite;
  return { held, answer };
}

describe('held writes waiting for their turn in a flush', () => {
  it('are sent at once with keepalive when the tab hides, and their turn adopts that request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    const writes = Array.from({ length: FLUSH_CONCURRENCY + 2 }, (_, i) => write(i + 1));
    const reports: HeldOutcome[][] = [];
    holdWrites(
      writes.map((w) => w.held),
      (outcomes) => reports.push(outcomes),
    );

    await vi.advanceTimersByTimeAsync(HOLD_MS); // the hold is over: four go through the client
    expect(writes.map((w) => w.held.send.mock.calls.length)).toEqual([1, 1, 1, 1, 0, 0]);

    void flushHeld('keepalive'); // the tab hides while two still wait their turn
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const sent = fetchSpy.mock.calls.map(([url, init]) => [String(url).replace(/^.*\/trails/, '/trails'), init?.keepalive]);
    expect(sent).toEqual([
      ['/trails/review/accept/5', true],
      ['/trails/review/accept/6', true],
    ]);

    for (const w of writes) w.answer.resolve();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual(writes.map(() => ({ ok: true })));
    // The last two were never sent a second time through the client; their answer came alone.
    expect(writes.map((w) => w.held.send.mock.calls.length)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(writes.map((w) => w.held.confirmed.mock.calls.length)).toEqual([0, 0, 0, 0, 1, 1]);
  });

  it('a waiting write the server refuses when sent alone is put back and reported', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 500 }));
    const writes = Array.from({ length: FLUSH_CONCURRENCY + 1 }, (_, i) => write(i + 1));
    const reports: HeldOutcome[][] = [];
    holdWrites(
      writes.map((w) => w.held),
      (outcomes) => reports.push(outcomes),
    );
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    void flushHeld('keepalive');
    for (const w of writes) w.answer.resolve();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.map((o) => o.ok)).toEqual([true, true, true, true, false]);
    expect(reports[0]![4]).toMatchObject({ ok: false, error: { name: 'ApiError', status: 500 } });
    expect(writes.at(-1)!.held.revert).toHaveBeenCalledOnce();
  });
});

/** A held write whose request the test answers, and what happened to it. */
function heldWrite(n: number, events: string[] = []) {
  const answer = deferred<void>();
  const held = {
    request: { method: 'PUT', path: `/trails/activate`, json: { trailIds: [n] }, idempotencyKey: `key-${n}` },
    send: vi.fn(() => {
      events.push(`send ${n}`);
      return answer.promise;
    }),
    revert: vi.fn(() => {
      events.push(`revert ${n}`);
    }),
    confirmed: vi.fn(),
  } satisfies HeldWrite;
  return { held, answer };
}

describe('a held write', () => {
  it(`waits ${HOLD_MS / 1000} s, then goes out through the client`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { held, answer } = heldWrite(1);
    const reports: HeldOutcome[][] = [];
    const group = holdWrites([held], (outcomes) => reports.push(outcomes));
    expect(HOLD_MS).toBe(8_000);
    expect(group.isHeld()).toBe(true);
    expect(heldCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(HOLD_MS - 1);
    expect(held.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(held.send).toHaveBeenCalledOnce();
    expect(group.isHeld()).toBe(false);
    expect(heldCount()).toBe(0);

    answer.resolve();
    await vi.waitFor(() => expect(reports).toEqual([[{ ok: true }]]));
    expect(held.revert).not.toHaveBeenCalled();
    expect(held.confirmed).not.toHaveBeenCalled(); // sent through the client: the screen refetches itself
  });

  it('Undo within the hold puts the rows back, last write first, sends nothing and reports nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const events: string[] = [];
    const writes = [heldWrite(1, events), heldWrite(2, events), heldWrite(3, events)];
    const report = vi.fn();
    const sent = vi.fn();
    const group = holdWrites(
      writes.map((w) => w.held),
      report,
    );
    group.onSent(sent);

    expect(group.undo()).toBe(true);
    expect(events).toEqual(['revert 3', 'revert 2', 'revert 1']);
    expect(group.isHeld()).toBe(false);
    await vi.advanceTimersByTimeAsync(HOLD_MS * 2);
    expect(events).toEqual(['revert 3', 'revert 2', 'revert 1']);
    expect(report).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('Undo after the writes went out comes too late and puts nothing back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { held } = heldWrite(1);
    const group = holdWrites([held], () => undefined);
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    expect(group.undo()).toBe(false);
    expect(held.revert).not.toHaveBeenCalled();
  });

  it('tells its listeners once, when its writes go out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { held } = heldWrite(1);
    const group = holdWrites([held], () => undefined);
    const sent = vi.fn();
    group.onSent(sent);
    await vi.advanceTimersByTimeAsync(HOLD_MS - 1);
    expect(sent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    expect(sent).toHaveBeenCalledOnce();
  });

  it('that fails puts back only its own rows, before its group reports every outcome in order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const events: string[] = [];
    const writes = [heldWrite(1, events), heldWrite(2, events), heldWrite(3, events)];
    const refusal = new Error('refused');
    const reports: HeldOutcome[][] = [];
    holdWrites(
      writes.map((w) => w.held),
      (outcomes) => {
        events.push('report');
        reports.push(outcomes);
      },
    );
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    writes[0]!.answer.resolve();
    writes[1]!.answer.reject(refusal);
    writes[2]!.answer.resolve();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual([{ ok: true }, { ok: false, error: refusal }, { ok: true }]);
    expect(events.slice(3)).toEqual(['revert 2', 'report']);
  });

  it('leaving the screen sends what is held at once, through the client', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const first = heldWrite(1);
    const second = heldWrite(2);
    holdWrites([first.held], () => undefined);
    holdWrites([second.held], () => undefined);
    const flushed = flushHeld('client');
    expect(first.held.send).toHaveBeenCalledOnce();
    expect(second.held.send).toHaveBeenCalledOnce();
    expect(heldCount()).toBe(0);
    first.answer.resolve();
    second.answer.resolve();
    await flushed;
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the tab closes (pagehide)', () => window.dispatchEvent(new Event('pagehide')), [[{ ok: true }]]],
    // Signed out: the sign-in screen shows, and no report.
    ['the administrator logs out', () => session.signOut(), []],
  ])('when %s, goes out alone with keepalive, its key and the session token', async (_case, leave, reported) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const token = session.get().accessToken;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    const uninstall = installHeldWriteFlush(window);
    try {
      const { held } = heldWrite(7);
      const reports: HeldOutcome[][] = [];
      holdWrites([held], (outcomes) => reports.push(outcomes));
      leave();
      expect(fetchSpy).toHaveBeenCalledOnce();
      const [url, init] = fetchSpy.mock.calls[0]!;
      expect(String(url)).toBe(apiUrl('/trails/activate'));
      expect(init).toMatchObject({
        method: 'PUT',
        keepalive: true,
        body: JSON.stringify({ trailIds: [7] }),
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-7', Authorization: `Bearer ${token}` },
      });
      await vi.waitFor(() => expect(held.confirmed).toHaveBeenCalledOnce());
      expect(reports).toEqual(reported);
      expect(held.send).not.toHaveBeenCalled();
    } finally {
      uninstall();
    }
  });

  it('after the flush is uninstalled, closing the tab sends nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    installHeldWriteFlush(window)();
    holdWrites([heldWrite(1).held], () => undefined);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(heldCount()).toBe(1);
  });
});
