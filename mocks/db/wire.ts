/** Records → the wire shapes of docs/api.md. */
import type { City, Country } from '../../src/api/locations/schemas';
import type { Review } from '../../src/api/reviews/schemas';
import type { Tag } from '../../src/api/tags/schemas';
import type { Trail, TrailListItem } from '../../src/api/trails/schemas';
import type { User } from '../../src/api/users/schemas';
import type { Waypoint } from '../../src/api/waypoints/schemas';
import { photoUrl } from '../media/urls';
import { reviewsByTrail } from './indexes';
import type { Db, ReviewRecord, TagRecord, TrailRecord, UserRecord, WaypointRecord } from './types';

export function toCountry(db: Db, countryId: number): Country {
  const country = db.countries.get(countryId);
  if (!country) throw new Error(`Country ${countryId} is missing`);
  return { id: country.id, name: country.name };
}

export function toCity(db: Db, cityId: number): City {
  const city = db.cities.get(cityId);
  if (!city) throw new Error(`City ${cityId} is missing`);
  return {
    id: city.id,
    name: city.name,
    countryId: city.countryId,
    country: toCountry(db, city.countryId),
  };
}

/** Trail count of every tag (over all trails, every status). */
export function tagTrailCounts(db: Db): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of db.trails.values())
    for (const id of t.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export function toTag(tag: TagRecord, trailCount: number): Tag {
  return { id: tag.id, name: tag.name, trailCount, createdAt: tag.createdAt };
}

/** Hours in a "N hours M minutes" text (0 when unreadable). */
export function durationHours(time: string): number {
  const h = /(\d+(?:\.\d+)?)\s*hours?/i.exec(time);
  const m = /(\d+(?:\.\d+)?)\s*minutes?/i.exec(time);
  const hours = (h ? Number(h[1]) : 0) + (m ? Number(m[1]) / 60 : 0);
  return Math.round(hours * 100) / 100;
}

function trailBase(db: Db, t: TrailRecord) {
  const tags: Array<{ id: number; name: string }> = [];
  for (const id of t.tagIds) {
    const tag = db.tags.get(id);
    if (tag) tags.push({ id: tag.id, name: tag.name });
  }
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    difficulty: t.difficulty,
    type: t.type,
    carType: t.carType,
    time: t.time,
    distance: t.distance,
    elevationGain: t.elevationGain,
    rating: t.rating,
    cityId: t.cityId,
    city: toCity(db, t.cityId),
    createdAt: t.createdAt,
    photos: t.photos.map(photoUrl),
    tags,
    startingPoint: t.startingPoint
      ? {
          type: 'Point' as const,
          coordinates: [t.startingPoint.lon, t.startingPoint.lat] as [number, number],
        }
      : null,
  };
}

export function toTrail(db: Db, t: TrailRecord): Trail {
  return {
    ...trailBase(db, t),
    description: t.description,
    trailPath: t.trailPath
      ? { type: 'LineString', coordinates: t.trailPath.map((p) => ({ ...p })) }
      : null,
  };
}

/** Active reviews of a trail (pending and deleted ones are not counted). */
export function reviewCount(db: Db, trailId: number): number {
  let n = 0;
  for (const r of reviewsByTrail(db).get(trailId) ?? []) if (r.status === 'active') n++;
  return n;
}

export function toTrailListItem(db: Db, t: TrailRecord): TrailListItem {
  return {
    ...trailBase(db, t),
    duration: durationHours(t.time),
    reviewCount: reviewCount(db, t.id),
  };
}

export function toUser(u: UserRecord): User {
  const { password: _password, photo, ...rest } = u;
  return { ...rest, photo: photo === null ? null : photoUrl(photo) };
}

export function toReview(db: Db, r: ReviewRecord): Review {
  const user = db.users.get(r.userId);
  const trail = db.trails.get(r.trailId);
  return {
    id: r.id,
    status: r.status,
    rating: r.rating,
    text: r.text,
    difficulty: r.difficulty,
    photos: r.photos.map(photoUrl),
    createdAt: r.createdAt,
    user: { id: r.userId, name: user?.name ?? 'Deleted user' },
    trail: { id: r.trailId, name: trail?.name ?? 'Deleted trail' },
  };
}

export function toWaypoint(w: WaypointRecord): Waypoint {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    photos: w.photos.map(photoUrl),
    location: { longitude: w.longitude, latitude: w.latitude },
  };
}
