import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { locationKeys } from './keys';
import { citiesResponseSchema, countriesResponseSchema, type City, type Country } from './schemas';

/** GET /trails/locations/countries → the countries, as the server orders them. */
export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  const { countries } = await http.get('/trails/locations/countries', countriesResponseSchema, {
    signal,
  });
  return countries;
}

/** GET /trails/locations/cities[?countryId] → the cities (of one country when given). */
export async function fetchCities(
  countryId?: number | null,
  signal?: AbortSignal,
): Promise<City[]> {
  const { cities } = await http.get('/trails/locations/cities', citiesResponseSchema, {
    signal,
    searchParams: { countryId: countryId ?? undefined },
  });
  return cities;
}

/** Countries change rarely: kept fresh for five minutes. */
export function countriesQueryOptions() {
  return queryOptions({
    queryKey: locationKeys.countries(),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 5 * 60_000,
  });
}

/** Cities of one country, or every city when `countryId` is left out. */
export function citiesQueryOptions(countryId?: number | null) {
  return queryOptions({
    queryKey: locationKeys.cities(countryId),
    queryFn: ({ signal }) => fetchCities(countryId, signal),
    staleTime: 5 * 60_000,
  });
}
