import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userListResponseSchema, userResponseSchema, userStatsResponseSchema, type StatsPeriod } from '@/api/users/schemas';
import { db, periodStart, seedNow } from '../../mocks/db';
import { call, signIn } from './helpers';

const DAY = 86_400_000;
let token = '';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(seedNow());
  token = (await signIn()).accessToken;
});

/** Independent count over the seed: users created within [from, now]. */
function expectedStats(period: StatsPeriod, now: number) {
  const from = period === 'all' ? -Infinity : periodStart(period, now);
  const users = [...db.users.values()].filter((u) => {
    const t = Date.parse(u.createdAt);
    return period === 'all' || (t >= from && t <= now);
  });
  const guest = users.filter((u) => u.email.includes('guest')).length;
  return {
    totalUsers: users.length,
    guestUsers: guest,
    signedUpUsers: users.length - guest,
    premiumUsers: users.filter((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > now).length,
    active: users.filter((u) => u.status === 'active').length,
    recentRegistrations: [...db.users.values()].filter((u) => {
      const t = Date.parse(u.createdAt);
      return t >= now - 7 * DAY && t <= now;
    }).length,
  };
}

describe('GET /users/stats/overview', () => {
  it.each(['all', 'year', 'month', 'week', 'today'] as const)('counts the seed for period %s', async (period) => {
    const res = await call(`/users/stats/overview?period=${period}`, token);
    expect(res.status).toBe(200);
    const { stats } = userStatsResponseSchema.parse(await res.json());
    const want = expectedStats(period, seedNow());
    expect(stats).toMatchObject({
      totalUsers: want.totalUsers,
      guestUsers: want.guestUsers,
      signedUpUsers: want.signedUpUsers,
      premiumUsers: want.premiumUsers,
      recentRegistrations: want.recentRegistrations,
    });
    expect(stats.usersByStatus.active).toBe(want.active);
    if (period === 'all') expect(stats.totalUsers).toBe(db.users.size);
  });

  it('answers 400 to an unknown period', async () => {
    expect((await call('/users/stats/overview?period=decade', token)).status).toBe(400);
  });
});

describe('GET /users/enhanced/list', () => {
  it('filters, pages and counts on the server', async () => {
    const res = await call('/users/enhanced/list?status=active&role=hiker&userType=registered&isPremium=true&page=2&pageSize=10', token);
    const body = userListResponseSchema.parse(await res.json());
    const matching = [...db.users.values()].filter(
      (u) =>
        u.status === 'active' &&
        u.role === 'hiker' &&
        !u.email.includes('guest') &&
        u.premiumExpiresAt !== null &&
        Date.parse(u.premiumExpiresAt) > seedNow(),
    );
    expect(body.totalCount).toBe(matching.length);
    expect(body.totalPages).toBe(Math.ceil(matching.length / 10));
    expect(body.users).toHaveLength(10);
  });

  it.each(['pageSize=500', 'status=gone', 'isPremium=yes', 'userType=robot', 'page=0'])('answers 400 to %s', async (qs) => {
    expect((await call(`/users/enhanced/list?${qs}`, token)).status).toBe(400);
  });

  it('GET /users lists by name', async () => {
    const res = await call('/users?name=demo&page=1&pageSize=10', token);
    const body = userListResponseSchema.parse(await res.json());
    expect(body.users.map((u) => u.username).sort()).toEqual(['demo_admin', 'demo_hiker']);
  });
});

describe('user writes', () => {
  it('GET /users/{id} answers the user or 404', async () => {
    const body = userResponseSchema.parse(await (await call('/users/7', token)).json());
    expect(body.user.id).toBe(7);
    expect((await call('/users/999999', token)).status).toBe(404);
  });

  it('sets status and role, and the list filters see the change at once', async () => {
    const res = await call('/users/management/status', token, { method: 'PATCH', json: { userId: 7, status: 'pending' } });
    expect(userResponseSchema.parse(await res.json()).user.status).toBe('pending');
    await call('/users/management/role', token, { method: 'PATCH', json: { userId: 7, role: 'admin' } });
    const list = userListResponseSchema.parse(
      await (await call('/users/enhanced/list?status=pending&role=admin&pageSize=100', token)).json(),
    );
    expect(list.users.map((u) => u.id)).toContain(7);
  });

  it('validates bodies and refuses changing or deleting oneself', async () => {
    expect((await call('/users/management/role', token, { method: 'PATCH', json: { userId: 7, role: 'king' } })).status).toBe(400);
    expect((await call('/users/management/role', token, { method: 'PATCH', json: { userId: 1, role: 'hiker' } })).status).toBe(409);
    expect((await call('/users/management/status', token, { method: 'PATCH', json: { userId: 1, status: 'deleted' } })).status).toBe(409);
    expect((await call('/users/delete-user/1', token, { method: 'DELETE' })).status).toBe(409);
  });

  it('revokes active premium only', async () => {
    const premium = [...db.users.values()].find((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > seedNow());
    const free = [...db.users.values()].find((u) => !u.premiumExpiresAt);
    if (!premium || !free) throw new Error('seed lacks premium and free users');
    const res = await call(`/users/${premium.id}/revoke-premium`, token, { method: 'PATCH' });
    const { user } = userResponseSchema.parse(await res.json());
    expect(Date.parse(user.premiumExpiresAt ?? '')).toBeLessThanOrEqual(seedNow());
    expect((await call(`/users/${free.id}/revoke-premium`, token, { method: 'PATCH' })).status).toBe(409);
  });

  it('deletes a user', async () => {
    expect((await call('/users/delete-user/9', token, { method: 'DELETE' })).status).toBe(200);
    expect(db.users.has(9)).toBe(false);
    expect((await call('/users/delete-user/9', token, { method: 'DELETE' })).status).toBe(404);
  });
});
