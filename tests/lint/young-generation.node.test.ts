/**
 * The test workers run with the larger young generation tests/global-setup.ts sets: a change
 * of pool, or a Vitest that starts its workers before the global setup, would silently lose it
 * (and with it a share of the suite's CPU and memory).
 */
import { constants, PerformanceObserver, type PerformanceObserverEntryList } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';

/** About 300 MB of short-lived objects, a share of which outlives a few collections. */
function allocate(): void {
  const kept: object[] = [];
  for (let i = 0; i < 2_000_000; i += 1) {
    const made = { i, pair: [i, i + 1], text: `x${i}` };
    // A share outlives a few collections, as a rendered page does.
    if (i % 4 === 0) kept.push(made);
    if (kept.length > 50_000) kept.length = 0;
  }
}

/**
 * Minor (young generation) collections during a second pass of `allocate`: the first lets V8
 * grow the young generation to what the flag allows, so that the count does not depend on what
 * the worker ran before (a fresh worker counted 18 to 19 with 32 MB in a single pass).
 */
async function minorCollections(): Promise<number> {
  allocate();
  let minor = 0;
  const count = (list: PerformanceObserverEntryList) => {
    // A 'gc' entry's detail says which collection it was (Node's types leave it out).
    for (const entry of list.getEntries() as unknown as { detail?: { kind?: number } }[])
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor += 1;
  };
  const observer = new PerformanceObserver(count);
  observer.observe({ entryTypes: ['gc'] });
  allocate();
  // The entries are delivered from the event loop: let it turn, then take what is left.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  count({ getEntries: () => observer.takeRecords() } as PerformanceObserverEntryList);
  observer.disconnect();
  return minor;
}

describe('the test workers', () => {
  it('have the young generation tests/global-setup.ts gives them', async () => {
    // V8's default (16 MB semi-spaces) takes 24 to 25 here; 32 MB, 10 to 12; 48 MB and more, 5 to 6.
    expect(await minorCollections()).toBeLessThan(18);
  });
});
