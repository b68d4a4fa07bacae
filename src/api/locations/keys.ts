export const locationKeys = {
  all: ['locations'] as const,
  countries: () => [...locationKeys.all, 'countries'] as const,
  cities: (countryId?: number | null) => [...locationKeys.all, 'cities', countryId ?? 'all'] as const,
  citiesOfCountry: (countryId: number) => [...locationKeys.all, 'country-cities', countryId] as const,
};
