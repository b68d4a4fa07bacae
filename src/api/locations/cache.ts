import {
  arrayList,
  patchEntitiesWhere,
  patchRow,
  patchRowsWhere,
  removeRow,
} from '../common/cache';
import { defineWrite } from '../common/effects';
import { trailListRows } from '../trails/cache';
import { trailKeys } from '../trails/keys';
import type { Trail } from '../trails/schemas';
import { locationKeys } from './keys';
import type { City, Country } from './schemas';

/**
 * Every cached view each country and city write changes (docs/cache-effects.md): the two
 * tables, the trail list's country filter and the editor's selects, and the trails, whose
 * city carries its name and its country's name.
 */
const countryRows = arrayList<Country>(locationKeys.countries());
const cityRows = arrayList<City>(locationKeys.allCities());
const countryCityRows = arrayList<City>(locationKeys.allCitiesOfCountries());

const cityFields = ({ name, countryId, country }: City) => ({ name, countryId, country });
const inCountry = (id: number) => (t: Pick<Trail, 'city'>) => t.city.countryId === id;
const inCity = (id: number) => (t: Pick<Trail, 'cityId'>) => t.cityId === id;

export const locationWrites = {
  countryCreate: defineWrite<{ name: string }, Country>({
    key: locationKeys.write('country-create'),
    refetched: { Countries: () => locationKeys.countries() },
  }),

  countryUpdate: defineWrite<{ id: number; name: string }, Country>({
    key: locationKeys.write('country-update'),
    answered: {
      Countries: (client, country) => void patchRow(client, countryRows, country.id, { name: country.name }),
      Cities: (client, country) => patchRowsWhere(client, cityRows, (c) => c.countryId === country.id, () => ({ country })),
      'Cities of a country': (client, country) =>
        patchRowsWhere(client, countryCityRows, (c) => c.countryId === country.id, () => ({ country })),
      'Trail list': (client, country) =>
        patchRowsWhere(client, trailListRows, inCountry(country.id), (t) => ({ city: { ...t.city, country } })),
      'Trail details': (client, country) =>
        patchEntitiesWhere<Trail>(client, trailKeys.details(), inCountry(country.id), (t) => ({ city: { ...t.city, country } })),
    },
    refetched: { Countries: () => locationKeys.countries(), Cities: () => locationKeys.allCities() },
  }),

  /** A country with cities cannot be deleted (409), so no city or trail named it. */
  countryDelete: defineWrite<number, unknown>({
    key: locationKeys.write('country-delete'),
    answered: { Countries: (client, _result, id) => void removeRow(client, countryRows, id) },
    removed: { 'Cities of a country': (id) => locationKeys.citiesOfCountry(id) },
    refetched: { Countries: () => locationKeys.countries(), Cities: () => locationKeys.allCities() },
  }),

  cityCreate: defineWrite<{ name: string; countryId: number }, City>({
    key: locationKeys.write('city-create'),
    refetched: {
      Cities: () => locationKeys.allCities(),
      'Cities of a country': ({ countryId }) => locationKeys.citiesOfCountry(countryId),
    },
  }),

  /** A city may be renamed and moved to another country. */
  cityUpdate: defineWrite<{ id: number; name: string; countryId: number }, City>({
    key: locationKeys.write('city-update'),
    answered: {
      Cities: (client, city) => void patchRow(client, cityRows, city.id, cityFields(city)),
      'Cities of a country': (client, city) => void patchRow(client, countryCityRows, city.id, cityFields(city)),
      'Trail list': (client, city) => patchRowsWhere(client, trailListRows, inCity(city.id), () => ({ city })),
      'Trail details': (client, city) => patchEntitiesWhere<Trail>(client, trailKeys.details(), inCity(city.id), () => ({ city })),
    },
    refetched: {
      Cities: () => locationKeys.allCities(),
      // Both the country it left and the one it joined.
      'Cities of a country': () => locationKeys.allCitiesOfCountries(),
      // The country filter decides which page a trail is on.
      'Trail list': () => trailKeys.lists(),
    },
  }),

  /** A city that trails use cannot be deleted (409), so no trail named it. */
  cityDelete: defineWrite<number, unknown>({
    key: locationKeys.write('city-delete'),
    answered: {
      Cities: (client, _result, id) => void removeRow(client, cityRows, id),
      'Cities of a country': (client, _result, id) => void removeRow(client, countryCityRows, id),
    },
    refetched: { Cities: () => locationKeys.allCities(), 'Cities of a country': () => locationKeys.allCitiesOfCountries() },
  }),
};
