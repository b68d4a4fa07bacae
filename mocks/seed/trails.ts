/** Seeds trails with paths and photos, their waypoints, and reviews. */
import type { Difficulty, PathPoint, RouteType, TrailStatus } from '../../src/api/trails/schemas';
import { pathMetrics } from '../../src/lib/kml/metrics';
import type { CityRecord, ReviewRecord, TrailRecord, WaypointRecord } from '../db/types';
import { generatePath, pickProfile } from './paths';
import type { CityPlace } from './places';
import { createRng, type Rng } from './random';
import { memo } from './lazy';
import { sortedTimes } from './time';
import {
  CLIMB_NAME,
  DESCRIPTION_SENTENCES,
  NAME_FEATURES,
  NAME_KINDS,
  NAME_LONG_SUFFIXES,
  NAME_PREFIXES,
  REVIEW_DETAILS,
  REVIEW_MARKUP,
  REVIEW_OPENERS,
  WAYPOINT_DESCRIPTIONS,
  WAYPOINT_NAMES,
} from './words';

const DAY = 86_400_000;
const DIFFICULTIES = ['Easy', 'Moderate', 'Challenging', 'Expert'] as const;
const TYPES = ['Loop', 'Out_Back', 'Semi_Loop', 'One_Way'] as const;
const CARS = ['_4x4', 'Sedan', 'SUV'] as const;
/** Photos shared by the large seed's trails, so it stays fast and small. */
export const SHARED_PHOTO_POOL = 200;

/** "N hours M minutes" from hours, rounded to a quarter hour (at least half an hour). */
export function formatTime(hours: number): string {
  const quarters = Math.max(2, Math.round(hours * 4));
  return `${Math.floor(quarters / 4)} hours ${(quarters % 4) * 15} minutes`;
}

/** Naismith's rule: 4.5 km an hour on the flat, plus an hour per 600 m of climb. */
export function walkingHours(distanceKm: number, gainM: number): number {
  return distanceKm / 4.5 + gainM / 600;
}

/** Difficulty from the effort (km plus 1 km per 100 m of climb), with a little spread. */
export function difficultyFor(rng: Rng, distanceKm: number, gainM: number): Difficulty {
  const effort = (distanceKm + gainM / 100) * rng.float(0.85, 1.15);
  return effort < 7 ? 'Easy' : effort < 14 ? 'Moderate' : effort < 22 ? 'Challenging' : 'Expert';
}

/** A trail name built on one of the city's own places (so it belongs to that city). */
const featuresFor = new Map<string, string[]>();

function trailName(rng: Rng, spot: string): string {
  const roll = rng.next();
  // No "Butterfly Valley Valley Trail": features already in the place's name are left out.
  let features = featuresFor.get(spot);
  if (!features) {
    features = NAME_FEATURES.filter((f) => !spot.includes(f));
    featuresFor.set(spot, features);
  }
  if (roll < 0.1) return `${rng.pick(NAME_PREFIXES)} ${spot} ${rng.pick(NAME_LONG_SUFFIXES)}`;
  if (roll < 0.35) return `${rng.pick(NAME_PREFIXES)} ${spot} ${rng.pick(NAME_KINDS)}`;
  if (roll < 0.75) return `${spot} ${rng.pick(features)} ${rng.pick(NAME_KINDS)}`;
  return `${spot} ${rng.pick(NAME_KINDS)}`;
}

export interface TrailSeedOptions {
  count: number;
  large: boolean;
  /** City records and their places, in the same order (ids from 1). */
  cities: CityRecord[];
  places: CityPlace[];
  tagIds: number[];
  now: number;
  photos: Set<string>;
}

/** What a trail's path decides: the path itself and the fields computed from it. */
type PathDerived = Pick<TrailRecord, 'trailPath' | 'startingPoint' | 'distance' | 'elevationGain' | 'time' | 'difficulty'>;

/**
 * A trail whose path and the fields that follow from it are built on first read (see
 * mocks/seed/lazy.ts). Accessors in an object literal: cheap to create for 10,000 trails.
 */
function withLazyPath(base: Omit<TrailRecord, keyof PathDerived>, derive: () => PathDerived): TrailRecord {
  let own: PathDerived | null = null;
  const v = () => (own ??= { ...derive() });
  return {
    id: base.id,
    name: base.name,
    description: base.description,
    status: base.status,
    type: base.type,
    carType: base.carType,
    rating: base.rating,
    cityId: base.cityId,
    createdAt: base.createdAt,
    photos: base.photos,
    tagIds: base.tagIds,
    get trailPath() { return v().trailPath; },
    set trailPath(x) { v().trailPath = x; },
    get startingPoint() { return v().startingPoint; },
    set startingPoint(x) { v().startingPoint = x; },
    get distance() { return v().distance; },
    set distance(x) { v().distance = x; },
    get elevationGain() { return v().elevationGain; },
    set elevationGain(x) { v().elevationGain = x; },
    get time() { return v().time; },
    set time(x) { v().time = x; },
    get difficulty() { return v().difficulty; },
    set difficulty(x) { v().difficulty = x; },
  };
}

