/**
 * Precomputed, self-maintaining indexes for the list calls. Each is keyed on the table Map
 * (resetDb replaces the Maps) and rebuilt when db.version or the row count changes.
 * Lower-cased texts are re-derived when a row's text changes, so renames need no touch().
 */
import type { Db, ReviewRecord, TrailRecord } from './types';

export interface TrailEntry {
  rec: TrailRecord;
  createdMs: number;
  nameSrc: string;
  nameLower: string;
}

interface Cached<T> {
  version: number;
  size: number;
  value: T;
}

function cached<K extends object, T>(
  store: WeakMap<K, Cached<T>>,
  key: K,
  db: Db,
  size: number,
  build: () => T,
): T {
  const hit = store.get(key);
  if (hit && hit.version === db.version && hit.size === size) return hit.value;
  const value = build();
  store.set(key, { version: db.version, size, value });
  return value;
}

const trailIndexes = new WeakMap<Map<number, TrailRecord>, Cached<TrailEntry[]>>();
const reviewIndexes = new WeakMap<Map<number, ReviewRecord>, Cached<Map<number, ReviewRecord[]>>>();

/** Trails sorted by createdAt, then id, ascending (oldest first). */
export function trailIndex(db: Db): TrailEntry[] {
  return cached(trailIndexes, db.trails, db, db.trails.size, () => {
    const list: TrailEntry[] = [];
    for (const rec of db.trails.values()) {
      list.push({
        rec,
        createdMs: Date.parse(rec.createdAt),
        nameSrc: rec.name,
        nameLower: rec.name.toLowerCase(),
      });
    }
    return list.sort((a, b) => a.createdMs - b.createdMs || a.rec.id - b.rec.id);
  });
}

export function trailNameLower(e: TrailEntry): string {
  if (e.rec.name !== e.nameSrc) {
    e.nameSrc = e.rec.name;
    e.nameLower = e.rec.name.toLowerCase();
  }
  return e.nameLower;
}

/** Reviews grouped by trail id (every status). */
export function reviewsByTrail(db: Db): Map<number, ReviewRecord[]> {
  return cached(reviewIndexes, db.reviews, db, db.reviews.size, () => {
    const map = new Map<number, ReviewRecord[]>();
    for (const r of db.reviews.values()) {
      const list = map.get(r.trailId);
      if (list) list.push(r);
      else map.set(r.trailId, [r]);
    }
    return map;
  });
}
