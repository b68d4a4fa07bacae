/** The list calls' server-side filtering, sorting and paging, plus user statistics. */
import type { TrailListItem, TrailListQuery } from '../../src/api/trails/schemas';
import type { StatsPeriod, User, UserListQuery, UserStats } from '../../src/api/users/schemas';
import { trailIndex, trailNameLower } from './indexes';
import type { Db, UserRecord } from './types';
import { ROLE_CODES, STATUS_BY_CODE, STATUS_CODES, userIndex } from './user-index';
import { toTrailListItem, toUser } from './wire';

const DAY = 86_400_000;

export function queryTrails(
  db: Db,
  query: TrailListQuery,
): { trails: TrailListItem[]; count: number } {
  const index = trailIndex(db);
  const name = query.name?.trim().toLowerCase() || null;
  const status = query.status ?? null;
  // City and country filters become one set of allowed city ids (cities are few).
  let cityIds: Set<number> | null = query.cityIds?.length ? new Set(query.cityIds) : null;
  if (query.countryIds?.length) {
    const countries = new Set(query.countryIds);
    const inCountries = new Set<number>();
    for (const c of db.cities.values()) {
      if (countries.has(c.countryId) && (!cityIds || cityIds.has(c.id))) inCountries.add(c.id);
    }
    cityIds = inCountries;
  }
  const start = (query.page - 1) * query.pageSize;
  const end = start + query.pageSize;
  const newest = query.sortBy !== 'oldest';
  const trails: TrailListItem[] = [];
  let count = 0;
  const n = index.length;
  for (let k = 0; k < n; k++) {
    const e = index[newest ? n - 1 - k : k];
    if (!e) continue;
    const t = e.rec;
    if (status !== null && t.status !== status) continue;
    if (cityIds !== null && !cityIds.has(t.cityId)) continue;
    if (name !== null && !trailNameLower(e).includes(name)) continue;
    if (count >= start && count < end) trails.push(toTrailListItem(db, t));
    count++;
  }
  return { trails, count };
}

/**
 * Users newest first. `name` matches name or username, `email` and `phoneNumber` are
 * substrings (case-insensitive; spaces in phone numbers ignored). Scans the column index.
 */
export function queryUsers(
  db: Db,
  query: UserListQuery,
  now: number = Date.now(),
): { users: User[]; totalCount: number; totalPages: number } {
  const ix = userIndex(db);
  const name = query.name?.trim().toLowerCase() || null;
  const email = query.email?.trim().toLowerCase() || null;
  const phone = query.phoneNumber?.replace(/\s+/g, '') || null;
  const status = query.status === undefined ? -1 : STATUS_CODES[query.status];
  const role = query.role === undefined ? -1 : ROLE_CODES[query.role];
  const guest = query.userType === undefined ? -1 : query.userType === 'guest' ? 1 : 0;
  const premium = query.isPremium;
  const start = (query.page - 1) * query.pageSize;
  const end = start + query.pageSize;
  const users: User[] = [];
  let totalCount = 0;
  const n = ix.recs.length;
  for (let row = 0; row < n; row++) {
    if (status !== -1 && ix.status[row] !== status) continue;
    if (role !== -1 && ix.role[row] !== role) continue;
    if (guest !== -1 && ix.guest[row] !== guest) continue;
    if (premium !== undefined && (ix.premiumMs[row] as number) > now !== premium) continue;
    if (name !== null && !(ix.nameLower[row] as string).includes(name)) continue;
    if (email !== null && !(ix.emailLower[row] as string).includes(email)) continue;
    if (phone !== null && !(ix.phone[row] as string).includes(phone)) continue;
    if (totalCount >= start && totalCount < end) users.push(toUser(ix.recs[row] as UserRecord));
    totalCount++;
  }
  return { users, totalCount, totalPages: Math.ceil(totalCount / query.pageSize) };
}

/**
 * Start of a stats period: today = local midnight; week, month and year are the last 7, 30
 * and 365 days; all has no start.
 */
export function periodStart(period: StatsPeriod, now: number): number {
  switch (period) {
    case 'all':
      return -Infinity;
    case 'today':
      return new Date(now).setHours(0, 0, 0, 0);
    case 'week':
      return now - 7 * DAY;
    case 'month':
      return now - 30 * DAY;
    case 'year':
      return now - 365 * DAY;
  }
}

/** Counts over users created within the period; recentRegistrations: the last 7 days. */
export function userStats(db: Db, period: StatsPeriod, now: number = Date.now()): UserStats {
  const from = periodStart(period, now);
  const recentFrom = now - 7 * DAY;
  const stats: UserStats = {
    totalUsers: 0,
    signedUpUsers: 0,
    guestUsers: 0,
    premiumUsers: 0,
    usersByStatus: { active: 0, inactive: 0, pending: 0, deleted: 0 },
    recentRegistrations: 0,
  };
  const ix = userIndex(db);
  const byStatus = [0, 0, 0, 0];
  const n = ix.recs.length;
  for (let row = 0; row < n; row++) {
    const created = ix.createdMs[row] as number;
    if (created >= recentFrom && created <= now) stats.recentRegistrations++;
    if (period !== 'all' && (created < from || created > now)) continue;
    stats.totalUsers++;
    if (ix.guest[row] === 1) stats.guestUsers++;
    if ((ix.premiumMs[row] as number) > now) stats.premiumUsers++;
    const code = ix.status[row] as number;
    byStatus[code] = (byStatus[code] ?? 0) + 1;
  }
  stats.signedUpUsers = stats.totalUsers - stats.guestUsers;
  STATUS_BY_CODE.forEach((status, code) => {
    stats.usersByStatus[status] = byStatus[code] ?? 0;
  });
  return stats;
}
