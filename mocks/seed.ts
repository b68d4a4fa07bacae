/**
 * The deterministic seed of the fake backend. Dates are spread over three years before a
 * fixed reference date, so every run produces the same data.
 */
import type { SeedScale, Tables } from './db/types';
import { seedPlaces, seedTags } from './seed/places';
import { createRng } from './seed/random';
import { seedReviews, seedTrails, seedWaypoints } from './seed/trails';
import { seedUsers } from './seed/users';

/** The seed's "now": createdAt values lie before it. userStats uses the real clock. */
export const SEED_NOW = Date.parse('2026-11-01T00:00:00Z');

export const SEED_SIZES: Record<SeedScale, { trails: number; users: number; reviews: number }> = {
  default: { trails: 240, users: 500, reviews: 600 },
  large: { trails: 10_000, users: 100_000, reviews: 20_000 },
};

export function seed(scale: SeedScale = 'default'): Tables {
  const size = SEED_SIZES[scale];
  const large = scale === 'large';
  const photos = new Set<string>();
  const { countries, cities } = seedPlaces();
  const tags = seedTags(createRng(11), SEED_NOW);
  const trails = seedTrails(createRng(22), {
    count: size.trails,
    large,
    cities: [...cities.values()],
    tagIds: [...tags.keys()],
    now: SEED_NOW,
    photos,
  });
  const waypoints = seedWaypoints(createRng(33), trails, large, photos);
  const users = seedUsers(createRng(44), { count: size.users, now: SEED_NOW, photos });
  const reviewers = [...users.values()].filter((u) => u.role === 'hiker').map((u) => u.id);
  const reviews = seedReviews(createRng(55), {
    count: size.reviews,
    trails: [...trails.values()],
    userIds: reviewers,
    now: SEED_NOW,
    large,
    photos,
  });
  return { scale, countries, cities, trails, waypoints, tags, reviews, users, seededPhotos: photos };
}
