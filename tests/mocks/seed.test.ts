/**
 * The seed's invariants, over the whole default and large seeds: real places, trails in the
 * country and city their name and path belong to, dates counted back from "now", reviews
 * after their trails, ratings that agree with the reviews, varied elevation profiles, and
 * metrics from the panel's own src/lib/kml/metrics.ts.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { citySchema } from '@/api/locations/schemas';
import { reviewSchema } from '@/api/reviews/schemas';
import { tagSchema } from '@/api/tags/schemas';
import { trailListItemSchema, trailSchema, type PathPoint } from '@/api/trails/schemas';
import { userSchema } from '@/api/users/schemas';
import { waypointSchema } from '@/api/waypoints/schemas';
import { haversineMeters, pathMetrics } from '@/lib/kml/metrics';
import {
  db,
  dbFromSeed,
  nextId,
  resetDb,
  seedNow,
  tagTrailCounts,
  toCity,
  toReview,
  toTag,
  toTrail,
  toTrailListItem,
  toUser,
  toWaypoint,
  userStats,
} from '../../mocks/db';
import type { Db, SeedTables } from '../../mocks/db';
import { recordChanges, Table, update } from '../../mocks/db/changes';
import { DEMO_ADMIN, DEMO_HIKER } from '../../mocks/demo-accounts';
import { seed, SEED_SIZES } from '../../mocks/seed';
import { MAX_RADIUS_M, MAX_START_M } from '../../mocks/seed/paths';
import { PLACES } from '../../mocks/seed/places';
import { formatTime, walkingHours } from '../../mocks/seed/trails';
import { escapeRegExp } from '../text';

const values = <T>(m: Map<number, T>) => [...m.values()];
const DAY = 86_400_000;

/**
 * Names that promise a climb, and the least such a trail rises above its lowest point: well
 * above a stroll, and below the 300 m relief the seed draws, which the path's sampled points
 * and the gain read from them can miss by a few metres.
 */
const CLIMB_WORDS = /\b(?:Ridge|Crest|Summit|Peak|Pass|Mount|Mountains|Jabal|Jebel|Hill|Hills)\b|(?:tepe|dağ)(?=\s|$)/u;
const CLIMB_M = 250;
/** What a hiker can have done since joining: two hikes a week at most, one on the first day, ≤ 30 km each. */
const HIKES_A_WEEK = 2;
const KM_A_HIKE = 30;

/** Where each country is, independently of the seed's own data: [south, west, north, east]. */
const COUNTRY_BOXES: Record<string, [number, number, number, number]> = {
  Jordan: [29.18, 34.95, 33.38, 39.3],
  Lebanon: [33.05, 35.1, 34.69, 36.63],
  Oman: [16.6, 51.9, 26.4, 59.9],
  Morocco: [27.6, -13.2, 35.95, -1.0],
  Türkiye: [35.8, 25.6, 42.1, 44.8],
  Georgia: [41.05, 40.0, 43.6, 46.75],
};

const inBox = (box: [number, number, number, number], lat: number, lon: number) =>
  lat >= box[0] && lat <= box[2] && lon >= box[1] && lon <= box[3];

const at = (lat: number, lon: number): PathPoint => ({ lat, lon, altitude: null });

/** A profile's shape, told from its altitudes alone (0..1 of its range). */
function shape(path: readonly PathPoint[]): string {
  const alts = path.flatMap((p) => (p.altitude === null ? [] : [p.altitude]));
  if (alts.length < 2) return 'none';
  const min = Math.min(...alts);
  const range = Math.max(...alts) - min;
  if (range === 0) return 'level';
  if (range < 45) return 'gentle';
  const a = alts.map((v) => (v - min) / range);
  const n = a.length;
  const first = a[0] as number;
  const last = a[n - 1] as number;
  // Peaks: a rise of at least 0.25 followed by a fall of at least 0.25 (hysteresis).
  let peaks = 0;
  let low = first;
  let high = first;
  let rising = true;
  for (const v of a) {
    if (rising) {
      if (v > high) high = v;
      if (high - low >= 0.25 && high - v >= 0.25) {
        peaks++;
        rising = false;
        low = v;
      }
    } else if (v < low) low = v;
    else if (v - low >= 0.25) {
      rising = true;
      high = v;
    }
  }
  const lowest = a.indexOf(0) / (n - 1);
  if (first >= 0.85 && last <= 0.15) return 'descent';
  if (first >= 0.75 && last >= 0.35 && lowest > 0.15 && lowest < 0.85) return 'canyon';
  if (peaks >= 2) return 'rolling';
  if (a.filter((v) => v >= 0.95).length / n >= 0.25) return 'plateau';
  return 'summit';
}

