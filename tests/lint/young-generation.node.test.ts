/**
 * The test workers run with the larger young generation tests/global-setup.ts sets: a change
 * of pool, or a Vitest that starts its workers before the global setup, would silently lose it
 * (and with it a share of the suite's CPU and memory, README "Measuring the suite").
 */
import { constants, PerformanceObserver, type PerformanceObserverEntryList } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';

/** Minor (young generation) collections while about 300 MB of short-lived objects are made. */
async function minorCollections(): Promise<number> {
  let minor = 0;
  const count = (list: PerformanceObserverEntryList) => {
    // A 'gc' entry's detail says which collection it was (Node's types leave it out).
    for (const entry of list.getEntries() as unknown as { detail?: { kind?: number } }[])
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor += 1;
  };
  const observer = new PerformanceObserver(count);
  observer.observe({ entryTypes: ['gc'] });
  const kept: object[] = [];
  for (let i = 0; i < 2_000_000; i += 1) {
    const made = { i, pair: [i, i + 1], text: `x${i}` };
    // A share outlives a few collections, as a rendered page does.
    if (i % 4 === 0) kept.push(made);
    if (kept.length > 50_000) kept.length = 0;
  }
  // The entries are delivered from the event loop: let it turn, then take what is left.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  count({ getEntries: () => observer.takeRecords() } as PerformanceObserverEntryList);
  observer.disconnect();
  return minor;
}

describe('the test workers', () => {
  it('have the young generation tests/global-setup.ts gives them', async () => {
    // V8's default (16 MB semi-spaces) takes 25 here; 32 MB, 11 to 13; 48 MB and more, 10.
    expect(await minorCollections()).toBeLessThan(19);
  });
});
