/**
 * Every location call (docs/api.md "Locations"): the country and city lists (the trail list's
 * filters and the trail editor read them too), a country's cities, check-deletion and the writes.
 *
 * Decisions where SPEC.md is silent (docs/decisions/users-and-locations.md):
 * - Country names are unique, case-insensitively (docs/api.md: 409 on a duplicate); so are city
 *   names within one country (two countries may each have a city of the same name).
 * - A country with cities, or a city with trails (of any status), cannot be deleted:
 *   check-deletion says why, and DELETE answers 409 with the same reason.
 */
import * as z from 'zod/mini';
import { idSchema } from '../../src/api/common/schemas';
import {
  createCityBodySchema,
  createCountryBodySchema,
  deleteByIdBodySchema,
  locationTypeSchema,
  updateCityBodySchema,
  updateCountryBodySchema,
} from '../../src/api/locations/schemas';
import { nextId, update } from '../db/changes';
import { db, touch } from '../db/store';
import type { CityRecord } from '../db/types';
import { toCity, toCountry } from '../db/wire';
import { adminRoute, error, json, notFound, paramId, readJson, readQuery } from './guard';

const checkQuerySchema = z.object({ type: locationTypeSchema, id: z.pipe(z.coerce.number(), idSchema) });
const citiesQuerySchema = z.object({ countryId: z.optional(z.pipe(z.coerce.number(), idSchema)) });

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function countryNameTaken(name: string, exceptId?: number): boolean {
  for (const c of db.countries.values()) if (c.id !== exceptId && same(c.name, name)) return true;
  return false;
}

function cityNameTaken(name: string, countryId: number, exceptId?: number): boolean {
  for (const c of db.cities.values()) {
    if (c.id !== exceptId && c.countryId === countryId && same(c.name, name)) return true;
  }
  return false;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a country cannot be deleted, or null when it can. */
function countryBlocker(id: number): string | null {
  let cities = 0;
  for (const c of db.cities.values()) if (c.countryId === id) cities++;
  return cities > 0 ? `This country has ${plural(cities, 'city', 'cities')}.` : null;
}

/** Why a city cannot be deleted, or null when it can. */
function cityBlocker(id: number): string | null {
  let trails = 0;
  for (const t of db.trails.values()) if (t.cityId === id) trails++;
  return trails > 0 ? `This city is used by ${plural(trails, 'trail', 'trails')}.` : null;
}

/** A new city sits at the centre of its country's first city (the editor places trails there). */
function placeOf(countryId: number): Pick<CityRecord, 'lat' | 'lon' | 'altitude'> {
  for (const c of db.cities.values()) {
    if (c.countryId === countryId) return { lat: c.lat, lon: c.lon, altitude: c.altitude };
  }
  return { lat: 0, lon: 0, altitude: 0 };
}

const DUPLICATE_COUNTRY = 'A country with this name already exists';
const DUPLICATE_CITY = 'A city with this name already exists in this country';

export const locationHandlers = [
  adminRoute('get', '/trails/locations/countries', () =>
    json({ countries: [...db.countries.values()].sort(byName).map((c) => toCountry(db, c.id)) }),
  ),

  adminRoute('get', '/trails/locations/cities', ({ request }) => {
    const query = readQuery(request, citiesQuerySchema);
    if (query instanceof Response) return query;
    const cities = [...db.cities.values()].filter(
      (c) => query.countryId === undefined || c.countryId === query.countryId,
    );
    return json({ cities: cities.sort(byName).map((c) => toCity(db, c.id)) });
  }),

  adminRoute('get', '/trails/locations/countries/:id/cities', ({ params }) => {
    const id = paramId(params);
    if (id === null || !db.countries.has(id)) return notFound('Country');
    const cities = [...db.cities.values()]
      .filter((c) => c.countryId === id)
      .sort(byName)
      .map((c) => toCity(db, c.id));
    return json({ cities });
  }),

  adminRoute('get', '/trails/locations/check-deletion', ({ request }) => {
    const query = readQuery(request, checkQuerySchema);
    if (query instanceof Response) return query;
    const isCountry = query.type === 'country';
    const exists = isCountry ? db.countries.has(query.id) : db.cities.has(query.id);
    if (!exists) return notFound(isCountry ? 'Country' : 'City');
    const reason = isCountry ? countryBlocker(query.id) : cityBlocker(query.id);
    return json({
      canDelete: reason === null,
      reason,
      associationType: reason === null ? null : isCountry ? 'cities' : 'trails',
    });
  }),

  adminRoute('post', '/trails/locations/countries', async ({ request }) => {
    const body = await readJson(request, createCountryBodySchema);
    if (body instanceof Response) return body;
    if (countryNameTaken(body.name)) return error(409, DUPLICATE_COUNTRY);
    const id = nextId(db.countries);
    db.countries.set(id, { id, name: body.name });
    return json({ country: toCountry(db, id) }, 201);
  }),

  adminRoute('put', '/trails/locations/countries', async ({ request }) => {
    const body = await readJson(request, updateCountryBodySchema);
    if (body instanceof Response) return body;
    if (!db.countries.has(body.id)) return notFound('Country');
    if (countryNameTaken(body.name, body.id)) return error(409, DUPLICATE_COUNTRY);
    update(db.countries, body.id, { name: body.name });
    return json({ country: toCountry(db, body.id) });
  }),

  adminRoute('delete', '/trails/locations/countries', async ({ request }) => {
    const body = await readJson(request, deleteByIdBodySchema);
    if (body instanceof Response) return body;
    if (!db.countries.has(body.id)) return notFound('Country');
    const reason = countryBlocker(body.id);
    if (reason) return error(409, `${reason} You need to remove the associated cities first.`);
    db.countries.delete(body.id);
    return json({ message: 'Country deleted successfully' });
  }),

  adminRoute('post', '/trails/locations/cities', async ({ request }) => {
    const body = await readJson(request, createCityBodySchema);
    if (body instanceof Response) return body;
    if (!db.countries.has(body.countryId)) return notFound('Country');
    if (cityNameTaken(body.name, body.countryId)) return error(409, DUPLICATE_CITY);
    const id = nextId(db.cities);
    db.cities.set(id, { id, name: body.name, countryId: body.countryId, ...placeOf(body.countryId) });
    return json({ city: toCity(db, id) }, 201);
  }),

  adminRoute('put', '/trails/locations/cities', async ({ request }) => {
    const body = await readJson(request, updateCityBodySchema);
    if (body instanceof Response) return body;
    const city = db.cities.get(body.id);
    if (!city) return notFound('City');
    if (!db.countries.has(body.countryId)) return notFound('Country');
    if (cityNameTaken(body.name, body.countryId, body.id)) return error(409, DUPLICATE_CITY);
    const moved = city.countryId !== body.countryId;
    update(db.cities, body.id, { name: body.name, countryId: body.countryId });
    if (moved) touch(db); // trail list's country filter reads city → country links
    return json({ city: toCity(db, body.id) });
  }),

  adminRoute('delete', '/trails/locations/cities', async ({ request }) => {
    const body = await readJson(request, deleteByIdBodySchema);
    if (body instanceof Response) return body;
    if (!db.cities.has(body.id)) return notFound('City');
    const reason = cityBlocker(body.id);
    if (reason) return error(409, `${reason} You need to remove the associated trails first.`);
    db.cities.delete(body.id);
    return json({ message: 'City deleted successfully' });
  }),
];
