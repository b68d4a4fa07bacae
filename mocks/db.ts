/**
 * The fake backend's in-memory database: typed tables (Maps), a deterministic seed, wire
 * shapes, and the list queries. Split into mocks/db/*.ts; this file is the public face.
 */
export type * from './db/types';
export { db, dbFromSeed, resetDb, seedNow, touch, type ResetOptions } from './db/store';
export { nextId, update, recordChanges, Table, TABLE_NAMES, type TableName, type RowChange } from './db/changes';
export {
  toCountry,
  toCity,
  toTag,
  tagTrailCounts,
  toTrail,
  toTrailListItem,
  toUser,
  toReview,
  toWaypoint,
  durationHours,
  reviewCount,
} from './db/wire';
export { queryTrails, queryUsers, userStats, periodStart } from './db/queries';
export { reviewsByTrail } from './db/indexes';
export { reindexUser, updateUser } from './db/user-index';
export {
  issueTokens,
  rotateRefreshToken,
  checkAccessToken,
  findLogin,
  setAccessTokenTtl,
  getAccessTokenTtl,
  expireAccessTokens,
  REFRESH_TTL_MS,
} from './db/sessions';
export { pathMetrics, haversineMeters } from '../src/lib/kml/metrics';
export { formatTime } from './seed/trails';
export { SEED_SIZES } from './seed';
export { photoUrl, kmlUrl, photoNameFromUrl } from './media/urls';