/**
 * A trail's seed path, from its own stream (the same whenever it is built). A trail whose name
 * promises a climb (`climbs`) climbs: a summit or a plateau at least CLIMB_MIN_RELIEF_M above
 * its lowest point.
 */
function seedPath(seed: number, place: CityPlace, type: RouteType, large: boolean, noPath: boolean, climbs: boolean): PathDerived {
  const rng = createRng(seed);
  const profile = pickProfile(rng, type, place.altitude, climbs);
  // The large seed has fewer, wider-spaced points: the same distances, a tenth of the work.
  const points = large ? rng.int(20, 60) : rng.int(40, 400);
  const step = large ? rng.float(80, 220) : rng.float(15, 60);
  const path: PathPoint[] | null = noPath ? null : generatePath(rng, place, { points, step, type, profile, climbs });
  const metrics = path ? pathMetrics(path) : { distance: Math.round(rng.float(2, 15) * 10) / 10, elevationGain: null };
  const gain = metrics.elevationGain ?? 0;
  const first = path?.[0];
  return {
    trailPath: path,
    startingPoint: first ? { lon: first.lon, lat: first.lat } : null,
    distance: metrics.distance,
    elevationGain: metrics.elevationGain,
    time: formatTime(walkingHours(metrics.distance, gain)),
    difficulty: difficultyFor(rng, metrics.distance, gain),
  };
}

/** Per-trail streams start here: trail n's path is drawn from createRng(rng0 + n). */
const rng0 = 0x5eed_0000;

/** Each seed trail's path as the seed drew it, for trails that have one (waypoints go on it). */
export type SeedPaths = Map<number, () => readonly PathPoint[] | null>;

export function seedTrails(
  rng: Rng,
  o: TrailSeedOptions,
): { trails: Map<number, TrailRecord>; paths: SeedPaths; created: Float64Array } {
  const trails = new Map<number, TrailRecord>();
  const paths: SeedPaths = new Map();
  const created = sortedTimes(rng, o.count, o.now, 1.3);
  for (let id = 1; id <= o.count; id++) {
    const k = rng.int(0, o.cities.length - 1);
    const city = o.cities[k] as CityRecord;
    const place = o.places[k] as CityPlace;
    const type = rng.pick(TYPES);
    const drawnNoPath = rng.chance(0.02);
    const statusRoll = rng.next();
    const photoCount = rng.int(1, 6);
    const photos: string[] = [];
    for (let n = 1; n <= photoCount; n++) {
      const name = o.large ? `shared-${rng.int(1, SHARED_PHOTO_POOL)}.png` : `trail-${id}-${n}.png`;
      if (!photos.includes(name)) photos.push(name);
      o.photos.add(name);
    }
    const base = {
      id,
      name: trailName(rng, rng.pick(place.spots)),
      description: rng.sample(DESCRIPTION_SENTENCES, rng.int(2, 5)).join(' '),
      status: (statusRoll < 0.65 ? 'active' : statusRoll < 0.85 ? 'pending' : 'deleted') as TrailStatus,
      type,
      carType: rng.pick(CARS),
      // Set from the trail's active reviews once they exist (seedReviews).
      rating: null,
      cityId: city.id,
      createdAt: new Date(created[id - 1] as number).toISOString(),
      photos,
      tagIds: rng.sample(o.tagIds, rng.int(0, 5)).sort((a, b) => a - b),
    };
    // A name that promises a climb gets a path that climbs (and always a path to show it).
    const climbs = CLIMB_NAME.test(base.name);
    const noPath = drawnNoPath && !climbs;
    const derived = memo(() => seedPath(rng0 + id, place, type, o.large, noPath, climbs));
    const trail = withLazyPath(base, derived);
    trails.set(id, trail);
    // Waypoints go on the trails drawn with a path, so the waypoints' own stream does not
    // depend on the names (a climb-named trail given a path has none).
    if (!drawnNoPath) paths.set(id, () => derived().trailPath);
  }
  return { trails, paths, created };
}

