import { apiUrl } from '@/api/config';
import { ApiError, SESSION_EXPIRED_MESSAGE, isOffline } from '@/api/errors';
import { session, useSession } from '@/stores/session';
import { NotSentError, runBulk } from './bulk-runner';
import * as outboxModule from './outbox';
import type { OutboxEntry, OutboxRequest, OutboxState } from './outbox';

/**
 * Held writes: the undoable writes of the panel (review moderation, trail status, user status).
 * docs/api.md has no way back (a review never returns to pending), so an undoable write is not
 * reversed afterwards but held: its rows change at once, its request waits HOLD_MS, and Undo
 * within that time cancels the request and puts the rows back.
 *
 * What is held is kept in the outbox (./outbox.ts, IndexedDB) until the server answers, with
 * the administrator who held it; an Undo removes it. It is sent:
 * - when the time is up, when the screen is left and when the tab is hidden
 *   (`visibilitychange`), through the panel's client (retry, token refresh), FLUSH_CONCURRENCY
 *   at a time;
 * - when the page goes away (`pagehide`) or the administrator logs out, what has not left yet
 *   also goes by itself with `fetch(..., {keepalive: true})`, which may outlive the page, but
 *   within the browser's limits on keepalive requests (KEEPALIVE_MAX_REQUESTS and
 *   KEEPALIVE_MAX_BYTES in flight; the next starts when one is answered);
 * - whatever is still in the outbox then (not answered before the page closed, the browser was
 *   killed, the session ended) is sent at the next load in this browser once its administrator
 *   is signed in (./outbox-resume.ts): the Idempotency-Key makes a write the server already
 *   saw a replay, not a second change. What fails then is listed with its reason and a Retry.
 *
 * While the browser is offline nothing is sent: what is due waits, rows changed, entry 'held', and
 * goes at the `online` event (or at the next load); a call cut off by going offline goes again
 * then with the same key.
 *
 * Only with the holder's token: a write is never sent when someone else, or no one, is signed
 * in (a sign-out in this tab or another one stops what is held and what waits its turn; the
 * request itself is refused before it leaves: `asUser`, src/api/http.ts). A held write that
 * fails when sent puts its own row back and is reported by its group like any failure
 * (react-admin's undoable mode loses writes when the tab closes early: react-admin#8505).
 *
 * docs/decisions/bulk-and-export.md records what SPEC.md leaves open.
 */
export const HOLD_MS = 8_000;

/** At most this many held requests of a flush go out at once (the bulk runner's pace). */
export const FLUSH_CONCURRENCY = 4;

/**
 * Keepalive requests in flight at once, and their bodies' bytes (URL and headers counted
 * too, to stay on the safe side): Chromium refuses a keepalive fetch past 64 KiB of bodies in
 * flight per page, and past a number of such requests (ERR_INSUFFICIENT_RESOURCES).
 */
export const KEEPALIVE_MAX_REQUESTS = 16;
export const KEEPALIVE_MAX_BYTES = 16 * 1024;

/** The request a held write sends, as the keepalive flush sends it by itself. */
export type HeldRequest = OutboxRequest;

export interface HeldWrite {
  request: HeldRequest;
  /** Sends the request through the panel's client (its retry and token refresh), as `asUser` only. */
  send: (asUser: number) => Promise<void>;
  /** Puts this write's rows back (Undo, or this write failed). */
  revert: () => void;
  /** The request went out alone (keepalive) and succeeded: what the screens showed is refetched. */
  confirmed?: () => void;
  /**
   * False once the write must not go (its bulk run was cancelled): then it is never sent, by
   * the client or by itself, fails as NotSentError and leaves the outbox.
   */
  mayGo?: () => boolean;
}

export type HeldOutcome = { ok: true } | { ok: false; error: unknown };

export interface HeldGroup {
  /** Cancels the requests not sent yet and puts their rows back; false when it came too late. */
  undo: () => boolean;
  /** True while its requests wait. */
  isHeld: () => boolean;
  /**
   * Calls `listener` once, when the group's requests go out (its time is up, or a flush sent it
   * early: the screen was left, the tab closed, the session ended); not after an Undo.
   */
  onSent: (listener: () => void) => void;
}

