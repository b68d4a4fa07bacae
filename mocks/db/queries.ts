/** The list calls' server-side filtering, sorting and paging, plus user statistics. */
import type { TrailListItem, TrailListQuery } from '../../src/api/trails/schemas';
import type { StatsPeriod, User, UserListQuery, UserStats } from '../../src/api/users/schemas';
import { freshUserEntry, trailIndex, trailNameLower, userIndex, type UserEntry } from './indexes';
import type { Db } from './types';
import { toTrailListItem, toUser } from './wire';

const DAY = 86_400_000;

export function queryTrails(db: Db, query: TrailListQuery): { trails: TrailListItem[]; count: number } {
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

function userMatches(e: UserEntry, q: UserListQuery, f: { name: string | null; email: string | null; phone: string | null; now: number }): boolean {
  const u = e.rec;
  if (q.status !== undefined && u.status !== q.status) return false;
  if (q.role !== undefined && u.role !== q.role) return false;
  freshUserEntry(e);
  if (q.userType !== undefined && e.emailLower.includes('guest') !== (q.userType === 'guest')) return false;
  if (q.isPremium !== undefined && e.premiumMs > f.now !== q.isPremium) return false;
  if (f.name !== null && !e.nameLower.includes(f.name)) return false;
  if (f.email !== null && !e.emailLower.includes(f.email)) return false;
  if (f.phone !== null && !(u.phoneNumber ?? '').replace(/\s+/g, '').includes(f.phone)) return false;
  return true;
}

/**
 * Users newest first. `name` matches name or username, `email` and `phoneNumber` are
 * substrings (case-insensitive; spaces in phone numbers ignored).
 */
export function queryUsers(
  db: Db,
  query: UserListQuery,
  now: number = Date.now(),
): { users: User[]; totalCount: number; totalPages: number } {
  const f = {
    name: query.name?.trim().toLowerCase() || null,
    email: query.email?.trim().toLowerCase() || null,
    phone: query.phoneNumber?.replace(/\s+/g, '') || null,
    now,
  };
  const start = (query.page - 1) * query.pageSize;
  const end = start + query.pageSize;
  const users: User[] = [];
  let totalCount = 0;
  for (const e of userIndex(db)) {
    if (!userMatches(e, query, f)) continue;
    if (totalCount >= start && totalCount < end) users.push(toUser(e.rec));
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
  for (const raw of userIndex(db)) {
    const created = raw.createdMs;
    if (created >= recentFrom && created <= now) stats.recentRegistrations++;
    if (period !== 'all' && (created < from || created > now)) continue;
    const e = freshUserEntry(raw);
    stats.totalUsers++;
    if (e.emailLower.includes('guest')) stats.guestUsers++;
    else stats.signedUpUsers++;
    if (e.premiumMs > now) stats.premiumUsers++;
    stats.usersByStatus[e.rec.status]++;
  }
  return stats;
}
