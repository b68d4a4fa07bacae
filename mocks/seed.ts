/**
 * The seed of the fake backend: deterministic for a given "now" (its anchor), which is the
 * time it is built at, so dates count back from today (mocks/seed/time.ts).
 */
import type { SeedScale, SeedTables } from './db/types';
import { cityPlaces, seedPlaces, seedTags } from './seed/places';
import { createRng } from './seed/random';
import { seedReviews, seedTrails, seedWaypoints } from './seed/trails';
import { seedRole, userSeeder, type UserSeeder } from './seed/users';

/**
 * Bump when the seed changes in a way that saved changes no longer fit (ids, shapes): a
 * browser holding changes of an older revision starts again from the new seed.
 */
export const SEED_REVISION = 2;

export const SEED_SIZES: Record<SeedScale, { trails: number; users: number; reviews: number }> = {
  default: { trails: 240, users: 500, reviews: 600 },
  large: { trails: 10_000, users: 100_000, reviews: 20_000 },
};

export interface SeedBuild {
  /** Every table; `users` fills as `users.step()` runs (the demo accounts come first). */
  tables: SeedTables;
  users: UserSeeder;
}

/**
 * A seed whose dates count back from `now` (ms), built but for its users: places, tags,
 * trails (paths drawn on first read), waypoints and reviews. Reviews only need the users'
 * sign-up times and roles, which come before the users themselves.
 */
export function seedWithoutUsers(scale: SeedScale, now: number): SeedBuild {
  const size = SEED_SIZES[scale];
  const large = scale === 'large';
  const photos = new Set<string>();
  const { countries, cities } = seedPlaces();
  const tags = seedTags(createRng(11), now);
  const { trails, paths, created } = seedTrails(createRng(22), {
    count: size.trails,
    large,
    cities: [...cities.values()],
    places: cityPlaces(),
    tagIds: [...tags.keys()],
    now,
    photos,
  });
  const waypoints = seedWaypoints(createRng(33), paths, large, photos);
  const users = userSeeder(createRng(44), { count: size.users, now, photos });
  const reviewers: number[] = [];
  for (let id = 5; id <= size.users; id++) if (seedRole(id) === 'hiker') reviewers.push(id);
  const reviews = seedReviews(createRng(55), {
    count: size.reviews,
    trails: [...trails.values()],
    trailCreated: created,
    reviewers,
    userCreated: users.created,
    now,
    large,
    photos,
  });
  users.step(5);
  return {
    tables: { scale, anchor: now, countries, cities, trails, waypoints, tags, reviews, users: users.users, seededPhotos: photos },
    users,
  };
}

/** The tables of a seed whose dates count back from `now` (ms), users included. */
export function seed(scale: SeedScale, now: number): SeedTables {
  const build = seedWithoutUsers(scale, now);
  build.users.step();
  return build.tables;
}
