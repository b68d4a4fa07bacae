/** Seeds countries, cities and tags. */
import type { CityRecord, CountryRecord, TagRecord } from '../db/types';
import { PLACES } from './geo';
import type { Rng } from './random';
import { TAG_NAMES } from './words';

export function seedPlaces(): {
  countries: Map<number, CountryRecord>;
  cities: Map<number, CityRecord>;
} {
  const countries = new Map<number, CountryRecord>();
  const cities = new Map<number, CityRecord>();
  let cityId = 1;
  PLACES.forEach((place, i) => {
    const countryId = i + 1;
    countries.set(countryId, { id: countryId, name: place.country });
    for (const [name, lat, lon, altitude] of place.cities) {
      cities.set(cityId, { id: cityId, name, countryId, lat, lon, altitude });
      cityId++;
    }
  });
  return { countries, cities };
}

export function seedTags(rng: Rng, now: number): Map<number, TagRecord> {
  const tags = new Map<number, TagRecord>();
  const threeYears = 3 * 365 * 86_400_000;
  TAG_NAMES.forEach((name, i) => {
    // Older tags first: ids grow with createdAt, roughly.
    const createdAt = new Date(now - threeYears + (i / TAG_NAMES.length) * threeYears + rng.int(0, 86_400_000));
    tags.set(i + 1, { id: i + 1, name, createdAt: createdAt.toISOString() });
  });
  return tags;
}
