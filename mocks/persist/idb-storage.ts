/**
 * The fake backend's storage in the browser: one IndexedDB database per seed scale, shared
 * by every tab of the origin, holding only what changed on top of the deterministic seed.
 *
 * - `rows` holds one saved row per changed table row (mocks/persist/records.ts), each with
 *   the change-log position (`seq`) of the write that last saved it; `meta` holds the log's
 *   head (`seq`), the seed's anchor (its "now") and an epoch that a reset renews.
 * - Before every request a tab catches up: it reads the head and replays the rows past the
 *   position it has applied (one small read when nothing changed). A new epoch or anchor
 *   (a reset, a new day) rebuilds the tab's database from the seed and every saved row.
 * - A write runs under a Web Lock shared by all tabs: catch up, run the handler, save what
 *   it changed as the next log position, in one transaction. Two tabs never write at once,
 *   and each writes on top of the other's last change, so no update is lost.
 * - Booting, a tab seeds everything but the users, replays the saved rows, and answers the
 *   calls that need no users (mocks/persist/early.ts) at once; the users (100,000 at the
 *   large seed) are seeded in slices in the background, then their saved rows replayed.
 * - A BroadcastChannel tells the other tabs that something changed (they catch up at once,
 *   so their next request has nothing to wait for) or that the demo data were reset.
 *
 * Library: `idb` (about 1 KB) over Dexie (about 30 KB gzip): two object stores, one index
 * and plain transactions need no query layer.
 */
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { recordChanges, type RowChange } from '../db/changes';
import { db, resetDb, resetDbWithoutUsers, touch } from '../db/store';
import type { SeedScale } from '../db/types';
import { SEED_REVISION } from '../seed';
import { seedAnchor, startOfLocalDay } from '../seed/time';
import { servedBeforeUsers } from './early';
import { applySaved, savedRow, type SavedRow } from './records';
import { emitResetElsewhere, setPersistenceStatus } from './status';
import { installStorage, type BackendStorage } from './storage';

interface MetaState {
  seq: number;
  epoch: string;
  anchor: number;
  revision: number;
}

interface BackendSchema extends DBSchema {
  meta: { key: string; value: MetaState };
  rows: { key: [string, string | number]; value: SavedRow; indexes: { seq: number } };
}

type BackendDb = IDBPDatabase<BackendSchema>;

const META = 'state';
const DAY = 86_400_000;
/** Session and idempotency rows that are tombstones for longer than this are dropped. */
const SESSION_TABLES = new Set(['accessTokens', 'refreshTokens', 'idempotency']);
const SESSION_ROWS = new Set(['accessTokens', 'refreshTokens']);
const OPEN_TIMEOUT_MS = 4000;
/** Users seeded per slice while booting: a few milliseconds of work between two yields. */
const USERS_PER_SLICE = 2000;

interface BackgroundScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Waits until the page has nothing more urgent to do (rendering, input, the first screen's
 * calls) before the next slice of background work: the Prioritized Task Scheduling API at
 * background priority where there is one (Chromium), else an idle callback, else a task.
 */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<BackgroundScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    return scheduler.postTask(() => undefined, { priority: 'background' });
  }
  if (typeof globalThis.requestIdleCallback === 'function') {
    return new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(), { timeout: 1000 }));
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface IdbStorageOptions {
  scale: SeedScale;
  /** Start from the seed again (keeping sessions): `?reset-demo`. */
  reset?: boolean;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** null: no Web Locks (a tab-local queue; cross-tab writes are then last-writer-wins). */
  locks?: LockManager | null;
  BroadcastChannel?: typeof BroadcastChannel | null;
  now?: () => number;
  /**
   * The stored log is of another data shape (SEED_REVISION: a newer panel opened in another
   * tab): this tab stops writing to it and, by default, reloads into the new code.
   */
  onOutdated?: () => void;
}

export function databaseName(scale: SeedScale): string {
  return `cairn-fake-backend-${scale}`;
}

function newEpoch(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** A queue in this tab: what Web Locks give across tabs, for browsers without them. */
function localLock(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

async function openBackendDb(factory: IDBFactory, name: string): Promise<BackendDb> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => {
    const raw = request.result;
    raw.createObjectStore('meta');
    raw.createObjectStore('rows', { keyPath: ['t', 'k'] }).createIndex('seq', 'seq');
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
  });
  try {
    const opened = (await Promise.race([wrap(request), timeout])) as unknown as BackendDb;
    // Another tab upgrading the schema later: let it, this tab will reload into it.
    opened.addEventListener('versionchange', () => opened.close());
    return opened;
  } finally {
    clearTimeout(timer);
  }
}

