/**
 * Location calls beyond the two lists in trails.ts. Owned by the locations screen (issue 6);
 * GET /trails/locations/countries/{id}/cities is here because the trail editor needs it too.
 */
import { toCity } from '../db/wire';
import { db } from '../db/store';
import { adminRoute, error, json, paramId } from './guard';

export const locationHandlers = [
  adminRoute('get', '/trails/locations/countries/:id/cities', ({ params }) => {
    const id = paramId(params);
    if (id === null || !db.countries.has(id)) return error(404, 'Country not found');
    const cities = [...db.cities.values()]
      .filter((c) => c.countryId === id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => toCity(db, c.id));
    return json({ cities });
  }),
];
