/**
 * Tabs agree (src/api/common/freshness.ts): a write that succeeds in one tab makes the other
 * tabs of the same administrator read again what they show, over a BroadcastChannel (Node's,
 * which reaches every channel of the name in the process, as a browser's reaches its tabs).
 * Each "tab" is a QueryClient of its own.
 */
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { installFreshness } from '@/api/common/freshness';
import { createQueryClient } from '@/app/query-client';

/** A tab signed in as `userId`, showing one list whose reads it counts. */
function openTab(userId: number) {
  const client = createQueryClient();
  const reads = vi.fn(() => Promise.resolve(['row']));
  const unsubscribe = new QueryObserver(client, { queryKey: ['trails', 'list'], queryFn: reads }).subscribe(() => undefined);
  const stop = installFreshness(client, userId);
  onTestFinished(() => {
    stop();
    unsubscribe();
    client.clear();
  });
  return { client, reads };
}

const write = (client: QueryClient) =>
  new MutationObserver(client, { mutationKey: ['trails', 'write', 'status'], mutationFn: () => Promise.resolve('done') }).mutate();

describe('tabs agree', () => {
  it("a write in one tab makes the administrator's other tabs read again at once; another administrator's tab does not", async () => {
    const here = openTab(1);
    const there = openTab(1);
    const someoneElse = openTab(2);
    await vi.waitFor(() => expect(there.reads).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(someoneElse.reads).toHaveBeenCalledTimes(1));

    await write(here.client);
    await vi.waitFor(() => expect(there.reads).toHaveBeenCalledTimes(2));
    expect(someoneElse.reads).toHaveBeenCalledTimes(1);
    // The writing tab refreshes as its write declares (src/api/common/effects.ts), not from its own message.
    expect(here.reads).toHaveBeenCalledTimes(1);
  });
});
