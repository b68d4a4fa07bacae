import '@mantine/core/styles/Tabs.css';
import { Button, Group, NativeSelect, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { citiesQueryOptions, countriesQueryOptions } from '@/api/locations/list';
import type { City, Country } from '@/api/locations/schemas';
import { ListFrame } from '@/ui/list-frame';
import { useHighlightedRow } from '@/ui/highlighted-row';
import { useT } from '@/i18n/use-t';
import { useSessionDraft } from '@/lib/session-drafts';
import { useListSearch } from '@/lib/use-list-search';
import { cityColumns, countryColumns } from './location-columns';
import { LOCATION_DIALOG_DRAFT, LocationDialog, type LocationDraft, type LocationTyped } from './location-dialog';
import { useLocationRowActions } from './use-location-row-actions';

const route = getRouteApi('/_app/locations');
const NO_COUNTRIES: Country[] = [];
const NO_CITIES: City[] = [];

/** The URL's filter: the cities tab's country; the tab is the rest of the search. */
const FILTER_KEYS = ['countryId'] as const;

/** Countries and cities in two tabs (SPEC.md §2 Locations). Tab and filter live in the URL. */
export function LocationsScreen() {
  const { t } = useT();
  const search = route.useSearch();
  const { tab, countryId } = search;
  const navigate = route.useNavigate();
  const { setFilters } = useListSearch({ search, navigate, filterKeys: FILTER_KEYS });
  // A dialog open when the session ended opens again, with what was typed in it.
  const typed = useSessionDraft<LocationTyped>(LOCATION_DIALOG_DRAFT);
  const [draft, setDraft] = useState<LocationDraft | null>(typed?.draft ?? null);
  const countries = useQuery(countriesQueryOptions());
  const deleteLocation = useLocationRowActions();
  // Stable, so each panel builds its columns once and DataTable's rows do not render again
  // when the screen does (a dialog opening or closing).
  const editCountry = useCallback((country: Country) => setDraft({ type: 'country', country }), []);
  const deleteCountry = useCallback((c: Country) => void deleteLocation('country', c), [deleteLocation]);
  const editCity = useCallback((city: City) => setDraft({ type: 'city', city }), []);
  const deleteCity = useCallback((c: City) => void deleteLocation('city', c), [deleteLocation]);

  return (
    <Stack gap="md">
      <Title order={2}>{t('locations.title')}</Title>
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({ search: (prev) => ({ ...prev, tab: value === 'cities' ? 'cities' : 'countries' }) })
        }
      >
        <Tabs.List>
          <Tabs.Tab value="countries">{t('locations.countries')}</Tabs.Tab>
          <Tabs.Tab value="cities">{t('locations.cities')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="countries" pt="md">
          {tab === 'countries' && (
            <CountriesPanel
              countries={countries}
              highlight={search.highlight}
              onAdd={() => setDraft({ type: 'country', country: null })}
              onEdit={editCountry}
              onDelete={deleteCountry}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="cities" pt="md">
          {tab === 'cities' && (
            <CitiesPanel
              countries={countries.data ?? []}
              highlight={search.highlight}
              countryId={countryId}
              onCountryChange={(id) => setFilters({ countryId: id })}
              onAdd={() => setDraft({ type: 'city', city: null, defaultCountryId: countryId })}
              onEdit={editCity}
              onDelete={deleteCity}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      <LocationDialog draft={draft} countries={countries.data ?? []} onClose={() => setDraft(null)} typed={typed} />
    </Stack>
  );
}

function CountriesPanel({
  countries,
  highlight,
  onAdd,
  onEdit,
  onDelete,
}: {
  countries: UseQueryResult<Country[]>;
  /** The country a `?highlight=` link points at. */
  highlight: number | undefined;
  onAdd: () => void;
  onEdit: (c: Country) => void;
  onDelete: (c: Country) => void;
}) {
  const tr = useT();
  const { t } = tr;
  const columns = useMemo(() => countryColumns(tr, { onEdit, onDelete }), [tr, onEdit, onDelete]);
  const highlighted = useHighlightedRow(highlight, countries.data ?? NO_COUNTRIES);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('locations.addCountry')}
        </Button>
      </Group>
      <ListFrame
        query={countries}
        errorText={t('locations.countriesError')}
        label={t('locations.countries')}
        columns={columns}
        data={countries.data ?? []}
        getRowId={(c) => String(c.id)}
        rowProps={highlighted}
        emptyText={t('locations.noCountries')}
        minWidth={480}
      />
    </Stack>
  );
}

function CitiesPanel({
  countries,
  highlight,
  countryId,
  onCountryChange,
  onAdd,
  onEdit,
  onDelete,
}: {
  countries: Country[];
  /** The city a `?highlight=` link points at. */
  highlight: number | undefined;
  countryId: number | undefined;
  onCountryChange: (id: number | undefined) => void;
  onAdd: () => void;
  onEdit: (c: City) => void;
  onDelete: (c: City) => void;
}) {
  const tr = useT();
  const { t } = tr;
  const cities = useQuery(citiesQueryOptions(countryId));
  const columns = useMemo(() => cityColumns(tr, { onEdit, onDelete }), [tr, onEdit, onDelete]);
  const highlighted = useHighlightedRow(highlight, cities.data ?? NO_CITIES);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('common.country')}
          value={countryId === undefined ? '' : String(countryId)}
          onChange={(e) => onCountryChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
          data={[{ value: '', label: t('locations.allCountries') }, ...countries.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('locations.addCity')}
        </Button>
      </Group>
      <ListFrame
        query={cities}
        errorText={t('locations.citiesError')}
        label={t('locations.cities')}
        columns={columns}
        data={cities.data ?? []}
        getRowId={(c) => String(c.id)}
        rowProps={highlighted}
        emptyText={t('locations.noCities')}
        minWidth={560}
      />
    </Stack>
  );
}