export class IdbStorage implements BackendStorage {
  private applied = 0;
  private epoch = '';
  private anchor = 0;
  private requested = 0;
  private served = 0;
  private chain: Promise<void> = Promise.resolve();
  private readonly exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  private channel: BroadcastChannel | null = null;
  private broken = false;
  /** Closed (a tab the tests put away): a read already queued or under way does nothing. */
  private closed = false;
  /** Resolves when every user is seeded and their saved rows replayed. */
  private users: Promise<void> = Promise.resolve();
  private usersDone = true;

  private constructor(
    private readonly idb: BackendDb,
    private readonly options: IdbStorageOptions,
  ) {
    const locks = options.locks === undefined ? globalThis.navigator?.locks ?? null : options.locks;
    const lockName = databaseName(options.scale);
    this.exclusive = locks
      ? <T>(work: () => Promise<T>) => locks.request(lockName, () => work()) as Promise<T>
      : localLock();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private range(): typeof IDBKeyRange {
    return this.options.IDBKeyRange ?? globalThis.IDBKeyRange;
  }

  /**
   * Opens the shared database and loads this tab's: the seed for the saved anchor, then
   * every saved row. Throws when IndexedDB cannot be used (the caller falls back to memory).
   */
  static async open(options: IdbStorageOptions): Promise<IdbStorage> {
    const factory = options.indexedDB ?? globalThis.indexedDB;
    if (!factory) throw new Error('IndexedDB is not available');
    const idb = await openBackendDb(factory, databaseName(options.scale));
    const storage = new IdbStorage(idb, options);
    await storage.exclusive(() => storage.prepare(options.reset === true));
    await storage.readLog();
    storage.listen();
    return storage;
  }

  /** Under the lock: a fresh log when needed (first start, new seed, reset), today's anchor. */
  private async prepare(reset: boolean): Promise<void> {
    const now = this.now();
    const tx = this.idb.transaction(['meta', 'rows'], 'readwrite');
    const meta = tx.objectStore('meta');
    const rows = tx.objectStore('rows');
    const state = await meta.get(META);
    // A log a newer panel wrote: this (older) code neither clears nor writes it; memory only.
    if (state && state.revision > SEED_REVISION) throw new Error('The demo data are of a newer shape than this code');
    if (reset || !state || state.revision !== SEED_REVISION) {
      // Sessions survive a reset (the administrator stays signed in); a new seed drops all.
      const keep = reset && state?.revision === SEED_REVISION ? (await rows.getAll()).filter((r) => SESSION_ROWS.has(r.t) && r.op !== 'delete') : [];
      await rows.clear();
      for (const row of keep) await rows.put({ ...row, seq: 1 });
      await meta.put({ seq: keep.length > 0 ? 1 : 0, epoch: newEpoch(), anchor: seedAnchor(now), revision: SEED_REVISION }, META);
    } else if (startOfLocalDay(state.anchor) !== startOfLocalDay(now)) {
      // A new day: the seed's dates count back from today again; changes stay on top.
      await meta.put({ ...state, anchor: seedAnchor(now) }, META);
    }
    // Old tombstones of sessions and idempotency keys are of no use to anyone.
    let cursor = await rows.openCursor();
    while (cursor) {
      const row = cursor.value;
      if (SESSION_TABLES.has(row.t) && row.op === 'delete' && now - row.at > DAY) await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  private listen(): void {
    const Channel = this.options.BroadcastChannel === undefined ? globalThis.BroadcastChannel : this.options.BroadcastChannel;
    if (!Channel) return;
    this.channel = new Channel(databaseName(this.options.scale));
    this.channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      void this.readLog();
      if (event.data?.type === 'reset') emitResetElsewhere();
    };
  }

  private announce(type: 'commit' | 'reset'): void {
    this.channel?.postMessage({ type });
  }

  /** Every user seeded (the boot's background work is over). */
  whenComplete(): Promise<void> {
    return this.users;
  }

  /**
   * Takes in what other tabs wrote; each call is served by a read that starts after it.
   * A request that needs users waits until they are all seeded.
   */
  async catchUp(request?: Request): Promise<void> {
    // Re-checked after each wait: a reset while booting starts the users over.
    while (!this.usersDone && !(request && servedBeforeUsers(request))) await this.users;
    return this.readLog();
  }

  private readLog(): Promise<void> {
    const ticket = ++this.requested;
    this.chain = this.chain.then(async () => {
      if (this.served >= ticket || this.broken || this.closed) return;
      const upTo = this.requested;
      try {
        await this.readAhead();
      } catch (error) {
        if (!this.closed) this.fail(error);
      }
      this.served = upTo;
    });
    return this.chain;
  }

  private async readAhead(): Promise<void> {
    const tx = this.idb.transaction(['meta', 'rows'], 'readonly');
    const state = await tx.objectStore('meta').get(META);
    // Emptied under us (site data cleared while the tab was open): keep going in memory.
    if (!state) throw new Error('The fake backend database lost its state');
    if (this.outdated(state)) return;
    const rebuild = state.epoch !== this.epoch || state.anchor !== this.anchor;
    if (!rebuild && state.seq === this.applied) {
      await tx.done;
      return;
    }
    const from = rebuild ? 0 : this.applied;
    const rows = await tx.objectStore('rows').index('seq').getAll(this.range().lowerBound(from, true));
    await tx.done;
    if (rebuild) {
      performance.mark('cairn:seed-start');
      const step = resetDbWithoutUsers({ scale: this.options.scale, anchor: state.anchor });
      performance.mark('cairn:seed-end');
      this.epoch = state.epoch;
      this.anchor = state.anchor;
      this.usersDone = false;
      this.users = this.seedUsers(step);
    }
    // Users' rows wait for their users (the demo accounts, seeded first, need not).
    await applySaved(db, this.usersDone ? rows : rows.filter((r) => r.t !== 'users' || db.users.has(r.k as number)));
    this.applied = Math.max(this.applied, state.seq);
  }

  /** Seeds the users in slices that leave the page responsive, then replays their rows. */
  private async seedUsers(step: (max: number) => boolean): Promise<void> {
    const epoch = this.epoch;
    while (!step(USERS_PER_SLICE)) {
      await yieldToPage();
      if (epoch !== this.epoch) return; // rebuilt meanwhile (a reset): that rebuild seeds them
    }
    performance.mark('cairn:users-seeded');
    try {
      const tx = this.idb.transaction('rows', 'readonly');
      const range = this.range().bound(['users', -Infinity], ['users', Infinity]);
      const rows = await tx.objectStore('rows').getAll(range);
      await tx.done;
      await applySaved(db, rows);
    } catch (error) {
      if (!this.closed) this.fail(error);
    }
    touch(db);
    this.usersDone = true;
  }

  write<T>(work: () => Promise<T>, request?: Request): Promise<T> {
    if (this.broken) return work();
    return this.exclusive(async () => {
      await this.catchUp(request);
      const { outcome, changes } = await recordChanges(work);
      if (changes.length > 0 && !this.broken) {
        try {
          await this.save(changes);
          this.announce('commit');
        } catch (error) {
          this.fail(error);
        }
      }
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
  }

  /** Saves one write's changes as the next log position, in one transaction. */
  private async save(changes: readonly RowChange[]): Promise<void> {
    const tx = this.idb.transaction(['meta', 'rows'], 'readwrite');
    const meta = tx.objectStore('meta');
    const rows = tx.objectStore('rows');
    const state = await meta.get(META);
    if (!state) throw new Error('The fake backend database lost its state');
    // Rows of this tab's shape never go into a log of another shape.
    if (this.outdated(state)) return;
    const seq = state.seq + 1;
    const at = this.now();
    for (const change of changes) {
      const prev = await rows.get([change.table, change.key]);
      await rows.put(savedRow(db, change, prev, seq, at));
    }
    await meta.put({ ...state, seq }, META);
    await tx.done;
    // Without Web Locks another tab may have written in between: its rows are read next time.
    if (state.seq === this.applied) this.applied = seq;
  }

  /** "Reset demo data": the seed again for every tab; sessions stay. */
  async reset(): Promise<void> {
    await this.exclusive(() => this.prepare(true));
    await this.readLog();
    this.announce('reset');
  }

  /**
   * Whether the stored log is of another data shape than this tab's code (a newer panel in
   * another tab started it again): then this tab stops saving, says so, and reloads.
   */
  private outdated(state: MetaState): boolean {
    if (state.revision === SEED_REVISION) return false;
    if (!this.broken) {
      this.broken = true;
      setPersistenceStatus({ mode: 'memory', reason: 'outdated' });
      (this.options.onOutdated ?? (() => globalThis.location?.reload()))();
    }
    return true;
  }

  private fail(error: unknown): void {
    console.warn('The fake backend cannot save to IndexedDB any more; it keeps data in memory.', error);
    this.broken = true;
    setPersistenceStatus({ mode: 'memory', reason: isQuotaError(error) ? 'full' : 'error' });
  }

  close(): void {
    this.closed = true;
    this.channel?.close();
    this.idb.close();
  }
}

/**
 * Starts the browser's storage: IndexedDB when it works, else this tab's memory with a
 * notice. Answers the storage in use (also installed for the handlers).
 */
export async function startIdbStorage(options: IdbStorageOptions): Promise<IdbStorage | null> {
  try {
    const storage = await IdbStorage.open(options);
    installStorage(storage);
    setPersistenceStatus({ mode: 'indexeddb' });
    return storage;
  } catch (error) {
    console.warn('IndexedDB is not available: the fake backend keeps data in memory.', error);
    resetDb({ scale: options.scale, fresh: true });
    installStorage(null);
    setPersistenceStatus({ mode: 'memory', reason: isQuotaError(error) ? 'full' : 'unavailable' });
    return null;
  }
}
