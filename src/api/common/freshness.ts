import type { QueryClient } from '@tanstack/react-query';

/**
 * Freshness: what the open screen shows is checked again with the server, in one place for
 * every screen (docs/decisions/freshness.md).
 * - A check refetches every query on screen (active) that is not fetching already: every
 *   CHECK_MS while the tab is visible, and when it comes back into view. Nothing is asked
 *   while the tab is hidden.
 * - What a check brings is marked (`cameFromCheck`), so a list can keep its rows in place and
 *   offer the change instead of moving rows under the administrator (src/ui/steady-rows.ts).
 *   Answers to anything else (the administrator's own writes, a Retry, another page) show at once.
 * - Tabs agree: a write that succeeds here is posted on a BroadcastChannel of this
 *   administrator; the other tabs of the browser signed in as them refetch what they show.
 */
export const CHECK_MS = 60_000;

/** Data objects a check brought (or a held write's edits rewrote as it arrived), and their query. */
const fromCheck = new WeakSet<object>();
const queryOf = new WeakMap<object, string>();

export const cameFromCheck = (data: unknown): boolean => typeof data === 'object' && data !== null && fromCheck.has(data);
/** The query a data object is the answer of (its hash): a list keeps its rows only for new data of the same query. */
export const queryHashOf = (data: unknown): string | undefined => (typeof data === 'object' && data !== null ? queryOf.get(data) : undefined);

/** Checks every query on screen again now (what a tab back in view and the timer do). */
export function checkNow(client: QueryClient, checking: Set<string>): Promise<void> {
  return client.refetchQueries(
    {
      type: 'active',
      predicate: (query) => {
        if (query.state.fetchStatus !== 'idle') return false;
        checking.add(query.queryHash);
        return true;
      },
    },
    { throwOnError: false },
  );
}

/**
 * Starts the checks and the tabs' channel for administrator `userId`; returns what stops them.
 * `target` is the window (tests give their own document's).
 */
export function installFreshness(client: QueryClient, userId: number, target: Window = window): () => void {
  const checking = new Set<string>();
  // The answer that just arrived: a held write's edits written into it at once (a manual
  // update of the same query in the same task) belong to the same check.
  let arrived: string | null = null;
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return;
    const { query } = event;
    const hash = query.queryHash;
    const data: unknown = query.state.data;
    if (event.action.type === 'error') {
      checking.delete(hash);
      return;
    }
    if (typeof data !== 'object' || data === null) return;
    queryOf.set(data, hash);
    if (event.action.manual ? arrived === hash : checking.delete(hash)) {
      fromCheck.add(data);
      arrived = hash;
      queueMicrotask(() => (arrived = null));
    }
  });

  const doc = target.document;
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => void checkNow(client, checking);
  const start = () => {
    clearInterval(timer);
    timer = doc.visibilityState === 'visible' ? setInterval(check, CHECK_MS) : undefined;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') check();
    start();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  start();

  // One channel per administrator: another administrator's tabs in this browser do not listen.
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`cairn-writes:${userId}`) : null;
  if (channel) {
    channel.onmessage = () => {
      // What another tab wrote may show on any screen here (a review accepted there changes a
      // trail's rating here): everything is stale, what is on screen is read again at once.
      void client.invalidateQueries();
    };
  }
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      channel?.postMessage({ key: event.mutation.options.mutationKey });
    }
  });

  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    stopQueries();
    stopMutations();
    channel?.close();
  };
}