/**
 * Every invariant over a whole seed. Plain checks that collect what is wrong (an expect per
 * row would take minutes over the large seed); the test asserts the list is empty.
 */
function seedProblems(t: SeedTables): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: () => string) => {
    if (!ok && problems.length < 20) problems.push(what());
  };
  const now = t.anchor;
  const boxOfCity = new Map<number, [number, number, number, number]>();
  const spotsOfCity = new Map<number, readonly string[]>();
  const spotsElsewhere = new Map<number, RegExp>();

  // Countries and cities: the real ones, each city inside its country.
  check(
    JSON.stringify(values(t.countries).map((c) => c.name)) === JSON.stringify(PLACES.map((p) => p.country)),
    () => 'countries are not the seed places',
  );
  const places = PLACES.flatMap((p) => p.cities.map((c) => ({ ...c, country: p.country })));
  for (const city of values(t.cities)) {
    const country = t.countries.get(city.countryId)?.name ?? '';
    const box = COUNTRY_BOXES[country];
    const place = places.find((p) => p.name === city.name && p.country === country);
    if (!box || !place) {
      problems.push(`${city.name}: not a seed place of ${country}`);
      continue;
    }
    check(inBox(box, city.lat, city.lon), () => `${city.name} lies outside ${country}`);
    boxOfCity.set(city.id, box);
    spotsOfCity.set(city.id, place.spots);
    const foreign = places.filter((p) => p.country !== country).flatMap((p) => p.spots);
    spotsElsewhere.set(city.id, new RegExp(foreign.map(escapeRegExp).join('|')));
  }

  // Trails: named after a place of their city (none of another country), starting near it.
  const shapes = new Map<string, number>();
  let previous = -Infinity;
  for (const trail of values(t.trails)) {
    const city = t.cities.get(trail.cityId);
    if (!city) {
      problems.push(`trail ${trail.id}: no city ${trail.cityId}`);
      continue;
    }
    const own = spotsOfCity.get(city.id) ?? [];
    check(own.some((s) => trail.name.includes(s)), () => `${trail.name} is not named after a place of ${city.name}`);
    const foreign = spotsElsewhere.get(city.id)?.exec(trail.name);
    check(!foreign, () => `${trail.name} (${city.name}) names ${foreign?.[0]}, a place of another country`);

    const created = Date.parse(trail.createdAt);
    check(created <= now, () => `trail ${trail.id} is created after now`);
    check(created >= previous, () => `trail ids do not follow creation order at ${trail.id}`);
    previous = created;

    const path = trail.trailPath;
    const climbName = CLIMB_WORDS.test(trail.name);
    if (!path) {
      check(trail.startingPoint === null, () => `trail ${trail.id} has a start but no path`);
      check(!climbName, () => `${trail.name} names a climb but has no path to climb`);
      continue;
    }
    if (climbName) {
      // A ridge, a summit or a mountain climbs: its path rises, and its elevation gain says so.
      const alts = path.flatMap((p) => (p.altitude === null ? [] : [p.altitude]));
      const rise = alts.length > 0 ? Math.max(...alts) - Math.min(...alts) : 0;
      check(
        rise >= CLIMB_M && (trail.elevationGain ?? 0) >= CLIMB_M,
        () => `${trail.name} climbs ${Math.round(rise)} m (gain ${trail.elevationGain} m), under ${CLIMB_M} m`,
      );
    }
    const first = path[0] as PathPoint;
    check(
      trail.startingPoint?.lon === first.lon && trail.startingPoint.lat === first.lat,
      () => `trail ${trail.id}: starting point is not the path's first point`,
    );
    const centre = at(city.lat, city.lon);
    const startM = haversineMeters(centre, first);
    check(startM <= MAX_START_M + 1, () => `${trail.name} starts ${Math.round(startM)} m from ${city.name}`);
    const box = boxOfCity.get(city.id) as [number, number, number, number];
    for (const p of path) {
      const far = haversineMeters(centre, p);
      check(far <= MAX_RADIUS_M * 1.1, () => `${trail.name} goes ${Math.round(far)} m from ${city.name}`);
      check(inBox(box, p.lat, p.lon), () => `${trail.name} leaves its country at ${p.lat},${p.lon}`);
      check(p.altitude === null || p.altitude >= 0, () => `${trail.name}: altitude below sea level`);
    }
    // Metrics are the panel's own; time follows from them.
    const m = pathMetrics(path);
    check(
      m.distance === trail.distance && m.elevationGain === trail.elevationGain,
      () => `trail ${trail.id}: metrics ${JSON.stringify(m)} differ from ${trail.distance} km, ${trail.elevationGain} m`,
    );
    check(
      trail.time === formatTime(walkingHours(trail.distance, trail.elevationGain ?? 0)),
      () => `trail ${trail.id}: time ${trail.time} does not follow from its path`,
    );
    const kind = shape(path);
    shapes.set(kind, (shapes.get(kind) ?? 0) + 1);
  }

  // Elevation profiles vary: climbs to a summit, rolling hills, plateaus, canyons, descents.
  const withPaths = [...shapes.values()].reduce((a, b) => a + b, 0);
  for (const kind of ['summit', 'rolling', 'plateau', 'canyon', 'descent', 'gentle', 'level', 'none']) {
    check((shapes.get(kind) ?? 0) >= withPaths * 0.01, () => `too few ${kind} profiles: ${JSON.stringify([...shapes])}`);
  }
  check(Math.max(...shapes.values()) < withPaths * 0.5, () => `one profile dominates: ${JSON.stringify([...shapes])}`);

  // Waypoints lie on their trail's path.
  for (const w of values(t.waypoints)) {
    const path = t.trails.get(w.trailId)?.trailPath ?? [];
    check(path.some((p) => p.lon === w.longitude && p.lat === w.latitude), () => `waypoint ${w.id} is off its trail`);
  }

  // Users: ids follow sign-up order; premium starts after joining and before it ends; hikes
  // and distance fit the time since joining, and grow with it.
  previous = -Infinity;
  const hikesBy = { longMembers: [] as number[], newMembers: [] as number[] };
  for (const u of values(t.users)) {
    const joined = Date.parse(u.createdAt);
    check(joined <= now && joined >= previous, () => `user ${u.id} joined out of order or after now`);
    previous = joined;
    const days = (now - joined) / DAY;
    check(
      u.hikeCount <= 1 + (HIKES_A_WEEK * days) / 7,
      () => `user ${u.id}: ${u.hikeCount} hikes in ${days.toFixed(1)} days since joining`,
    );
    check(
      u.totalHikeDistance <= KM_A_HIKE * u.hikeCount,
      () => `user ${u.id}: ${u.totalHikeDistance} km in ${u.hikeCount} hikes`,
    );
    if (days > 365) hikesBy.longMembers.push(u.hikeCount);
    else if (days < 30) hikesBy.newMembers.push(u.hikeCount);
    if (u.premiumActivatedAt || u.premiumExpiresAt) {
      const from = Date.parse(u.premiumActivatedAt ?? '');
      check(
        from >= joined && from < Date.parse(u.premiumExpiresAt ?? '') && !u.email.includes('guest'),
        () => `user ${u.id}: premium ${u.premiumActivatedAt}..${u.premiumExpiresAt}, joined ${u.createdAt}`,
      );
    }
  }

  const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  check(
    hikesBy.newMembers.length > 0 && average(hikesBy.longMembers) >= 10 * Math.max(1, average(hikesBy.newMembers)),
    () => `members of over a year hike ${average(hikesBy.longMembers).toFixed(1)} times on average, of under a month ${average(hikesBy.newMembers).toFixed(1)}`,
  );

  // Reviews: by hikers, after their trail and their author, before now; ratings agree.
  const active = new Map<number, number[]>();
  previous = -Infinity;
  for (const r of values(t.reviews)) {
    const trail = t.trails.get(r.trailId);
    const author = t.users.get(r.userId);
    if (!trail || !author) {
      problems.push(`review ${r.id}: missing trail or author`);
      continue;
    }
    const written = Date.parse(r.createdAt);
    check(written > Date.parse(trail.createdAt), () => `review ${r.id} is older than its trail`);
    check(written >= Date.parse(author.createdAt), () => `review ${r.id} is older than its author`);
    check(written <= now && written >= previous, () => `review ${r.id} is after now or out of order`);
    previous = written;
    check(author.role === 'hiker', () => `review ${r.id} is by an administrator`);
    if (r.status === 'active') active.set(r.trailId, [...(active.get(r.trailId) ?? []), r.rating]);
  }
  for (const trail of values(t.trails)) {
    const ratings = active.get(trail.id);
    const mean = ratings ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null;
    check(trail.rating === mean, () => `trail ${trail.id}: rating ${trail.rating}, its active reviews say ${mean}`);
  }
  for (const tag of values(t.tags)) check(Date.parse(tag.createdAt) <= now, () => `tag ${tag.id} is created after now`);
  return problems;
}

