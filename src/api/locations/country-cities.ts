import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { apiPath } from '../path';
import { locationKeys } from './keys';
import { citiesResponseSchema, type City } from './schemas';

/** GET /trails/locations/countries/{id}/cities (SPEC.md §7): the trail editor's city list. */
export async function fetchCountryCities(countryId: number, signal?: AbortSignal): Promise<City[]> {
  const { cities } = await http.get(
    apiPath`/trails/locations/countries/${countryId}/cities`,
    citiesResponseSchema,
    { signal },
  );
  return cities;
}

export function countryCitiesQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: locationKeys.citiesOfCountry(countryId),
    queryFn: ({ signal }) => fetchCountryCities(countryId, signal),
    staleTime: 5 * 60_000,
  });
}
