/** Seeds trails with paths and photos, their waypoints, and reviews. */
import type { PathPoint } from '../../src/api/trails/schemas';
import type { CityRecord, ReviewRecord, TrailRecord, WaypointRecord } from '../db/types';
import { type AltitudeMode, generatePath, pathMetrics } from './geo';
import type { Rng } from './random';
import {
  DESCRIPTION_SENTENCES,
  NAME_FEATURES,
  NAME_KINDS,
  NAME_LONG_SUFFIXES,
  NAME_PLACES,
  NAME_PREFIXES,
  REVIEW_DETAILS,
  REVIEW_MARKUP,
  REVIEW_OPENERS,
  WAYPOINT_DESCRIPTIONS,
  WAYPOINT_NAMES,
} from './words';

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;
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

function trailName(rng: Rng): string {
  const place = rng.pick(NAME_PLACES);
  const roll = rng.next();
  if (roll < 0.1) return `${rng.pick(NAME_PREFIXES)} ${place} ${rng.pick(NAME_LONG_SUFFIXES)}`;
  if (roll < 0.4) return `${rng.pick(NAME_PREFIXES)} ${place} ${rng.pick(NAME_KINDS)}`;
  if (roll < 0.75) return `${place} ${rng.pick(NAME_FEATURES)} ${rng.pick(NAME_KINDS)}`;
  return `${place} ${rng.pick(NAME_KINDS)}`;
}

export interface TrailSeedOptions {
  count: number;
  large: boolean;
  cities: CityRecord[];
  tagIds: number[];
  now: number;
  photos: Set<string>;
}

export function seedTrails(rng: Rng, o: TrailSeedOptions): Map<number, TrailRecord> {
  const trails = new Map<number, TrailRecord>();
  for (let id = 1; id <= o.count; id++) {
    const city = rng.pick(o.cities);
    const type = rng.pick(TYPES);
    const roll = rng.next();
    const altitudeMode: AltitudeMode = roll < 0.06 ? 'none' : roll < 0.1 ? 'flat' : 'hilly';
    const noPath = rng.chance(0.02);
    const points = o.large ? rng.int(20, 60) : rng.int(40, 400);
    const path: PathPoint[] | null = noPath ? null : generatePath(rng, city, points, type, altitudeMode);
    const metrics = path
      ? pathMetrics(path)
      : { distance: Math.round(rng.float(2, 15) * 10) / 10, elevationGain: null };
    const gain = metrics.elevationGain ?? 0;
    const statusRoll = rng.next();
    const photoCount = rng.int(1, 6);
    const photos: string[] = [];
    for (let n = 1; n <= photoCount; n++) {
      const name = o.large ? `shared-${rng.int(1, SHARED_PHOTO_POOL)}.png` : `trail-${id}-${n}.png`;
      if (!photos.includes(name)) photos.push(name);
      o.photos.add(name);
    }
    const first = path?.[0];
    trails.set(id, {
      id,
      name: trailName(rng),
      description: rng.sample(DESCRIPTION_SENTENCES, rng.int(2, 5)).join(' '),
      status: statusRoll < 0.65 ? 'active' : statusRoll < 0.85 ? 'pending' : 'deleted',
      difficulty: gain > 700 ? rng.pick(['Challenging', 'Expert'] as const) : rng.pick(DIFFICULTIES),
      type,
      carType: rng.pick(CARS),
      time: formatTime(metrics.distance / 4 + gain / 600),
      distance: metrics.distance,
      elevationGain: metrics.elevationGain,
      rating: rng.chance(0.1) ? null : Math.round(rng.float(2.5, 5) * 10) / 10,
      cityId: city.id,
      createdAt: new Date(o.now - rng.float(0, SPAN)).toISOString(),
      photos,
      tagIds: rng.sample(o.tagIds, rng.int(0, 5)).sort((a, b) => a - b),
      startingPoint: first ? { lon: first.lon, lat: first.lat } : null,
      trailPath: path,
    });
  }
  return trails;
}

export function seedWaypoints(
  rng: Rng,
  trails: Map<number, TrailRecord>,
  large: boolean,
  photos: Set<string>,
): Map<number, WaypointRecord> {
  const waypoints = new Map<number, WaypointRecord>();
  let id = 1;
  for (const trail of trails.values()) {
    const path = trail.trailPath;
    if (!path || path.length === 0) continue;
    const count = large ? rng.int(0, 2) : rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      const at = path[Math.floor((path.length - 1) * rng.next())] as PathPoint;
      const wpPhotos: string[] = [];
      const photoCount = large ? 0 : rng.int(0, 2);
      for (let n = 1; n <= photoCount; n++) {
        const name = `waypoint-${id}-${n}.png`;
        wpPhotos.push(name);
        photos.add(name);
      }
      waypoints.set(id, {
        id,
        trailId: trail.id,
        name: rng.pick(WAYPOINT_NAMES),
        description: rng.pick(WAYPOINT_DESCRIPTIONS),
        photos: wpPhotos,
        longitude: at.lon,
        latitude: at.lat,
        active: rng.chance(0.9),
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

export function seedReviews(
  rng: Rng,
  o: { count: number; trails: TrailRecord[]; userIds: number[]; now: number; large: boolean; photos: Set<string> },
): Map<number, ReviewRecord> {
  const reviews = new Map<number, ReviewRecord>();
  for (let id = 1; id <= o.count; id++) {
    const trail = rng.pick(o.trails);
    const created = Date.parse(trail.createdAt);
    const statusRoll = rng.next();
    const photos: string[] = [];
    const photoCount = o.large ? 0 : rng.pick([0, 0, 0, 1, 1, 2, 3]);
    for (let n = 1; n <= photoCount; n++) {
      const name = `review-${id}-${n}.png`;
      photos.push(name);
      o.photos.add(name);
    }
    reviews.set(id, {
      id,
      trailId: trail.id,
      userId: rng.pick(o.userIds),
      status: statusRoll < 0.6 ? 'active' : statusRoll < 0.85 ? 'pending' : 'deleted',
      rating: rng.int(1, 5),
      text: reviewText(rng),
      difficulty: rng.chance(0.3) ? null : rng.pick(DIFFICULTIES),
      photos,
      createdAt: new Date(created + rng.float(0, Math.max(DAY, o.now - created))).toISOString(),
    });
  }
  return reviews;
}
