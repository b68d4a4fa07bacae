import { apiUrl } from '@/api/config';
import { ApiError } from '@/api/errors';
import { session } from '@/stores/session';
import { runBulk } from './bulk-runner';

/**
 * Held writes: the undoable writes of the panel (review moderation, trail status, user status).
 * docs/api.md has no way back (a review never returns to pending), so an undoable write is not
 * reversed afterwards but held: its rows change at once, its request waits HOLD_MS, and Undo
 * within that time cancels the request and puts the rows back. Nothing held is ever lost:
 *
 * - when the time is up, the request goes out through the panel's client (retry, refresh);
 * - leaving the screen, signing out or closing the tab sends everything held at once
 *   (`flushHeld`); on `pagehide` and at sign-out it is sent with `fetch(..., {keepalive: true})`
 *   and the session's Authorization header read at that moment, so the request outlives the
 *   page and is not sent after the tokens are gone;
 * - a held write that fails when sent puts its own row back and is reported by its group
 *   like any failure (react-admin's undoable mode loses writes when the tab closes early:
 *   react-admin#8505).
 *
 * docs/decisions/bulk-and-export.md records what SPEC.md leaves open.
 */
export const HOLD_MS = 8_000;

/** At most this many held requests of a flush go out at once (the bulk runner's pace). */
export const FLUSH_CONCURRENCY = 4;

/** The request a held write sends, as the keepalive flush sends it by itself. */
export interface HeldRequest {
  method: 'PUT' | 'PATCH' | 'POST';
  /** Below the API root, e.g. `/trails/activate`. */
  path: string;
  json: unknown;
  /** Sent by both ways of sending, so a server that saw the write once ignores a replay. */
  idempotencyKey: string;
}

export interface HeldWrite {
  request: HeldRequest;
  /** Sends the request through the panel's client (its retry and token refresh). */
  send: () => Promise<void>;
  /** Puts this write's rows back (Undo, or this write failed). */
  revert: () => void;
  /** The request went out alone (keepalive) and succeeded: what the screens showed is refetched. */
  confirmed?: () => void;
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
  timer: ReturnType<typeof setTimeout>;
  report: (outcomes: HeldOutcome[]) => void;
  sent: Array<() => void>;
}

const held = new Set<Group>();

/**
 * Holds `writes` (their rows already changed by the caller) for HOLD_MS, then sends them.
 * `report` hears every write's outcome once all are settled, in the order given; a failed
 * write's rows are put back before it is called. Undo reports nothing.
 */
export function holdWrites(writes: HeldWrite[], report: (outcomes: HeldOutcome[]) => void): HeldGroup {
  const group: Group = { writes, report, sent: [], timer: setTimeout(() => void send(group, 'client'), HOLD_MS) };
  held.add(group);
  return {
    undo: () => {
      if (!held.delete(group)) return false;
      clearTimeout(group.timer);
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

/** One request by itself: `fetch` with keepalive and the Authorization header read now. */
function sendAlone({ method, path, json, idempotencyKey }: HeldRequest, token: string | null): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(apiUrl(path), { method, headers, body: JSON.stringify(json), keepalive: true }).then((response) => {
    // A refusal reads like any failed call: the same ApiError, so the same texts (apiErrorText).
    if (!response.ok) throw new ApiError(response.status, `Request failed with status ${response.status}.`);
  });
}


/**
 * A write whose hold is over and that waits its turn in a client flush (FLUSH_CONCURRENCY at a
 * time): still unsent, so a keepalive flush (the tab closes, the session ends) starts it at
 * once instead; `started` is then that request, which the flush's turn adopts.
 */
interface Waiting {
  write: HeldWrite;
  started: Promise<void> | null;
}

const waiting = new Set<Waiting>();

async function send(group: Group, way: 'client' | 'keepalive'): Promise<void> {
  if (!held.delete(group)) return;
  clearTimeout(group.timer);
  for (const listener of group.sent.splice(0)) listener();
  const entries: Waiting[] = group.writes.map((write) => ({ write, started: null }));
  if (way === 'keepalive') startAlone(entries);
  else for (const entry of entries) waiting.add(entry);
  const run = (write: HeldWrite, index: number) => {
    const entry = entries[index]!;
    waiting.delete(entry);
    const alone = entry.started;
    return (alone ?? write.send()).then(() => {
      if (alone) write.confirmed?.();
    });
  };
  const result = await runBulk(group.writes, run, { concurrency: way === 'keepalive' ? group.writes.length : FLUSH_CONCURRENCY });
  for (const failure of result.failed) failure.item.revert();
  group.report(result.outcomes);
}

/** Starts each entry's request by itself now, synchronously: the page may be gone after this task. */
function startAlone(entries: Iterable<Waiting>): void {
  const token = session.get().accessToken;
  for (const entry of entries) {
    waiting.delete(entry);
    entry.started = sendAlone(entry.write.request, token);
    // Read by the flush's turn for this write (a failure is reported there, not here).
    entry.started.catch(() => undefined);
  }
}

/**
 * Sends everything held now. 'client': through the panel's client (leaving a screen);
 * 'keepalive': each request by itself, started before this returns (the tab closes, the
 * session ends), including the writes of a client flush still waiting for their turn.
 * Resolves when every flushed write is settled and reported.
 */
export function flushHeld(way: 'client' | 'keepalive'): Promise<void> {
  if (way === 'keepalive') startAlone([...waiting]);
  return Promise.all([...held].map((group) => send(group, way))).then(() => undefined);
}

/**
 * Sends what is held when the page goes away (`pagehide`: closing the tab, a reload, going
 * to another site; fired where `unload` is not, e.g. on mobile) and just before a sign-out
 * clears the tokens. Returns the uninstall.
 */
export function installHeldWriteFlush(target: Window = window): () => void {
  const onPageHide = () => void flushHeld('keepalive');
  target.addEventListener('pagehide', onPageHide);
  const stopSignOut = session.beforeSignOut(() => void flushHeld('keepalive'));
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    stopSignOut();
  };
}

/** Tests: drops what is held without sending it (the fake database is reset anyway). */
export function resetHeldWrites(): void {
  for (const group of held) clearTimeout(group.timer);
  held.clear();
  waiting.clear();
}
