import { apiUrl } from '@/api/config';
import { session } from '@/stores/session';

/**
 * The landing screen's first calls, started by the first screen's code as soon as it knows
 * the session, alongside the signed-in app's chunks rather than after them.
 *
 * A cold load of a signed-in `/trails` would otherwise ask for its list only once the
 * router, the route and the screen's chunks have arrived and run. `startEarlyRequests` sends
 * the same GETs the route's loader is going to send, with plain `fetch` (this module is on
 * the first screen: no ky, no zod); the HTTP client (src/api/http.ts) hands an early answer to
 * the call it was made for instead of asking again, once, so the screen parses, refreshes on
 * a 401 and reports errors exactly as for any answer. An early request that fails, or is not
 * claimed within EARLY_ANSWER_TTL_MS, is simply dropped and the call goes to the network.
 *
 * Only paths whose calls are known without the screen's code are listed: the bare `/trails`
 * (the default list: first page, newest first, no filters; a URL with a search, or filters
 * remembered in this tab, is left to the loader).
 */
const EARLY_CALLS: Record<string, readonly string[]> = {
  // trailListQueryOptions(listParamsFromSearch({})) and countriesQueryOptions(), as the
  // HTTP client spells them (src/api/trails/list.ts: 12 a page; src/api/locations/list.ts).
  // A test checks that the screen's calls are these, so the two cannot drift apart.
  '/trails': ['/trails?page=1&pageSize=12&sortBy=newest', '/trails/locations/countries'],
};

/** How long an early answer waits for its call: past that it may be stale. */
export const EARLY_ANSWER_TTL_MS = 30_000;

interface EarlyAnswer {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const pending = new Map<string, EarlyAnswer>();

/**
 * Sends the early calls of `pathname` (the address being opened) when someone is signed in.
 * Answers the URLs it asked for.
 */
export function startEarlyRequests(
  pathname: string = window.location.pathname,
  search: string = window.location.search,
): string[] {
  const { isLoggedIn, accessToken } = session.get();
  const calls = EARLY_CALLS[pathname.replace(/\/+$/, '') || '/'];
  // A search (filters, a page, a language) makes other calls than the listed ones.
  if (!isLoggedIn || !accessToken || !calls || search.replace(/^\?/, '') !== '') return [];
  return calls.map((path) => {
    const url = apiUrl(path);
    // An answer that does not come within the TTL fails, and its call asks again.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const response = Promise.race([
      fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } }),
      new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error('early request timed out')), EARLY_ANSWER_TTL_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    // Nobody may claim it: a failure is not an unhandled rejection (the call asks again).
    response.catch(() => undefined);
    pending.set(url, { token: accessToken, startedAt: Date.now(), response });
    return url;
  });
}

/**
 * The early answer of a GET to `url` sent with `token`, at most once; null when there is none
 * (never sent, already claimed, too old, or sent with another token).
 */
export function claimEarlyAnswer(url: string, token: string | null): Promise<Response> | null {
  const early = pending.get(url);
  if (!early) return null;
  pending.delete(url);
  if (early.token !== token || Date.now() - early.startedAt > EARLY_ANSWER_TTL_MS) return null;
  return early.response;
}

/** Drops every unclaimed early answer (tests). */
export function dropEarlyAnswers(): void {
  pending.clear();
}