export function seedWaypoints(
  rng: Rng,
  paths: SeedPaths,
  large: boolean,
  photos: Set<string>,
): Map<number, WaypointRecord> {
  const waypoints = new Map<number, WaypointRecord>();
  let id = 1;
  for (const [trailId, pathOf] of paths) {
    const count = large ? rng.int(0, 2) : rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      const at = rng.next();
      const wpPhotos: string[] = [];
      const photoCount = large ? 0 : rng.int(0, 2);
      for (let n = 1; n <= photoCount; n++) {
        const name = `waypoint-${id}-${n}.png`;
        wpPhotos.push(name);
        photos.add(name);
      }
      // On the trail's seed path, at a point chosen now, read when first shown.
      let spot: { longitude: number; latitude: number } | null = null;
      const where = () => {
        if (!spot) {
          const path = pathOf() ?? [];
          const p = path[Math.floor((path.length - 1) * at)];
          spot = { longitude: p?.lon ?? 0, latitude: p?.lat ?? 0 };
        }
        return spot;
      };
      waypoints.set(id, {
        id,
        trailId,
        name: rng.pick(WAYPOINT_NAMES),
        description: rng.pick(WAYPOINT_DESCRIPTIONS),
        photos: wpPhotos,
        active: rng.chance(0.9),
        get longitude() { return where().longitude; },
        set longitude(x) { where().longitude = x; },
        get latitude() { return where().latitude; },
        set latitude(x) { where().latitude = x; },
      });
      id++;
    }
  }
  return waypoints;
}

function reviewText(rng: Rng): string {
  if (rng.chance(0.08)) return rng.pick(REVIEW_MARKUP);
  const parts = [rng.pick(REVIEW_OPENERS), ...rng.sample(REVIEW_DETAILS, rng.int(0, 3))];
  return parts.join(' ');
}

/**
 * Reviews by hikers, each written after both its trail and its author existed and before
 * the seed's "now"; then each trail's rating is the mean of its active reviews (null when
 * it has none), so ratings and reviews agree.
 */
export function seedReviews(
  rng: Rng,
  o: {
    count: number;
    trails: TrailRecord[];
    /** Each trail's createdAt in ms (same order as `trails`). */
    trailCreated: Float64Array;
    /** Ids of the users who may write reviews (hikers), and every user's createdAt by id − 1. */
    reviewers: number[];
    userCreated: Float64Array;
    now: number;
    large: boolean;
    photos: Set<string>;
  },
): Map<number, ReviewRecord> {
  const drafts: ReviewRecord[] = [];
  const times = new Float64Array(o.count);
  const sums = new Map<number, { total: number; n: number }>();
  for (let k = 0; k < o.count; k++) {
    const t = rng.int(0, o.trails.length - 1);
    const trail = o.trails[t] as TrailRecord;
    const author = o.reviewers[rng.int(0, o.reviewers.length - 1)] as number;
    const from = Math.max(o.trailCreated[t] as number, o.userCreated[author - 1] as number);
    const statusRoll = rng.next();
    const status = statusRoll < 0.6 ? 'active' : statusRoll < 0.85 ? 'pending' : 'deleted';
    // Most hikers are pleased; a few are not.
    const rating = Math.min(5, Math.max(1, Math.round(rng.float(1.6, 5.4))));
    // Pending reviews are mostly recent: the queue is what came in lately.
    const span = o.now - from;
    const age = rng.float(0, status === 'pending' ? Math.min(span, 21 * DAY) : span);
    times[k] = o.now - age;
    drafts.push({
      id: 0,
      trailId: trail.id,
      userId: author,
      status,
      rating,
      text: reviewText(rng),
      difficulty: rng.chance(0.3) ? null : rng.pick(DIFFICULTIES),
      photos: [],
      createdAt: new Date(o.now - age).toISOString(),
    });
    if (status === 'active') {
      const s = sums.get(trail.id) ?? { total: 0, n: 0 };
      s.total += rating;
      s.n++;
      sums.set(trail.id, s);
    }
  }
  // Ids follow creation order, as in a database.
  const order = Array.from({ length: o.count }, (_, k) => k).sort((a, b) => (times[a] as number) - (times[b] as number));
  const reviews = new Map<number, ReviewRecord>();
  order.forEach((k, i) => {
    const review = drafts[k] as ReviewRecord;
    review.id = i + 1;
    const photoCount = o.large ? 0 : rng.pick([0, 0, 0, 1, 1, 2, 3]);
    for (let n = 1; n <= photoCount; n++) {
      const name = `review-${review.id}-${n}.png`;
      review.photos.push(name);
      o.photos.add(name);
    }
    reviews.set(review.id, review);
  });
  for (const t of o.trails) {
    const s = sums.get(t.id);
    t.rating = s ? Math.round((s.total / s.n) * 10) / 10 : null;
  }
  return reviews;
}
