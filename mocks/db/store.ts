/** The `db` singleton and resetDb: a pristine seed per scale, cloned cheaply on each reset. */
import { seed } from '../seed';
import { setAccessTokenTtl } from './sessions';
import type { Db, SeedScale, Tables } from './types';

export interface ResetOptions {
  scale?: SeedScale;
}

const pristine = new Map<SeedScale, Tables>();

function pristineTables(scale: SeedScale): Tables {
  let tables = pristine.get(scale);
  if (!tables) {
    tables = seed(scale);
    pristine.set(scale, tables);
  }
  return tables;
}

function cloneMap<K, V extends object>(source: Map<K, V>, copy: (v: V) => V): Map<K, V> {
  const out = new Map<K, V>();
  for (const [k, v] of source) out.set(k, copy(v));
  return out;
}

/** Shallow copies of every row; arrays that handlers may mutate are copied too. Paths are shared. */
function cloneTables(t: Tables): Tables {
  return {
    scale: t.scale,
    countries: cloneMap(t.countries, (r) => ({ ...r })),
    cities: cloneMap(t.cities, (r) => ({ ...r })),
    trails: cloneMap(t.trails, (r) => ({
      ...r,
      photos: r.photos.slice(),
      tagIds: r.tagIds.slice(),
    })),
    waypoints: cloneMap(t.waypoints, (r) => ({ ...r, photos: r.photos.slice() })),
    tags: cloneMap(t.tags, (r) => ({ ...r })),
    reviews: cloneMap(t.reviews, (r) => ({ ...r, photos: r.photos.slice() })),
    users: cloneMap(t.users, (r) => ({ ...r })),
    seededPhotos: t.seededPhotos,
  };
}

function freshDb(scale: SeedScale): Db {
  return {
    ...cloneTables(pristineTables(scale)),
    files: new Map(),
    kml: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    idempotency: new Map(),
    version: 0,
  };
}

/** The fake backend's database. Its tables are replaced (not the object) by resetDb. */
export const db: Db = freshDb('default');

/**
 * Rebuilds `db` from the seed (default scale unless told), dropping sessions, uploads and
 * idempotency keys, and restores the default access-token lifetime.
 */
export function resetDb(options: ResetOptions = {}): Db {
  setAccessTokenTtl();
  const version = db.version + 1;
  Object.assign(db, freshDb(options.scale ?? 'default'), { version });
  return db;
}

/**
 * Invalidates the precomputed list indexes (rebuilt lazily on the next query). Needed after
 * changing a trail's or user's createdAt, or a delete followed by an insert (row counts are
 * checked, so a lone insert or delete is seen anyway). Trail edits are read live; for user
 * edits prefer updateUser/reindexUser, which keep the index in step at O(1).
 */
export function touch(target: Db = db): void {
  target.version++;
}

const nextIds = new WeakMap<Map<number, unknown>, number>();

/** The next free id of a table (max id + 1, tracked after the first call). */
export function nextId(table: Map<number, unknown>): number {
  let next = nextIds.get(table);
  if (next === undefined) {
    next = 1;
    for (const id of table.keys()) if (id >= next) next = id + 1;
  }
  nextIds.set(table, next + 1);
  return next;
}
