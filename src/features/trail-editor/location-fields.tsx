import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countryCitiesQueryOptions } from '@/api/locations/country-cities';
import { countriesQueryOptions } from '@/api/locations/list';
import { notifyError } from '@/components/dialogs';
import { MSG } from './messages';

interface Props {
  countryId: string;
  cityId: string;
  onCountry: (id: string) => void;
  onCity: (id: string) => void;
  cityInvalid: boolean;
}

/**
 * Country, then city (SPEC.md §2): the city is disabled until a country is chosen; choosing
 * another country loads its cities (GET /trails/locations/countries/{id}/cities) and the
 * city is cleared by the editor.
 */
export function LocationFields({ countryId, cityId, onCountry, onCity, cityInvalid }: Props) {
  const countries = useQuery(countriesQueryOptions());
  const cities = useQuery({
    ...countryCitiesQueryOptions(Number(countryId) || 0),
    enabled: countryId !== '',
  });

  useEffect(() => {
    if (cities.isError) notifyError(MSG.citiesFailed);
  }, [cities.isError, cities.errorUpdatedAt]);

  const countryData = [
    { value: '', label: countries.isPending ? 'Loading countries...' : 'Select a country' },
    ...(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const cityData = [
    {
      value: '',
      label:
        countryId === ''
          ? 'Select a country first'
          : cities.isFetching
            ? 'Loading cities...'
            : 'Select a city',
    },
    ...(countryId === ''
      ? []
      : (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))),
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        id="trail-field-countryId"
        label="Country"
        data={countryData}
        value={countryId}
        onChange={(e) => onCountry(e.currentTarget.value)}
        error={countries.isError ? MSG.countriesFailed : undefined}
      />
      <NativeSelect
        id="trail-field-cityId"
        label="City"
        data={cityData}
        value={cityId}
        onChange={(e) => onCity(e.currentTarget.value)}
        disabled={countryId === '' || cities.isPending}
        error={cityInvalid || undefined}
        withAsterisk
      />
    </SimpleGrid>
  );
}