interface Group {
  writes: HeldWrite[];
  /** The signed-in user's id when it was held; null: no one (then nothing is ever sent). */
  holder: number | null;
  entries: OutboxEntry[];
  timer: ReturnType<typeof setTimeout>;
  report: (outcomes: HeldOutcome[]) => void;
  sent: Array<() => void>;
}

/**
 * The outbox (./outbox.ts) loads with the signed-in app: a `pagehide` flush must find it here,
 * and the signed-in app asks it at once whether anything was left from before. Its calls run
 * in the order made.
 */
let outboxDone: Promise<unknown> = Promise.resolve();
function withOutbox(run: (module: typeof outboxModule) => Promise<unknown>): void {
  outboxDone = Promise.resolve(outboxModule).then(run).catch(() => undefined);
}
const removeFromOutbox = (keys: string[]) => withOutbox(({ outbox }) => outbox.remove(keys));

/** Resolves when what was asked of the outbox until now is stored. */
export function heldStored(): Promise<void> {
  return outboxDone.then(() => outboxModule.outbox.settled());
}

const held = new Set<Group>();
/** The keys of the writes this page holds or sends now: the outbox's resume leaves them alone. */
const inHand = new Set<string>();

export function isInHand(key: string): boolean {
  return inHand.has(key);
}

/** `holder` is signed in here, with a token. */
export function isSignedIn(holder: number | null): holder is number {
  const { isLoggedIn, accessToken, currentUser } = session.get();
  return holder !== null && isLoggedIn && !!accessToken && currentUser?.id === holder;
}

const sessionEnded = () => new ApiError(401, SESSION_EXPIRED_MESSAGE, { reason: 'session' });

/** The write was not done and stays in the outbox for its administrator's next session. */
export const keptForHolder = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The call was not sent, or cut off, because the browser is offline: it is sent again, same key, once online. */
export const cutOffline = (error: unknown) => error instanceof ApiError && error.reason === 'offline';

/** Told once per offline spell, when a held write first waits for the network (installHeldWriteFlush). */
let onWaiting: (() => void) | null = null;
let online: Promise<void> | null = null;

/** Resolves when the browser is online: at once, or at its `online` event. */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  if (!online) {
    online = new Promise<void>((resolve) =>
      addEventListener(
        'online',
        () => {
          online = null;
          resolve();
        },
        { once: true },
      ),
    );
    onWaiting?.();
  }
  return online;
}

function store(group: Group, state: OutboxState, indexes?: number[]): void {
  if (group.holder === null) return;
  const entries = indexes ? indexes.map((i) => group.entries[i]!) : group.entries;
  for (const entry of entries) entry.state = state;
  withOutbox(({ outbox }) => outbox.put(entries));
}

/**
 * Holds `writes` (their rows already changed by the caller) for HOLD_MS, then sends them.
 * `report` hears every write's outcome once all are settled, in the order given; a failed
 * write's rows are put back before it is called. Undo reports nothing, nor does a group whose
 * session ended meanwhile (what was not sent is in the outbox).
 */
export function holdWrites(writes: HeldWrite[], report: (outcomes: HeldOutcome[]) => void): HeldGroup {
  const holder = session.get().currentUser?.id ?? null;
  const heldAt = Date.now();
  const entries: OutboxEntry[] = writes.map(({ request }) => ({ key: request.idempotencyKey, userId: holder ?? 0, tab: '', heldAt, request, state: 'held' }));
  const group: Group = { writes, holder, entries, report, sent: [], timer: setTimeout(() => void send(group, false), HOLD_MS) };
  held.add(group);
  for (const entry of entries) inHand.add(entry.key);
  withOutbox(({ TAB_ID }) => {
    for (const entry of entries) entry.tab = TAB_ID;
    return Promise.resolve();
  });
  store(group, 'held');
  return {
    undo: () => {
      if (!held.delete(group)) return false;
      clearTimeout(group.timer);
      removeFromOutbox(entries.map((entry) => entry.key));
      for (const entry of entries) inHand.delete(entry.key);
      for (const write of [...writes].reverse()) write.revert();
      return true;
    },
    isHeld: () => held.has(group),
    onSent: (listener) => {
      group.sent.push(listener);
    },
  };
}

