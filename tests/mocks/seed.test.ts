import { describe, expect, it } from 'vitest';
import { citySchema } from '@/api/locations/schemas';
import { reviewSchema } from '@/api/reviews/schemas';
import { tagSchema } from '@/api/tags/schemas';
import { trailListItemSchema, trailSchema } from '@/api/trails/schemas';
import { userSchema } from '@/api/users/schemas';
import { waypointSchema } from '@/api/waypoints/schemas';
import {
  db,
  pathMetrics,
  resetDb,
  SEED_NOW,
  tagTrailCounts,
  toCity,
  toReview,
  toTag,
  toTrail,
  toTrailListItem,
  toUser,
  toWaypoint,
} from '../../mocks/db';
import { DEMO_ADMIN, DEMO_HIKER } from '../../mocks/demo-accounts';
import { seed } from '../../mocks/seed';

const values = <T>(m: Map<number, T>) => [...m.values()];

describe('seed', () => {
  it('has the default counts', () => {
    resetDb();
    expect(db.countries.size).toBeGreaterThanOrEqual(6);
    expect(db.cities.size).toBeGreaterThanOrEqual(30);
    expect(db.trails.size).toBe(240);
    expect(db.waypoints.size).toBeGreaterThanOrEqual(400);
    expect(db.tags.size).toBe(40);
    expect(db.reviews.size).toBe(600);
    expect(db.users.size).toBe(500);
  });

  it('covers every kind of trail', () => {
    const trails = values(db.trails);
    expect(new Set(trails.map((t) => t.status))).toEqual(new Set(['active', 'pending', 'deleted']));
    expect(new Set(trails.map((t) => t.difficulty)).size).toBe(4);
    expect(new Set(trails.map((t) => t.type)).size).toBe(4);
    expect(new Set(trails.map((t) => t.carType)).size).toBe(3);
    expect(trails.some((t) => t.elevationGain === null)).toBe(true);
    expect(trails.some((t) => t.elevationGain === 0)).toBe(true);
    expect(trails.some((t) => t.rating === null)).toBe(true);
    expect(trails.some((t) => t.name.length > 30)).toBe(true);
    for (const t of trails) {
      expect(t.photos.length).toBeGreaterThanOrEqual(1);
      expect(t.photos.length).toBeLessThanOrEqual(6);
      expect(t.time).toMatch(/^\d+ hours (0|15|30|45) minutes$/);
      expect(Date.parse(t.createdAt)).toBeLessThanOrEqual(SEED_NOW);
      if (t.trailPath) {
        expect(t.trailPath.length).toBeGreaterThanOrEqual(40);
        expect(t.trailPath.length).toBeLessThanOrEqual(400);
        expect(pathMetrics(t.trailPath)).toEqual({ distance: t.distance, elevationGain: t.elevationGain });
        const city = db.cities.get(t.cityId);
        expect(Math.abs((t.trailPath[0]?.lat ?? 0) - (city?.lat ?? 0))).toBeLessThan(0.1);
      }
    }
    // A plausible walk: a few to a few tens of kilometres.
    const distances = trails.map((t) => t.distance).sort((a, b) => a - b);
    expect(distances[0]).toBeGreaterThan(0.3);
    expect(distances.at(-1)).toBeLessThan(60);
  });

  it('covers every kind of review, user and waypoint', () => {
    const reviews = values(db.reviews);
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(['active', 'pending', 'deleted']));
    expect(reviews.some((r) => r.text.length > 100)).toBe(true);
    expect(reviews.some((r) => r.text.length < 30)).toBe(true);
    expect(reviews.some((r) => r.text.includes('<script>'))).toBe(true);
    expect(reviews.some((r) => r.text.includes('<b>'))).toBe(true);
    expect(new Set(reviews.map((r) => r.photos.length))).toEqual(new Set([0, 1, 2, 3]));

    const users = values(db.users);
    const now = Date.now();
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'inactive', 'pending', 'deleted']));
    expect(users.filter((u) => u.role === 'admin').length).toBeGreaterThanOrEqual(3);
    expect(users.some((u) => u.email.includes('guest'))).toBe(true);
    expect(users.some((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > now)).toBe(true);
    expect(users.some((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) < now)).toBe(true);
    expect(users.some((u) => u.premiumExpiresAt === null)).toBe(true);
    const admin = users.find((u) => u.email === DEMO_ADMIN.email);
    expect(admin).toMatchObject({ name: 'Demo Admin', role: 'admin', status: 'active' });
    expect(users.find((u) => u.email === DEMO_HIKER.email)).toMatchObject({ role: 'hiker', status: 'active' });

    const waypoints = values(db.waypoints);
    expect(waypoints.some((w) => !w.active)).toBe(true);
    expect(waypoints.every((w) => db.trails.has(w.trailId))).toBe(true);
  });

  it('is deterministic', () => {
    expect(seed('default')).toEqual(seed('default'));
    resetDb();
    const first = JSON.stringify([values(db.trails), values(db.users), values(db.reviews)]);
    db.trails.clear();
    resetDb();
    expect(JSON.stringify([values(db.trails), values(db.users), values(db.reviews)])).toBe(first);
  });

  it('resets in well under 150 ms', () => {
    resetDb();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      resetDb();
      times.push(performance.now() - t);
    }
    expect(Math.min(...times)).toBeLessThan(150);
  });

  it('gives up writes on reset', () => {
    const trail = db.trails.get(1);
    if (!trail) throw new Error('no trail 1');
    const original = trail.name;
    trail.name = 'Changed';
    trail.photos.push('x.png');
    resetDb();
    expect(db.trails.get(1)?.name).toBe(original);
    expect(db.trails.get(1)?.photos).not.toContain('x.png');
  });
});

describe('wire shapes', () => {
  it('match the shared zod schemas', () => {
    const counts = tagTrailCounts(db);
    for (const t of db.trails.values()) {
      trailSchema.parse(toTrail(db, t));
      trailListItemSchema.parse(toTrailListItem(db, t));
    }
    for (const u of db.users.values()) userSchema.strict().parse(toUser(u));
    for (const r of db.reviews.values()) reviewSchema.parse(toReview(db, r));
    for (const w of db.waypoints.values()) waypointSchema.parse(toWaypoint(w));
    for (const c of db.cities.values()) citySchema.parse(toCity(db, c.id));
    for (const t of db.tags.values()) tagSchema.parse(toTag(t, counts.get(t.id) ?? 0));
  });

  it('never leak passwords and give absolute photo urls', () => {
    const admin = toUser(db.users.get(1) as NonNullable<ReturnType<typeof db.users.get>>);
    expect(admin).not.toHaveProperty('password');
    const item = toTrailListItem(db, db.trails.get(1) as NonNullable<ReturnType<typeof db.trails.get>>);
    for (const url of item.photos) expect(url).toMatch(/^https?:\/\/[^/]+\/.*\/media\/photos\/[\w-]+\.png$/);
    expect(item.duration).toBeGreaterThan(0);
  });
});

describe('large seed', () => {
  it('seeds 10,000 trails and 100,000 users in under 3 s', () => {
    const t = performance.now();
    resetDb({ scale: 'large' });
    expect(performance.now() - t).toBeLessThan(3000);
    expect(db.trails.size).toBe(10_000);
    expect(db.users.size).toBe(100_000);
    resetDb();
    expect(db.trails.size).toBe(240);
  });
});
