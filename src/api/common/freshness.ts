import type { QueryClient } from '@tanstack/react-query';
import { fromCheck, queryOf, release } from './freshness-marks';

/**
 * Freshness: what the open screen shows is checked again with the server, in one place for
 * every screen (docs/decisions/freshness.md).
 * - A check refetches every query on screen (active) that is not fetching already: every
 *   CHECK_MS while the tab is visible, and when it comes back into view. Nothing is asked
 *   while the tab is hidden.
 * - What a check brings is marked (`cameFromCheck`), so a list can keep its rows in place and
 *   offer the change instead of moving rows under the administrator (src/ui/steady-rows.tsx).
 *   Answers to anything else (the administrator's own writes, a Retry, another page) show at once.
 * - Tabs agree: a write that succeeds here is posted on a BroadcastChannel of this
 *   administrator; the other tabs of the browser signed in as them refetch what they show.
 */
export const CHECK_MS = 60_000;

/** Checks every query on screen again now (what a tab back in view and the timer do). */
function checkNow(client: QueryClient, starting: Set<string>): Promise<void> {
  const checked = client.refetchQueries(
    {
      type: 'active',
      predicate: (query) => query.state.fetchStatus === 'idle' && !!starting.add(query.queryHash),
    },
    { throwOnError: false },
  );
  // The fetches started above (synchronously); a query left out (disabled) is not checking.
  starting.clear();
  return checked;
}

/**
 * Starts the checks and the tabs' channel for administrator `userId`; returns what stops them.
 * `target` is the window (tests give their own document's).
 */
export function installFreshness(client: QueryClient, userId: number, target: Window = window): () => void {
  // Queries whose fetch a check is starting, and those whose running fetch is a check's.
  const starting = new Set<string>();
  const checking = new Set<string>();
  // The answer that just arrived: a held write's edits written into it at once (a manual
  // update of the same query in the same task) belong to the same check.
  let arrived: string | null = null;
  const cache = client.getQueryCache();
  // What the screen loaded before this started (the route's loader) is known by its query too.
  for (const query of cache.getAll()) {
    const data: unknown = query.state.data;
    if (typeof data === 'object' && data !== null) queryOf.set(data, query.queryHash);
  }
  const stopQueries = cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    const hash = query.queryHash;
    const data: unknown = query.state.data;
    if (action.type === 'fetch') {
      if (starting.has(hash)) checking.add(hash);
      else checking.delete(hash);
    } else if (action.type === 'error' || action.type === 'setState') {
      // Failed or cancelled (a write's optimistic edit cancels what is fetching).
      checking.delete(hash);
    } else if (action.type === 'success' && typeof data === 'object' && data !== null) {
      queryOf.set(data, hash);
      if (action.manual ? arrived === hash : checking.delete(hash)) {
        fromCheck.add(data);
        arrived = hash;
        queueMicrotask(() => (arrived = null));
      } else if (fromCheck.delete(data)) {
        // Any other answer or write shows at once, also one equal to the check's (the same
        // object, which the lists' queries do not report as a change): lists draw again.
        release();
      }
    }
  });

  const doc = target.document;
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => void checkNow(client, starting);
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
