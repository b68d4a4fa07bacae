/**
 * Change tracking for the fake backend's tables, so that what a write changed can be saved
 * (mocks/persist) and shown to other tabs.
 *
 * - Every table is a `Table`: a Map that records its inserts (`set`) and deletes while a
 *   write is being recorded, and keeps a sequence for new ids (`nextId`), never reusing one.
 * - A row edited in place is recorded with `update(table, key, patch)`, which assigns the
 *   patch and records the fields it touched. Handlers never assign to a row directly.
 * - `recordChanges(work)` runs one write and answers the rows it changed. Writes are
 *   serialised (mocks/persist/storage.ts), so one recorder at a time is enough.
 *
 * The round-trip test (tests/mocks/persistence-roundtrip.mocked.test.ts) runs every write handler
 * and checks that replaying what was recorded onto a fresh seed gives the same database, so
 * a handler that forgets `update` fails it.
 */

export const TABLE_NAMES = [
  'countries',
  'cities',
  'trails',
  'waypoints',
  'tags',
  'reviews',
  'users',
  'files',
  'kml',
  'accessTokens',
  'refreshTokens',
  'idempotency',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];
export type RowKey = number | string;

/** What happened to one row during a write: inserted or replaced, edited (fields), deleted. */
export type RowChange =
  | { table: TableName; key: RowKey; op: 'put' }
  | { table: TableName; key: RowKey; op: 'patch'; fields: string[] }
  | { table: TableName; key: RowKey; op: 'delete' };

let recording: Map<string, RowChange> | null = null;

function record(table: TableName, key: RowKey, change: RowChange): void {
  if (!recording) return;
  const id = `${table}\u0000${typeof key}\u0000${key}`;
  const before = recording.get(id);
  if (before && change.op === 'patch') {
    // A patch after a put is still a put; after a patch, the union of both patches.
    if (before.op === 'put') return;
    if (before.op === 'patch') {
      recording.set(id, { ...change, fields: [...new Set([...before.fields, ...change.fields])] });
      return;
    }
  }
  recording.set(id, change);
}

/** A table of the fake backend: a Map that records its writes and hands out new ids. */
export class Table<K extends RowKey, V> extends Map<K, V> {
  /** The highest numeric key it ever held (ids are never reused, as in a database). */
  private top = 0;

  constructor(
    readonly tableName: TableName,
    entries?: Iterable<readonly [K, V]>,
  ) {
    super();
    if (entries) for (const [k, v] of entries) this.set(k, v);
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    this.noteKey(key);
    record(this.tableName, key, { table: this.tableName, key, op: 'put' });
    return this;
  }

  override delete(key: K): boolean {
    const had = super.delete(key);
    if (had) record(this.tableName, key, { table: this.tableName, key, op: 'delete' });
    return had;
  }

  override clear(): void {
    for (const key of [...this.keys()]) this.delete(key);
  }

  /** Sets a row without recording it (replaying saved changes). */
  applySet(key: K, value: V): void {
    super.set(key, value);
    this.noteKey(key);
  }

  /** Deletes a row without recording it (replaying saved changes). */
  applyDelete(key: K): void {
    super.delete(key);
    this.noteKey(key);
  }

  /** Remembers a key seen elsewhere (a deleted row replayed from storage) for nextId. */
  noteKey(key: RowKey): void {
    if (typeof key === 'number' && key > this.top) this.top = key;
  }

  /** Reserves the next id: one more than any id it ever held. */
  nextId(): number {
    this.top += 1;
    return this.top;
  }
}

/** The next free id of a table (one more than any it ever held; reserved by the call). */
export function nextId(table: Table<number, unknown>): number {
  return table.nextId();
}

/**
 * Edits a row in place: assigns `patch` and records the fields (null when the row is gone).
 * Users go through updateUser (mocks/db/user-index.ts), which also keeps their index.
 */
export function update<K extends RowKey, V extends object>(
  table: Table<K, V>,
  key: K,
  patch: Partial<NoInfer<V>>,
): V | null {
  const row = table.get(key);
  if (!row) return null;
  Object.assign(row, patch);
  record(table.tableName, key, { table: table.tableName, key, op: 'patch', fields: Object.keys(patch) });
  return row;
}

/**
 * Runs `work` while recording what it changes. Answers how it ended and the changed rows,
 * also when it threw (memory has changed either way, so storage must follow). Callers
 * serialise writes; a nested call joins the outer recording and reports no changes itself.
 */
export async function recordChanges<T>(
  work: () => Promise<T>,
): Promise<{ outcome: PromiseSettledResult<T>; changes: RowChange[] }> {
  if (recording) {
    try {
      return { outcome: { status: 'fulfilled', value: await work() }, changes: [] };
    } catch (reason) {
      return { outcome: { status: 'rejected', reason }, changes: [] };
    }
  }
  const mine = new Map<string, RowChange>();
  recording = mine;
  try {
    return { outcome: { status: 'fulfilled', value: await work() }, changes: [...mine.values()] };
  } catch (reason) {
    return { outcome: { status: 'rejected', reason }, changes: [...mine.values()] };
  } finally {
    recording = null;
  }
}
