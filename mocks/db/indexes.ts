/**
 * Precomputed, self-maintaining indexes for the list calls. Each is keyed on the table Map
 * (resetDb replaces the Maps) and rebuilt when db.version or the row count changes.
 * Lower-cased texts are re-derived when a row's text changes, so renames need no touch().
 */
import type { Db, ReviewRecord, TrailRecord, UserRecord } from './types';

export interface TrailEntry {
  rec: TrailRecord;
  createdMs: number;
  nameSrc: string;
  nameLower: string;
}

export interface UserEntry {
  rec: UserRecord;
  createdMs: number;
  nameSrc: string;
  usernameSrc: string;
  /** name and username, lower-cased, joined by a newline. */
  nameLower: string;
  emailSrc: string;
  emailLower: string;
  premiumSrc: string | null;
  premiumMs: number;
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
const userIndexes = new WeakMap<Map<number, UserRecord>, Cached<UserEntry[]>>();
const reviewIndexes = new WeakMap<Map<number, ReviewRecord>, Cached<Map<number, ReviewRecord[]>>>();

/** Trails sorted by createdAt, then id, ascending (oldest first). */
export function trailIndex(db: Db): TrailEntry[] {
  return cached(trailIndexes, db.trails, db, db.trails.size, () => {
    const list: TrailEntry[] = [];
    for (const rec of db.trails.values()) {
      list.push({ rec, createdMs: Date.parse(rec.createdAt), nameSrc: rec.name, nameLower: rec.name.toLowerCase() });
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

/** Users sorted newest first (createdAt, then id, descending). */
export function userIndex(db: Db): UserEntry[] {
  return cached(userIndexes, db.users, db, db.users.size, () => {
    const list: UserEntry[] = [];
    for (const rec of db.users.values()) {
      list.push({
        rec,
        createdMs: Date.parse(rec.createdAt),
        nameSrc: rec.name,
        usernameSrc: rec.username,
        nameLower: `${rec.name}\n${rec.username}`.toLowerCase(),
        emailSrc: rec.email,
        emailLower: rec.email.toLowerCase(),
        premiumSrc: rec.premiumExpiresAt,
        premiumMs: rec.premiumExpiresAt ? Date.parse(rec.premiumExpiresAt) : -Infinity,
      });
    }
    return list.sort((a, b) => b.createdMs - a.createdMs || b.rec.id - a.rec.id);
  });
}

/** Keeps a user entry's derived fields in step with its row; returns the entry. */
export function freshUserEntry(e: UserEntry): UserEntry {
  const r = e.rec;
  if (r.name !== e.nameSrc || r.username !== e.usernameSrc) {
    e.nameSrc = r.name;
    e.usernameSrc = r.username;
    e.nameLower = `${r.name}\n${r.username}`.toLowerCase();
  }
  if (r.email !== e.emailSrc) {
    e.emailSrc = r.email;
    e.emailLower = r.email.toLowerCase();
  }
  if (r.premiumExpiresAt !== e.premiumSrc) {
    e.premiumSrc = r.premiumExpiresAt;
    e.premiumMs = r.premiumExpiresAt ? Date.parse(r.premiumExpiresAt) : -Infinity;
  }
  return e;
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
