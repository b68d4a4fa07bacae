import { describe, expect, it } from 'vitest';
import { trailListQuerySchema, type TrailListQuery } from '@/api/trails/schemas';
import { userListQuerySchema, type StatsPeriod, type UserListQuery } from '@/api/users/schemas';
import { db, queryTrails, queryUsers, reindexUser, resetDb, touch, userStats } from '../../mocks/db';
import type { TrailRecord, UserRecord } from '../../mocks/db';

const DAY = 86_400_000;

/** The obvious, slow implementation the fast one must agree with. */
function naiveTrails(q: TrailListQuery) {
  const name = q.name?.toLowerCase();
  const rows = [...db.trails.values()].filter(
    (t: TrailRecord) =>
      (!name || t.name.toLowerCase().includes(name)) &&
      (!q.status || t.status === q.status) &&
      (!q.cityIds?.length || q.cityIds.includes(t.cityId)) &&
      (!q.countryIds?.length || q.countryIds.includes(db.cities.get(t.cityId)?.countryId ?? -1)),
  );
  rows.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  if (q.sortBy === 'newest') rows.reverse();
  const start = (q.page - 1) * q.pageSize;
  return { ids: rows.slice(start, start + q.pageSize).map((t) => t.id), count: rows.length };
}

const trailQueries: Array<Record<string, string>> = [
  {},
  { sortBy: 'oldest' },
  { page: '3', pageSize: '7' },
  { name: 'WADI' },
  { name: 'loop', status: 'active' },
  { status: 'deleted', sortBy: 'oldest', page: '2', pageSize: '5' },
  { countryIds: '1,3' },
  { cityIds: '2,5,9', countryIds: '1' },
  { name: 'trail', status: 'pending', countryIds: '2,4,6', page: '2' },
  { name: 'no trail has this name' },
  { page: '999' },
];

