/** GET /trails and the location lists. Other trail calls come with their screens. */
import { z } from 'zod';
import { idSchema } from '../../src/api/common/schemas';
import { trailListQuerySchema } from '../../src/api/trails/schemas';
import { queryTrails } from '../db/queries';
import { db } from '../db/store';
import { toCity, toCountry } from '../db/wire';
import { adminRoute, json, readQuery } from './guard';

const citiesQuerySchema = z.object({ countryId: z.coerce.number().pipe(idSchema).optional() });

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name) || 0;

export const trailHandlers = [
  adminRoute('get', '/trails', ({ request }) => {
    const query = readQuery(request, trailListQuerySchema);
    if (query instanceof Response) return query;
    return json(queryTrails(db, query));
  }),

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
];