/** How many writes wait now. */
export function heldCount(): number {
  let count = 0;
  for (const group of held) count += group.writes.length;
  return count;
}

/** One request by itself: `fetch` with keepalive and the Authorization header given. */
function sendAlone({ method, path, json, idempotencyKey }: HeldRequest, token: string): Promise<void> {
  const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey, Authorization: `Bearer ${token}` };
  return fetch(apiUrl(path), { method, headers, body: JSON.stringify(json), keepalive: true }).then((response) => {
    // A refusal reads like any failed call: the same ApiError, so the same texts (apiErrorText).
    if (!response.ok) throw new ApiError(response.status, `Request failed with status ${response.status}.`);
  });
}

/**
 * A write whose hold is over and that waits its turn in a client flush (FLUSH_CONCURRENCY at a
 * time): still unsent, so a keepalive flush (the tab closes, the session ends) may start it
 * by itself instead; `started` is then that request, which the flush's turn adopts.
 */
interface Waiting {
  write: HeldWrite;
  holder: number | null;
  started: Promise<void> | null;
}

const waiting = new Set<Waiting>();
/** Keepalive requests in flight, and their size (see KEEPALIVE_MAX_BYTES). */
const alone = { count: 0, bytes: 0 };
/** The page is going away (`pagehide` until `pageshow`): a keepalive answered makes room for the next. */
let leaving = false;

/** Starts waiting writes by themselves (keepalive), in order, as far as the limits allow; synchronously. */
function startAlone(): void {
  if (isOffline()) return; // kept in the outbox for when the network is back (this page or the next load)
  for (const entry of waiting) {
    if (alone.count >= KEEPALIVE_MAX_REQUESTS) return;
    const token = session.get().accessToken;
    if (!isSignedIn(entry.holder) || !token || entry.write.mayGo?.() === false) continue;
    const { request } = entry.write;
    const size = JSON.stringify(request.json).length + request.path.length + 512;
    if (alone.bytes + size > KEEPALIVE_MAX_BYTES) return;
    waiting.delete(entry);
    alone.count += 1;
    alone.bytes += size;
    entry.started = sendAlone(request, token);
    const settled = () => {
      alone.count -= 1;
      alone.bytes -= size;
      if (leaving) startAlone();
    };
    // Answered while the page is still here: done, whatever comes of the flush's turn (which
    // reads a failure and reports it).
    entry.started.then(() => {
      removeFromOutbox([request.idempotencyKey]);
      settled();
    }, settled);
  }
}

