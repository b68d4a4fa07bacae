/**
 * The `db` singleton and resetDb. A seed is built for a scale and an anchor (its "now");
 * tests reuse one pristine seed per scale and copy each of its tables when it is first read
 * after a reset, while a browser boot takes a seed's own tables (no copy: the large seed is big).
 */
import { seed, seedWithoutUsers, type SeedBuild } from '../seed';
import { seedAnchor } from '../seed/time';
import { Table } from './changes';
import { setAccessTokenTtl } from './sessions';
import type { Db, SeedRows, SeedScale, SeedTables } from './types';

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

type SeedTableName = keyof SeedRows;
const SEED_TABLE_NAMES: readonly SeedTableName[] = ['countries', 'cities', 'trails', 'waypoints', 'tags', 'reviews', 'users'];

/** A row's copy: shallow, with the arrays that handlers replace copied too. Paths are shared. */
const COPY_ROW: { [K in SeedTableName]: (row: SeedRows[K]) => SeedRows[K] } = {
  countries: (r) => ({ ...r }),
  cities: (r) => ({ ...r }),
  trails: (r) => ({ ...r, photos: r.photos.slice(), tagIds: r.tagIds.slice() }),
  waypoints: (r) => ({ ...r, photos: r.photos.slice() }),
  tags: (r) => ({ ...r }),
  reviews: (r) => ({ ...r, photos: r.photos.slice() }),
  users: (r) => ({ ...r }),
};

/**
 * Makes `target[name]` a copy of the pristine `source` table, built when the table is first
 * read (or replaced unread). A test reads a few of the seven tables, and copying all of them
 * on every reset was most of resetDb's cost (about 10 ms a test). The copy is made without
 * recording (a first read inside a recorded write must not record every row as inserted), as
 * the eager copy made outside any write; what a reader sees is the same copy of the pristine
 * seed, which nothing writes to.
 */
function copyOnFirstRead<K extends SeedTableName>(target: Db, name: K, source: Map<number, SeedRows[K]>): void {
  const settle = (value: Db[K]) => {
    Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(target, name, {
    enumerable: true,
    configurable: true,
    get: () => {
      const table = new Table<number, SeedRows[K]>(name);
      const copy = COPY_ROW[name];
      for (const [id, row] of source) table.applySet(id, copy(row));
      return settle(table as Db[K]);
    },
    set: settle,
  });
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

function emptyDb(info: Pick<SeedTables, 'scale' | 'anchor' | 'seededPhotos'> = { scale: 'default', anchor: 0, seededPhotos: new Set() }): Db {
  const none = new Map<never, never>();
  return dbFromSeed({
    ...info,
    countries: none,
    cities: none,
    trails: none,
    waypoints: none,
    tags: none,
    reviews: none,
    users: none,
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
export function resetDb({ scale = 'default', anchor, fresh = false }: ResetOptions = {}): Db {
  setAccessTokenTtl();
  const version = db.version + 1;
  const at = anchor ?? (processAnchor ??= seedAnchor());
  if (fresh) {
    Object.assign(db, dbFromSeed(seed(scale, at)), { version });
    return db;
  }
  // The pristine seed is kept; each seed table is copied from it when first read.
  const pristineSeed = pristineTables(scale, at);
  Object.assign(db, emptyDb(pristineSeed), { version });
  for (const name of SEED_TABLE_NAMES) copyOnFirstRead(db, name, pristineSeed[name]);
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
