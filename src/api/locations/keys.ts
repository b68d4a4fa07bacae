/** Query keys for countries and cities; writes: all → write → name. */
export const locationKeys = {
  all: ['locations'] as const,
  countries: () => [...locationKeys.all, 'countries'] as const,
  allCities: () => [...locationKeys.all, 'cities'] as const,
  cities: (countryId?: number | null) => [...locationKeys.allCities(), countryId ?? 'all'] as const,
  allCitiesOfCountries: () => [...locationKeys.all, 'country-cities'] as const,
  citiesOfCountry: (countryId: number) => [...locationKeys.allCitiesOfCountries(), countryId] as const,
  writes: () => [...locationKeys.all, 'write'] as const,
  write: (name: `${'country' | 'city'}-${'create' | 'update' | 'delete'}`) => [...locationKeys.writes(), name] as const,
};
