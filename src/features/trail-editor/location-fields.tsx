import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countryCitiesQueryOptions } from '@/api/locations/country-cities';
import { countriesQueryOptions } from '@/api/locations/list';
import { notifyError } from '@/ui/dialogs';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';

interface Props {
  countryId: string;
  cityId: string;
  onCountry: (id: string) => void;
  onCity: (id: string) => void;
  /** The city's validation message (SPEC.md §5: Please select a city). */
  cityError?: string | undefined;
}

/**
 * Country, then city (SPEC.md §2): the city is disabled until a country is chosen; choosing
 * another country loads its cities (GET /trails/locations/countries/{id}/cities) and the
 * city is cleared by the editor. A city failure sits on the city; when no country is chosen
 * yet the country is marked as well, since the editor focuses it (the city is disabled).
 */
export function LocationFields({ countryId, cityId, onCountry, onCity, cityError }: Props) {
  const { t } = useT();
  const countries = useQuery(countriesQueryOptions());
  const cities = useQuery({
    ...countryCitiesQueryOptions(Number(countryId) || 0),
    enabled: countryId !== '',
  });

  useEffect(() => {
    if (cities.isError) notifyError(translator().t('editor.citiesFailed'));
  }, [cities.isError, cities.errorUpdatedAt]);

  const countryData = [
    { value: '', label: countries.isPending ? t('editor.loadingCountries') : t('common.selectCountry') },
    ...(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const cityData = [
    {
      value: '',
      label:
        countryId === ''
          ? t('editor.selectCountryFirst')
          : cities.isFetching
            ? t('editor.loadingCities')
            : t('editor.selectCity'),
    },
    ...(countryId === ''
      ? []
      : (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))),
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        id="trail-field-countryId"
        label={t('common.country')}
        data={countryData}
        value={countryId}
        onChange={(e) => onCountry(e.currentTarget.value)}
        // With no country the city cannot be chosen: the country is marked (and focused) too.
        error={
          countries.isError ? t('editor.countriesFailed') : cityError && countryId === '' ? true : undefined
        }
      />
      <NativeSelect
        id="trail-field-cityId"
        label={t('common.city')}
        data={cityData}
        value={cityId}
        onChange={(e) => onCity(e.currentTarget.value)}
        disabled={countryId === '' || cities.isPending}
        error={cityError}
        withAsterisk
      />
    </SimpleGrid>
  );
}
