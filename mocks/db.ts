/**
 * The fake backend's in-memory database: typed tables (Maps), a deterministic seed, wire
 * shapes, and the list queries, split into mocks/db/*.ts. This file is the face the tests and
 * benchmarks use: it re-exports only what they import through it (the handlers import
 * mocks/db/*.ts directly). Add a name here when a test needs it.
 */
export type { Db, ReviewRecord, SeedTables, TrailRecord, UserRecord } from './db/types';
export { db, dbFromSeed, resetDb, seedNow, touch } from './db/store';
export { nextId } from './db/changes';
export {
  toCity,
  toTag,
  tagTrailCounts,
  toTrail,
  toTrailListItem,
  toUser,
  toReview,
  toWaypoint,
} from './db/wire';
export { queryTrails, queryUsers, userStats, periodStart } from './db/queries';
export { reindexUser, updateUser } from './db/user-index';
export { issueTokens, rotateRefreshToken, expireAccessTokens, REFRESH_TTL_MS } from './db/sessions';
export { photoUrl, kmlUrl } from './media/urls';