describe('queryTrails', () => {
  it.each(trailQueries)('agrees with the naive filter for %o', (raw) => {
    const q = trailListQuerySchema.parse(raw);
    const got = queryTrails(db, q);
    const want = naiveTrails(q);
    expect(got.count).toBe(want.count);
    expect(got.trails.map((t) => t.id)).toEqual(want.ids);
  });

  it('defaults to 12 newest trails of all statuses', () => {
    const { trails, count } = queryTrails(db, trailListQuerySchema.parse({}));
    expect(count).toBe(240);
    expect(trails).toHaveLength(12);
    const dates = trails.map((t) => Date.parse(t.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('sees renames, new trails and deletions', () => {
    const trail = db.trails.get(7);
    if (!trail) throw new Error('no trail 7');
    trail.name = 'Zzyzx Unique Walk';
    expect(queryTrails(db, trailListQuerySchema.parse({ name: 'zzyzx' })).count).toBe(1);
    db.trails.set(9999, { ...trail, id: 9999, createdAt: new Date().toISOString() });
    const newest = queryTrails(db, trailListQuerySchema.parse({ name: 'zzyzx' }));
    expect(newest.trails.map((t) => t.id)).toEqual([9999, 7]);
    db.trails.delete(7);
    touch(db);
    expect(queryTrails(db, trailListQuerySchema.parse({ name: 'zzyzx' })).count).toBe(1);
    resetDb();
    expect(queryTrails(db, trailListQuerySchema.parse({ name: 'zzyzx' })).count).toBe(0);
  });
});

function naiveUsers(q: UserListQuery, now: number) {
  const rows = [...db.users.values()].filter(
    (u: UserRecord) =>
      (!q.name || `${u.name}\n${u.username}`.toLowerCase().includes(q.name.toLowerCase())) &&
      (!q.email || u.email.toLowerCase().includes(q.email.toLowerCase())) &&
      (!q.phoneNumber || (u.phoneNumber ?? '').replace(/\s/g, '').includes(q.phoneNumber.replace(/\s/g, ''))) &&
      (!q.status || u.status === q.status) &&
      (!q.role || u.role === q.role) &&
      (!q.userType || u.email.includes('guest') === (q.userType === 'guest')) &&
      (q.isPremium === undefined ||
        (u.premiumExpiresAt !== null && Date.parse(u.premiumExpiresAt) > now) === q.isPremium),
  );
  rows.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const start = (q.page - 1) * q.pageSize;
  return { ids: rows.slice(start, start + q.pageSize).map((u) => u.id), totalCount: rows.length };
}

const userQueries: Array<Record<string, string>> = [
  {},
  { page: '2', pageSize: '50' },
  { name: 'omar' },
  { email: 'GUEST' },
  { phoneNumber: '+962' },
  { status: 'pending', role: 'hiker' },
  { role: 'admin' },
  { userType: 'guest', status: 'active' },
  { userType: 'registered', isPremium: 'true' },
  { isPremium: 'false', page: '3', pageSize: '10' },
];

describe('queryUsers', () => {
  it.each(userQueries)('agrees with the naive filter for %o', (raw) => {
    const now = Date.now();
    const q = userListQuerySchema.parse(raw);
    const got = queryUsers(db, q, now);
    const want = naiveUsers(q, now);
    expect(got.totalCount).toBe(want.totalCount);
    expect(got.totalPages).toBe(Math.ceil(want.totalCount / q.pageSize));
    expect(got.users.map((u) => u.id)).toEqual(want.ids);
  });

  it('sees an in-place edit after reindexUser', () => {
    const now = Date.now();
    const q = userListQuerySchema.parse({ isPremium: 'true', pageSize: '100' });
    const before = queryUsers(db, q, now).totalCount;
    const premium = [...db.users.values()].find((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > now);
    if (!premium) throw new Error('no premium user');
    premium.premiumExpiresAt = new Date(now - 1000).toISOString();
    reindexUser(db, premium.id);
    expect(queryUsers(db, q, now).totalCount).toBe(before - 1);
    premium.status = 'deleted';
    premium.name = 'Zzyzx Renamed';
    reindexUser(db, premium.id);
    const found = queryUsers(db, userListQuerySchema.parse({ name: 'zzyzx', status: 'deleted' }), now);
    expect(found.users.map((u) => u.id)).toEqual([premium.id]);
  });
});

describe('userStats', () => {
  const periods: StatsPeriod[] = ['all', 'year', 'month', 'week', 'today'];

  it.each(periods)('counts users created within %s', (period) => {
    const now = Date.parse('2026-10-20T12:00:00Z');
    const from = { all: -Infinity, year: now - 365 * DAY, month: now - 30 * DAY, week: now - 7 * DAY, today: new Date(now).setHours(0, 0, 0, 0) }[period];
    const users = [...db.users.values()];
    const inPeriod = users.filter((u) => {
      const t = Date.parse(u.createdAt);
      return period === 'all' || (t >= from && t <= now);
    });
    const stats = userStats(db, period, now);
    expect(stats.totalUsers).toBe(inPeriod.length);
    expect(stats.guestUsers).toBe(inPeriod.filter((u) => u.email.includes('guest')).length);
    expect(stats.signedUpUsers + stats.guestUsers).toBe(stats.totalUsers);
    expect(stats.premiumUsers).toBe(
      inPeriod.filter((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > now).length,
    );
    const s = stats.usersByStatus;
    expect(s.active + s.inactive + s.pending + s.deleted).toBe(stats.totalUsers);
    expect(stats.recentRegistrations).toBe(
      users.filter((u) => Date.parse(u.createdAt) >= now - 7 * DAY && Date.parse(u.createdAt) <= now).length,
    );
  });

  it('counts this week’s sign-ups against the real clock', () => {
    const now = Date.now();
    const base = userStats(db, 'all', now);
    const template = db.users.get(10);
    if (!template) throw new Error('no user 10');
    db.users.set(100_001, { ...template, id: 100_001, createdAt: new Date(now - DAY).toISOString() });
    const after = userStats(db, 'all', now);
    expect(after.totalUsers).toBe(base.totalUsers + 1);
    expect(after.recentRegistrations).toBe(base.recentRegistrations + 1);
    expect(userStats(db, 'week', now).totalUsers).toBeGreaterThanOrEqual(1);
  });
});
