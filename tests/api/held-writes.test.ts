/**
 * Held writes whose hold is over but whose turn in the client flush has not come (four go at a
 * time): closing the tab or signing out then must still send them (nothing held is
 * ever lost), by themselves with keepalive, and the flush's turn must adopt that request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushHeld, FLUSH_CONCURRENCY, holdWrites, HOLD_MS, type HeldOutcome, type HeldWrite } from '@/api/common/held-writes';
import { deferred } from '../support';

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
