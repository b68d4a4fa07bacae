/**
 * The `db` singleton and resetDb. A seed is built for a scale and an anchor (its "now");
 * tests reuse one pristine seed per scale and clone it cheaply on each reset, while a
 * browser boot takes a seed's own tables (no copy: the large seed is big).
 */
import { seed, seedWithoutUsers, type SeedBuild } from '../seed';
import { seedAnchor } from '../seed/time';
import { Table } from './changes';
import { setAccessTokenTtl } from './sessions';
import type { Db, SeedScale, SeedTables } from './types';

export interface ResetOptions {
  scale?: SeedScale;
  /**
   * The seed's "now" (ms). Default: the anchor of the first seed built in this process
   * (the minute it was built in), so that every reset of a test run gives the same data.
   */
  anchor?: number;
  /**
   * Take a freshly built seed's tables as they are, keeping no pristine copy: for a
   * browser boot, which seeds once (and a large seed is too big to keep twice).
   */
  fresh?: boolean;
}

let processAnchor: number | null = null;
const pristine = new Map<string, SeedTables>();

function pristineTables(scale: SeedScale, anchor: number): SeedTables {
  const key = `${scale}@${anchor}`;
  const cached = pristine.get(key);
  if (cached) return cached;
  const tables = seed(scale, anchor);
  pristine.set(key, tables);
  return tables;
}

function cloneMap<K, V extends object>(source: Map<K, V>, copy: (v: V) => V): Map<K, V> {
  const out = new Map<K, V>();
  for (const [k, v] of source) out.set(k, copy(v));
  return out;
}

/** Shallow copies of every row; arrays that handlers replace are copied too. Paths are shared. */
function cloneTables(t: SeedTables): SeedTables {
  return {
    scale: t.scale,
    anchor: t.anchor,
    countries: cloneMap(t.countries, (r) => ({ ...r })),
    cities: cloneMap(t.cities, (r) => ({ ...r })),
    trails: cloneMap(t.trails, (r) => ({ ...r, photos: r.photos.slice(), tagIds: r.tagIds.slice() })),
    waypoints: cloneMap(t.waypoints, (r) => ({ ...r, photos: r.photos.slice() })),
    tags: cloneMap(t.tags, (r) => ({ ...r })),
    reviews: cloneMap(t.reviews, (r) => ({ ...r, photos: r.photos.slice() })),
    users: cloneMap(t.users, (r) => ({ ...r })),
    seededPhotos: t.seededPhotos,
  };
}

/** A database over a seed's own tables (no copy). */
export function dbFromSeed(t: SeedTables): Db {
  return {
    scale: t.scale,
    anchor: t.anchor,
    countries: new Table('countries', t.countries),
    cities: new Table('cities', t.cities),
    trails: new Table('trails', t.trails),
    waypoints: new Table('waypoints', t.waypoints),
    tags: new Table('tags', t.tags),
    reviews: new Table('reviews', t.reviews),
    users: new Table('users', t.users),
    seededPhotos: t.seededPhotos,
    files: new Table('files'),
    kml: new Table('kml'),
    accessTokens: new Table('accessTokens'),
    refreshTokens: new Table('refreshTokens'),
    idempotency: new Table('idempotency'),
    version: 0,
  };
}

function buildDb({ scale = 'default', anchor, fresh = false }: ResetOptions): Db {
  const at = anchor ?? (processAnchor ??= seedAnchor());
  return dbFromSeed(fresh ? seed(scale, at) : cloneTables(pristineTables(scale, at)));
}

function emptyDb(): Db {
  const none = new Map<never, never>();
  return dbFromSeed({
    scale: 'default',
    anchor: 0,
    countries: none,
    cities: none,
    trails: none,
    waypoints: none,
    tags: none,
    reviews: none,
    users: none,
    seededPhotos: new Set(),
  });
}

/**
 * The fake backend's database. Its tables are replaced (not the object) by resetDb; it is
 * empty until the first resetDb (mocks/node.ts seeds it on import; the browser at boot).
 */
export const db: Db = emptyDb();

/**
 * Rebuilds `db` from the seed (default scale unless told), dropping sessions, uploads and
 * idempotency keys, and restores the default access-token lifetime.
 */
export function resetDb(options: ResetOptions = {}): Db {
  setAccessTokenTtl();
  const version = db.version + 1;
  Object.assign(db, buildDb(options), { version });
  return db;
}

/**
 * Replaces `db` with a seed whose users are still to come (a browser boot at the large
 * seed): answers the seeder, whose `step` fills `db.users` (the demo accounts are there).
 */
export function resetDbWithoutUsers(options: { scale: SeedScale; anchor: number }): (max: number) => boolean {
  setAccessTokenTtl();
  const build: SeedBuild = seedWithoutUsers(options.scale, options.anchor);
  Object.assign(db, dbFromSeed(build.tables), { version: db.version + 1 });
  const target = db.users;
  return (max) => build.users.step(max, target);
}

/** The seed's "now" of the current database: its dates count back from it. */
export function seedNow(): number {
  return db.anchor;
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

export { nextId } from './changes';
