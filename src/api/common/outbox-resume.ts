import * as z from 'zod/mini';
import { ApiError } from '@/api/errors';
import { call, type Method } from '@/api/http';
import { runBulk } from './bulk-runner';
import { cutOffline, FLUSH_CONCURRENCY, heldStored, isInHand, isSignedIn, keptForHolder, whenOnline } from './held-writes';
import { openTabs, outbox, TAB_ID, type OutboxEntry } from './outbox';

/**
 * What the outbox (./outbox.ts) still holds when an administrator's session starts (a load, a
 * sign-in): the writes they held that no answer was seen for, sent again now as they were,
 * Idempotency-Key included (a write the server already saw answers as it did then, without a
 * second change), and the ones that failed, to be listed with their reason. Loaded on demand
 * by the signed-in app when the outbox has entries for the administrator.
 *
 * Never another's: an entry goes out only with its holder's token (`asUser`). Never twice at
 * once: a write another open tab still holds is left to it (its Undo may still come), and one
 * tab at a time resumes (Web Locks), so a second tab finds what the first sent gone.
 */

const RESUME_LOCK = 'cairn.outbox.resume';

/** The failure of an entry held too long ago (MAX_AGE_MS). */
const TOO_OLD = { status: 0, reason: 'network', serverMessage: null, tooOld: true } as const;

function failureOf(error: unknown): OutboxEntry['failure'] {
  if (error instanceof ApiError) return { status: error.status, reason: error.reason, serverMessage: error.serverMessage };
  return { status: 0, reason: 'network', serverMessage: null };
}

/** The failure an entry records, as the ApiError it was (for the screens' texts). */
export function failureError(entry: OutboxEntry): ApiError {
  const failure = entry.failure ?? { status: 0, reason: 'network', serverMessage: null };
  return new ApiError(failure.status, failure.serverMessage ?? `Request failed with status ${failure.status}.`, failure);
}

/** The server is still running this key's first request (the closing page's keepalive): not an answer. */
export const inProgress = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && /in progress/i.test(error.serverMessage ?? '');

/** A key still in progress is sent again after RESEND_MS, at most RESEND_TRIES times in all. */
export const RESEND_MS = 3_000;
const RESEND_TRIES = 10;

/** Held longer ago than this (the server keeps keys at least 24 hours): listed, never sent by itself. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Sends one entry for its holder. Answered: removed (done) or kept as failed with its reason;
 * not sent for the session (someone else signed in, or it ended) or for the network (offline):
 * left as it was. Throws what the call threw.
 */
export async function sendEntry(entry: OutboxEntry): Promise<void> {
  const { method, path, json, idempotencyKey } = entry.request;
  try {
    for (let tries = 1; ; tries++) {
      try {
        await call(method.toLowerCase() as Method, path, z.unknown(), { json, idempotencyKey, asUser: entry.userId });
        break;
      } catch (error) {
        // Still running on the server: asked again with the same key, which answers as that one did.
        if (!inProgress(error) || tries >= RESEND_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, RESEND_MS));
      }
    }
  } catch (error) {
    // Still in progress after all tries: left as it was, for the next load.
    if (!keptForHolder(error) && !cutOffline(error) && !inProgress(error)) await outbox.put([{ ...entry, state: 'failed', failure: failureOf(error) }]);
    throw error;
  }
  await outbox.remove([entry.key]);
}

/**
 * Retry of a failed entry. A refusal (4xx) is stored by the server under its key and would be
 * answered again as it was: the retry is a new request, with a new key; but never after a 409,
 * which may stand for a request of that key still running (it would then be done twice).
 * Resolves with the entry as it is now (failed again) or null (done).
 */
export async function retryEntry(entry: OutboxEntry): Promise<OutboxEntry | null> {
  const status = entry.failure?.status ?? 0;
  const refused = status >= 400 && status < 500 && status !== 409;
  const key = refused ? crypto.randomUUID() : entry.key;
  const next: OutboxEntry = { ...entry, key, request: { ...entry.request, idempotencyKey: key }, state: 'sending', failure: undefined };
  if (refused) {
    await outbox.remove([entry.key]);
    await outbox.put([next]);
  }
  try {
    await sendEntry(next);
    return null;
  } catch (error) {
    return { ...next, state: 'failed', failure: failureOf(error) };
  }
}

export function discardEntry(entry: OutboxEntry): Promise<void> {
  return outbox.remove([entry.key]);
}

export interface ResumeResult {
  /** How many writes went through now. */
  sent: number;
  /** The administrator's failed writes (of now and of before), oldest first. */
  failed: OutboxEntry[];
}

/**
 * How a resume shows its writes while they go (src/widgets/resumed-edits.ts): the changes of
 * the entries about to be sent are shown at once, as they were while held (a thousand entries
 * take tens of seconds to send), each is released as it settles, and what the server has by
 * now is read again batch by batch.
 */
export interface ResumeView {
  /** Shows the changes of `entries` now, and keeps them shown until each is released. */
  show: (entries: readonly OutboxEntry[]) => Promise<void>;
  /** `entry` settled: sent (its change is the server's now), or not (its change is taken back). */
  release: (entry: OutboxEntry, sent: boolean) => void;
  /** These entries settled since the last call: what they change is read again. */
  settled: (entries: readonly OutboxEntry[]) => void;
}

/** Entries settled between two reads of what they change (ResumeView.settled). */
export const RESUME_BATCH = 50;

export async function resumeOutbox(userId: number, view?: ResumeView): Promise<ResumeResult> {
  const run = async (): Promise<ResumeResult> => {
    await heldStored();
    const tabs = await openTabs();
    const entries = (await outbox.list(userId)).filter((entry) => !isInHand(entry.key));
    const unsent = entries.filter((entry) => entry.state !== 'failed' && (entry.tab === TAB_ID || !tabs?.has(entry.tab)));
    // Too old to send by itself (the server may have forgotten its key): listed for Retry or Discard.
    const tooOld = unsent.filter((entry) => Date.now() - entry.heldAt >= MAX_AGE_MS);
    if (tooOld.length > 0) await outbox.put(tooOld.map((entry) => ({ ...entry, state: 'failed', failure: { ...TOO_OLD } })));
    let sent = 0;
    const toSend = unsent.filter((entry) => !tooOld.includes(entry));
    await view?.show(toSend);
    let batch: OutboxEntry[] = [];
    const settle = (entry: OutboxEntry, ok: boolean) => {
      view?.release(entry, ok);
      batch.push(entry);
      if (batch.length < RESUME_BATCH) return;
      view?.settled(batch);
      batch = [];
    };
    await runBulk(
      toSend,
      async (entry) => {
        await whenOnline(); // offline, they wait for the network
        if (!isSignedIn(userId)) return settle(entry, false);
        try {
          await sendEntry(entry);
        } catch (error) {
          // Failed (listed below), or left in the outbox for the next load: the server's row shows.
          settle(entry, false);
          throw error;
        }
        sent += 1;
        settle(entry, true);
      },
      { concurrency: FLUSH_CONCURRENCY },
    );
    if (batch.length > 0) view?.settled(batch);
    if (!isSignedIn(userId)) return { sent, failed: [] };
    return { sent, failed: (await outbox.list(userId)).filter((entry) => entry.state === 'failed') };
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(RESUME_LOCK, run);
  return run();
}