/** The stats that were all 0: today, past week and new in 7 days. */
function checkRecentStats(target: Db): void {
  const now = target.anchor;
  for (const period of ['today', 'week'] as const) {
    const stats = userStats(target, period, now);
    expect(stats.totalUsers, `${period}`).toBeGreaterThan(0);
    expect(stats.recentRegistrations).toBeGreaterThan(0);
  }
  // Whatever the hour: a seed built a minute after midnight still has sign-ups today.
  const justAfterMidnight = new Date(now).setHours(0, 1, 0, 0);
  const early = seed('default', justAfterMidnight);
  let today = 0;
  for (const u of early.users.values()) if (Date.parse(u.createdAt) >= new Date(justAfterMidnight).setHours(0, 0, 0, 0)) today++;
  expect(today).toBeGreaterThan(0);
}

describe('the default seed', () => {
  it('has the default counts', () => {
    expect(db.countries.size).toBe(6);
    expect(db.cities.size).toBe(PLACES.reduce((n, p) => n + p.cities.length, 0));
    expect(db.trails.size).toBe(SEED_SIZES.default.trails);
    expect(db.waypoints.size).toBeGreaterThanOrEqual(400);
    expect(db.tags.size).toBe(40);
    expect(db.reviews.size).toBe(SEED_SIZES.default.reviews);
    expect(db.users.size).toBe(SEED_SIZES.default.users);
  });

  it('keeps every invariant', () => {
    expect(seedProblems(seed('default', seedNow()))).toEqual([]);
  });

  it('counts its dates back from now, so recent statistics are never zero', () => {
    expect(Math.abs(seedNow() - Date.now())).toBeLessThan(DAY);
    checkRecentStats(db);
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
    }
    // A plausible walk: from under a kilometre to a few tens of kilometres.
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
    const now = seedNow();
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'inactive', 'pending', 'deleted']));
    expect(users.filter((u) => u.role === 'admin').length).toBeGreaterThanOrEqual(3);
    expect(users.some((u) => u.email.includes('guest'))).toBe(true);
    expect(users.some((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > now)).toBe(true);
    expect(users.some((u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) < now)).toBe(true);
    expect(users.some((u) => u.premiumExpiresAt === null)).toBe(true);
    expect(users.find((u) => u.email === DEMO_ADMIN.email)).toMatchObject({ name: 'Demo Admin', role: 'admin', status: 'active' });
    expect(users.find((u) => u.email === DEMO_HIKER.email)).toMatchObject({ role: 'hiker', status: 'active' });

    const waypoints = values(db.waypoints);
    expect(waypoints.some((w) => !w.active)).toBe(true);
    expect(waypoints.every((w) => db.trails.has(w.trailId))).toBe(true);
  });

  it('is deterministic for a given now', () => {
    const now = seedNow();
    expect(seed('default', now)).toEqual(seed('default', now));
    const first = JSON.stringify([values(db.trails), values(db.users), values(db.reviews)]);
    db.trails.clear();
    resetDb();
    expect(JSON.stringify([values(db.trails), values(db.users), values(db.reviews)])).toBe(first);
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

  // resetDb copies each seed table when it is first read (mocks/db/store.ts).
  it('records only what a write changed in a table it reads first after a reset', async () => {
    resetDb();
    const { changes } = await recordChanges(async () => {
      update(db.tags, 1, { name: 'Renamed' });
    });
    expect(changes).toEqual([{ table: 'tags', key: 1, op: 'patch', fields: ['name'] }]);
    expect(db.tags.get(1)?.name).toBe('Renamed');
    resetDb();
    expect(db.tags.get(1)?.name).not.toBe('Renamed');
  });

  it('keeps a table replaced before it was read, and gives the next id after the seed', () => {
    resetDb();
    const seeded = seed('default', seedNow()).tags;
    expect(nextId(db.tags)).toBe(Math.max(...seeded.keys()) + 1);
    resetDb();
    db.tags = new Table('tags');
    expect(db.tags.size).toBe(0);
    resetDb();
    expect(db.tags.size).toBe(seeded.size);
  });
});

describe('wire shapes', () => {
  it('match the shared zod schemas', () => {
    const counts = tagTrailCounts(db);
    for (const t of db.trails.values()) {
      trailSchema.parse(toTrail(db, t));
      trailListItemSchema.parse(toTrailListItem(db, t));
    }
    for (const u of db.users.values()) z.strictObject(userSchema.shape).parse(toUser(u));
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

describe('the large seed', () => {
  it('has 10,000 trails and 100,000 users and keeps every invariant', () => {
    const large = seed('large', seedNow());
    expect(large.trails.size).toBe(10_000);
    expect(large.users.size).toBe(100_000);
    expect(seedProblems(large)).toEqual([]);
    checkRecentStats(dbFromSeed(large));
  });
});
