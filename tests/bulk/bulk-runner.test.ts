import { describe, expect, it } from 'vitest';
import { BULK_CONCURRENCY, NotSentError, runBulk } from '@/api/common/bulk-runner';
import { deferred, type Deferred } from '../support';

/** A call per item that the test answers, and the most calls that were in flight at once. */
function heldCalls(n: number) {
  const answers: Deferred[] = Array.from({ length: n }, () => deferred());
  const started: number[] = [];
  let inFlight = 0;
  let most = 0;
  const run = async (item: number) => {
    started.push(item);
    inFlight += 1;
    most = Math.max(most, inFlight);
    try {
      await answers[item]!.promise;
    } finally {
      inFlight -= 1;
    }
  };
  return { answers, started, run, most: () => most };
}

/** Lets the promises already settled run their callbacks. */
async function tick() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('running one call per item', () => {
  it(`sends ${BULK_CONCURRENCY} at a time by default, the next as soon as one settles`, async () => {
    expect(BULK_CONCURRENCY).toBe(4);
    const items = [0, 1, 2, 3, 4, 5];
    const calls = heldCalls(items.length);
    const running = runBulk(items, calls.run);
    await tick();
    expect(calls.started).toEqual([0, 1, 2, 3]);
    calls.answers[2]!.resolve();
    await tick();
    expect(calls.started).toEqual([0, 1, 2, 3, 4]);
    for (const answer of calls.answers) answer.resolve();
    await running;
    expect(calls.started).toEqual(items);
    expect(calls.most()).toBe(4);
  });

  it.each([
    [10, 1, 1],
    [10, 3, 3],
    [2, 4, 2],
    [5, 50, 5],
    [3, 0, 1],
  ])('%s items, %s at a time, never has more than %s in flight', async (n, concurrency, most) => {
    const calls = heldCalls(n);
    const running = runBulk(
      Array.from({ length: n }, (_, i) => i),
      calls.run,
      { concurrency },
    );
    await tick();
    for (const answer of calls.answers) answer.resolve();
    const result = await running;
    expect(calls.most()).toBe(most);
    expect(result.succeeded).toHaveLength(n);
  });

  it('tries every item whatever happens to the others, and keeps the given order', async () => {
    const refusal = new Error('refused');
    const result = await runBulk(['a', 'b', 'c', 'd', 'e'], async (item) => {
      if (item === 'b' || item === 'd') throw refusal;
    });
    expect(result.succeeded).toEqual(['a', 'c', 'e']);
    expect(result.failed).toEqual([
      { item: 'b', error: refusal },
      { item: 'd', error: refusal },
    ]);
    expect(result.outcomes).toEqual([
      { ok: true },
      { ok: false, error: refusal },
      { ok: true },
      { ok: false, error: refusal },
      { ok: true },
    ]);
  });

  it('keeps the given order when the answers come in another', async () => {
    const calls = heldCalls(3);
    const running = runBulk([0, 1, 2], calls.run);
    await tick();
    calls.answers[2]!.resolve();
    calls.answers[1]!.reject(new Error('no'));
    calls.answers[0]!.resolve();
    const result = await running;
    expect(result.outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(result.succeeded).toEqual([0, 2]);
  });

  it('hands each call its item and its index', async () => {
    const seen: Array<[string, number]> = [];
    await runBulk(['x', 'y'], async (item, index) => {
      seen.push([item, index]);
    });
    expect(seen).toEqual([
      ['x', 0],
      ['y', 1],
    ]);
  });

  it('reports progress after each item settles, failed ones too', async () => {
    const progress: Array<[number, number]> = [];
    await runBulk(
      [1, 2, 3],
      async (item) => {
        if (item === 2) throw new Error('no');
      },
      { concurrency: 1, onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('answers an empty result for no items, calling nothing', async () => {
    const progress: number[] = [];
    const result = await runBulk([], () => Promise.reject(new Error('never')), {
      onProgress: (done) => progress.push(done),
    });
    expect(result).toEqual({ succeeded: [], failed: [], outcomes: [] });
    expect(progress).toEqual([]);
  });

  it('once stopped, starts no further item: those in flight finish, the rest are reported not sent', async () => {
    const calls = heldCalls(7);
    const stop = new AbortController();
    const running = runBulk([0, 1, 2, 3, 4, 5, 6], calls.run, { signal: stop.signal });
    await tick();
    expect(calls.started).toEqual([0, 1, 2, 3]);
    calls.answers[0]!.resolve();
    await tick();
    expect(calls.started).toEqual([0, 1, 2, 3, 4]);
    stop.abort();
    for (const answer of calls.answers) answer.resolve();
    const result = await running;
    expect(calls.started).toEqual([0, 1, 2, 3, 4]);
    expect(result.succeeded).toEqual([0, 1, 2, 3, 4]);
    expect(result.failed.map(({ item }) => item)).toEqual([5, 6]);
    expect(result.outcomes.slice(5)).toEqual([
      { ok: false, error: expect.any(NotSentError) },
      { ok: false, error: expect.any(NotSentError) },
    ]);
  });
});