async function send(group: Group, keepalive: boolean): Promise<void> {
  if (!held.delete(group)) return;
  clearTimeout(group.timer);
  for (const listener of group.sent.splice(0)) listener();
  const { holder } = group;
  const entries: Waiting[] = group.writes.map((write) => ({ write, holder, started: null }));
  for (const entry of entries) waiting.add(entry);
  if (keepalive) startAlone();
  const run = async (write: HeldWrite, index: number) => {
    const entry = entries[index]!;
    waiting.delete(entry);
    if (entry.started) {
      try {
        await entry.started;
        write.confirmed?.();
        return;
      } catch (error) {
        // Refused alone for its token (it expired while idle), or no answer came (offline, the
        // fetch refused): the client sends it, with a fresh token, if this page is still here
        // and its administrator signed in; otherwise it stays in the outbox.
        if (error instanceof ApiError && error.status !== 401) throw error;
      }
    }
    // Offline it waits, its rows still changed and its entry 'held', and goes when the network
    // is back; a call cut off by going offline goes again then with the same Idempotency-Key.
    for (;;) {
      if (write.mayGo?.() === false) throw new NotSentError();
      if (!isSignedIn(holder)) throw sessionEnded();
      if (isOffline()) {
        await whenOnline();
        continue;
      }
      store(group, 'sending', [index]);
      try {
        await write.send(holder);
        return;
      } catch (error) {
        if (!cutOffline(error)) throw error;
        store(group, 'held', [index]);
      }
    }
  };
  const result = await runBulk(
    group.writes,
    async (write, index) => {
      const { key } = group.entries[index]!;
      try {
        await run(write, index);
      } catch (error) {
        // Kept for its administrator's next session; or refused while they are no longer signed
        // in (the sign-out flush): kept as failed, to be listed at their next sign-in; or
        // answered now (a failure reported below) or never sent (cancelled).
        if (keptForHolder(error)) store(group, 'held', [index]);
        else if (error instanceof ApiError && !isSignedIn(holder)) {
          group.entries[index]!.failure = { status: error.status, reason: error.reason, serverMessage: error.serverMessage };
          store(group, 'failed', [index]);
        } else removeFromOutbox([key]);
        throw error;
      } finally {
        inHand.delete(key);
      }
      removeFromOutbox([key]);
    },
    { concurrency: FLUSH_CONCURRENCY },
  );
  for (const failure of result.failed) failure.item.revert();
  // The session ended meanwhile: the sign-in screen says why; nothing is shown to whoever comes next.
  if (isSignedIn(holder)) group.report(result.outcomes);
}

/**
 * Sends everything held now. 'client': through the panel's client (leaving a screen, hiding
 * the tab); 'keepalive': the same, and what has not left yet also by itself, within the
 * keepalive limits, the first ones started before this returns (the tab closes, the session
 * ends). Resolves when every flushed write is settled and reported.
 */
export function flushHeld(way: 'client' | 'keepalive'): Promise<void> {
  const sent = Promise.all([...held].map((group) => send(group, way === 'keepalive')));
  if (way === 'keepalive') startAlone();
  return sent.then(() => undefined);
}

/**
 * A session that ends or changes hands (a sign-out here or in another tab, someone else
 * signing in) stops what is held for anyone but the one signed in now: it stays in the
 * outbox, unsent, until its administrator signs in again (who then sees it again as held:
 * src/widgets/resumed-edits.ts). Its rows are put back here and now: a query client that
 * outlives the session (the demo's, shared by its accounts) must not keep showing, nor write
 * into the next administrator's answers, a change the server does not have, nor keep the
 * resource's refetches waiting for a write that will not come (its revert ends both).
 */
function dropOthers(): void {
  for (const group of held) {
    if (isSignedIn(group.holder)) continue;
    held.delete(group);
    clearTimeout(group.timer);
    for (const entry of group.entries) inHand.delete(entry.key);
    for (const write of [...group.writes].reverse()) write.revert();
  }
}
useSession.subscribe(dropOthers);

/**
 * Sends what is held when the tab is hidden, when the page goes away (`pagehide`: closing the
 * tab, a reload, going to another site; fired where `unload` is not, e.g. on mobile) and just
 * before a sign-out clears the tokens. `waitsForNetwork` is called when a held write first waits
 * for the browser to be online again (once per offline spell). Returns the uninstall.
 */
export function installHeldWriteFlush(target: Window = window, waitsForNetwork?: () => void): () => void {
  onWaiting = waitsForNetwork ?? null;
  const onPageHide = () => {
    leaving = true;
    void flushHeld('keepalive');
  };
  const onPageShow = () => {
    leaving = false;
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') void flushHeld('client');
  };
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);
  target.document.addEventListener('visibilitychange', onVisibility);
  const stopSignOut = session.beforeSignOut(() => void flushHeld('keepalive'));
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    target.removeEventListener('pageshow', onPageShow);
    target.document.removeEventListener('visibilitychange', onVisibility);
    stopSignOut();
    onWaiting = null;
  };
}

/** Tests: drops what is held without sending it (the fake database is reset anyway). */
export function resetHeldWrites(): void {
  for (const group of held) clearTimeout(group.timer);
  held.clear();
  waiting.clear();
  inHand.clear();
  alone.count = 0;
  alone.bytes = 0;
  leaving = false;
  online = null;
}
