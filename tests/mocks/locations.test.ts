import { beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/api/common/schemas';
import { citiesResponseSchema, countriesResponseSchema } from '@/api/locations/schemas';
import { db } from '../../mocks/db';
import { call, signIn } from './helpers';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

describe('locations', () => {
  it('lists countries and cities, optionally of one country', async () => {
    const countries = countriesResponseSchema.parse(
      await (await call('/trails/locations/countries', token)).json(),
    );
    expect(countries.countries.length).toBe(db.countries.size);
    const all = citiesResponseSchema.parse(
      await (await call('/trails/locations/cities', token)).json(),
    );
    expect(all.cities.length).toBe(db.cities.size);
    const jordan = citiesResponseSchema.parse(
      await (await call('/trails/locations/cities?countryId=1', token)).json(),
    );
    expect(jordan.cities.length).toBeGreaterThan(0);
    expect(jordan.cities.every((c) => c.countryId === 1 && c.country.name === 'Jordan')).toBe(true);
    expect((await call('/trails/locations/cities?countryId=abc', token)).status).toBe(400);
  });
});

describe('a missing location', () => {
  it("answers 404 with guard.ts' words", async () => {
    const response = await call('/trails/locations/countries/999999/cities', token);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).message).toBe('Country not found');
  });
});
