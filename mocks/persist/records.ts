/**
 * What is saved for a changed row, and how a saved row is replayed onto the database.
 *
 * Only changes are saved, on top of the deterministic seed: a seed row edited in place is
 * saved as the fields that changed (so its seed dates still count back from today), a new
 * or replaced row in full, a deleted row as a tombstone. Photos and .kml files are saved as
 * Blobs. Replaying keeps row objects in place, so the list indexes stay valid.
 */
import type { RowChange, RowKey, Table, TableName } from '../db/changes';
import { touch } from '../db/store';
import type { Db, StoredFile } from '../db/types';
import { reindexUser } from '../db/user-index';

export type SavedOp = 'put' | 'patch' | 'delete';

/** One saved row: IndexedDB's `rows` store, keyed by [t, k], indexed by seq. */
export interface SavedRow {
  t: TableName;
  k: RowKey;
  /** The change-log position of the write that saved it. */
  seq: number;
  op: SavedOp;
  /** put: the row; patch: the changed fields; delete: absent. Files and .kml as Blobs. */
  v?: unknown;
  /** Epoch ms of the write (old tombstones of sessions are dropped after a day). */
  at: number;
}

const KML_TYPE = 'application/vnd.google-earth.kml+xml';

function table(db: Db, name: TableName): Table<RowKey, unknown> {
  return db[name] as unknown as Table<RowKey, unknown>;
}

/** A row as it is stored: files and .kml text become Blobs. */
function encode(name: TableName, row: unknown): unknown {
  if (name === 'files') {
    const file = row as StoredFile;
    return { blob: new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), contentType: file.contentType };
  }
  if (name === 'kml') return new Blob([row as string], { type: KML_TYPE });
  return row;
}

async function decode(name: TableName, value: unknown): Promise<unknown> {
  if (name === 'files') {
    const saved = value as { blob: Blob; contentType: string };
    return { bytes: new Uint8Array(await saved.blob.arrayBuffer()), contentType: saved.contentType } satisfies StoredFile;
  }
  if (name === 'kml') return (value as Blob).text();
  return value;
}

function pick(row: object, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = (row as Record<string, unknown>)[f];
  return out;
}

/**
 * The row to save for a change, given what was saved for it before (`prev`): a patch on
 * top of a saved put stays a put; patches of a seed row accumulate their fields.
 */
export function savedRow(db: Db, change: RowChange, prev: SavedRow | undefined, seq: number, at: number): SavedRow {
  const base = { t: change.table, k: change.key, seq, at };
  const row = table(db, change.table).get(change.key);
  if (change.op === 'delete' || row === undefined) return { ...base, op: 'delete' };
  if (change.op === 'put' || prev?.op === 'put' || prev?.op === 'delete' || typeof row !== 'object' || row === null) {
    return { ...base, op: 'put', v: encode(change.table, row) };
  }
  const before = prev?.op === 'patch' ? Object.keys(prev.v as object) : [];
  const fields = [...new Set([...before, ...change.fields])];
  return { ...base, op: 'patch', v: pick(row, fields) };
}

/** Replaces an object's own fields with another's, keeping the object (indexes hold it). */
function replaceInPlace(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  Object.assign(target, source);
}

/**
 * Replays saved rows onto the database (in seq order). Rows edited in place keep their
 * objects, which the list indexes read live (edited users are re-read into their index);
 * rows added or removed invalidate the indexes.
 */
export async function applySaved(db: Db, rows: readonly SavedRow[]): Promise<void> {
  let structural = false;
  const editedUsers: number[] = [];
  for (const saved of [...rows].sort((a, b) => a.seq - b.seq)) {
    const target = table(db, saved.t);
    const existing = target.get(saved.k);
    if (saved.op === 'delete') {
      if (existing !== undefined) structural = true;
      target.applyDelete(saved.k);
      continue;
    }
    const value = await decode(saved.t, saved.v);
    const inPlace = existing !== undefined && typeof existing === 'object' && existing !== null && saved.t !== 'files';
    if (saved.op === 'patch') {
      if (!inPlace) continue; // a patch needs its seed row; without one there is nothing to patch
      Object.assign(existing as object, value as object);
    } else if (inPlace) {
      replaceInPlace(existing as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      if (existing === undefined) structural = true;
      target.applySet(saved.k, value);
    }
    if (saved.t === 'users') editedUsers.push(saved.k as number);
  }
  if (structural) touch(db);
  else for (const id of editedUsers) reindexUser(db, id);
}
