import type { ApiErrorReason } from '@/api/errors';

/**
 * The outbox: every held write (./held-writes.ts) is kept in IndexedDB from the moment it is
 * held until the server has answered it, so that a closed tab, a killed browser or a tab the
 * phone discarded loses nothing: the next load in this browser sends what is still here, for
 * the administrator who held it (./outbox-resume.ts). An undone write is removed at once.
 *
 * A few IndexedDB calls by hand (no library): the writes asked in one moment go in one
 * transaction, in the order given. Without IndexedDB (a browser
 * that refuses it) the outbox keeps nothing and held writes live in memory only, as before.
 */

/** held: waiting (its hold, or its turn); sending: its request left; failed: the server refused it. */
export type OutboxState = 'held' | 'sending' | 'failed';

export interface OutboxRequest {
  method: 'PUT' | 'PATCH' | 'POST';
  /** Below the API root, e.g. `/trails/activate`. */
  path: string;
  json: unknown;
  idempotencyKey: string;
}

/** Why a sent write failed, enough to show it again as an ApiError (src/i18n/api-error-text.ts). */
export interface OutboxFailure {
  status: number;
  reason: ApiErrorReason;
  serverMessage: string | null;
  /** Not sent: held more than 24 hours ago (./outbox-resume.ts, MAX_AGE_MS). */
  tooOld?: boolean;
}

export interface OutboxEntry {
  /** The request's Idempotency-Key: one entry per write. */
  key: string;
  /** The administrator who held it (the session user's id): it is sent with their token only. */
  userId: number;
  /** The page that held it (TAB_ID): another live tab's writes are left to it. */
  tab: string;
  heldAt: number;
  request: OutboxRequest;
  state: OutboxState;
  failure?: OutboxFailure;
}

const DB_NAME = 'cairn-outbox';
const STORE = 'writes';

/** This page's id, written into the entries it holds. */
export const TAB_ID: string = crypto.randomUUID();

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** What IndexedDB gives back is checked: an entry of another shape is left out, never sent. */
function isEntry(x: unknown): x is OutboxEntry {
  if (!isRecord(x) || !isRecord(x.request)) return false;
  const { request } = x;
  return (
    typeof x.key === 'string' &&
    Number.isSafeInteger(x.userId) &&
    typeof x.tab === 'string' &&
    typeof x.heldAt === 'number' &&
    (x.state === 'held' || x.state === 'sending' || x.state === 'failed') &&
    (request.method === 'PUT' || request.method === 'PATCH' || request.method === 'POST') &&
    typeof request.path === 'string' &&
    request.path.startsWith('/') &&
    request.idempotencyKey === x.key
  );
}

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => {
        const db = request.result;
        // A newer page wants another version (or a test deletes the database): let it.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

type Op = { put: OutboxEntry } | { remove: string };
let ops: Op[] = [];
let scheduled = false;
/** The last transaction asked for: transactions run one after the other, in the order asked. */
let chain: Promise<void> = Promise.resolve();

function runBatch(db: IDBDatabase | null): Promise<void> {
  scheduled = false;
  const batch = ops;
  ops = [];
  if (!db || batch.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    try {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      for (const op of batch) {
        if ('put' in op) store.put(op.put);
        else store.delete(op.remove);
      }
      tx.oncomplete = tx.onerror = tx.onabort = () => resolve();
    } catch {
      resolve();
    }
  });
}

/** What is asked in one moment (a bulk change holds hundreds of writes) goes in one transaction. */
function enqueue(batch: Op[]): Promise<void> {
  ops.push(...batch);
  if (!scheduled) {
    scheduled = true;
    chain = chain.then(open).then(runBatch);
  }
  return chain;
}

export const outbox = {
  put(entries: readonly OutboxEntry[]): Promise<void> {
    return enqueue(entries.map((entry) => ({ put: entry })));
  },

  remove(keys: readonly string[]): Promise<void> {
    return enqueue(keys.map((key) => ({ remove: key })));
  },

  /** Every entry of `userId`, oldest first, once the writes asked before are done. */
  async list(userId: number): Promise<OutboxEntry[]> {
    await chain;
    const db = await open();
    if (!db) return [];
    const all = await new Promise<unknown[]>((resolve) => {
      try {
        const request = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => resolve([]);
      } catch {
        resolve([]);
      }
    });
    return all.filter(isEntry).filter((entry) => entry.userId === userId).sort((a, b) => a.heldAt - b.heldAt);
  },

  /** Resolves when every write asked so far is stored. */
  settled(): Promise<void> {
    return chain;
  },
};

/**
 * The tabs of this browser that are open now (Web Locks: each page holds a lock named after
 * its TAB_ID until it closes); null where the browser has no Web Locks.
 */
const TAB_LOCK = 'cairn.outbox.tab.';
if (typeof navigator !== 'undefined' && 'locks' in navigator) {
  void navigator.locks.request(TAB_LOCK + TAB_ID, () => new Promise<never>(() => undefined)).catch(() => undefined);
}

export async function openTabs(): Promise<Set<string> | null> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
  try {
    const { held = [] } = await navigator.locks.query();
    return new Set(held.flatMap(({ name }) => (name?.startsWith(TAB_LOCK) ? [name.slice(TAB_LOCK.length)] : [])));
  } catch {
    return null;
  }
}

/** Tests: forgets the open database (fake-indexeddb is replaced between tests). */
export function resetOutbox(): void {
  opening = null;
  ops = [];
  scheduled = false;
  chain = Promise.resolve();
}
