import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { fullText } from '../text';
import { dialogsClosed, rowsOf } from '../support';

/** The table once its rows have loaded. */
async function table(name: 'Countries' | 'Cities') {
  const t = await screen.findByRole('table', { name });
  await waitFor(() => expect(t).not.toHaveAttribute('aria-busy'));
  return t;
}
const bodyRows = rowsOf;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const countriesSorted = () => [...db.countries.values()].sort(byName);
const citiesOf = (countryId?: number) =>
  [...db.cities.values()]
    .filter((c) => countryId === undefined || c.countryId === countryId)
    .sort(byName);
const cityWithoutTrails = () => {
  const used = new Set([...db.trails.values()].map((t) => t.cityId));
  return [...db.cities.values()].find((c) => !used.has(c.id));
};
/**
 * A row's Edit or Delete button, looked up among its own row's controls (the row found by the
 * name it shows), not among every row's buttons named over the whole page: the cities tab has
 * a row, and two buttons, for each city of the seed.
 */
function rowButton(t: HTMLElement, name: string, action: 'Edit' | 'Delete') {
  const row = within(t).getByText(name, { exact: true }).closest('tr');
  if (!row) throw new Error(`no row shows ${name}`);
  return within(row).getByRole('button', { name: `${action} ${name}` });
}
const failWith = (
  method: 'post' | 'put' | 'delete' | 'get',
  path: string,
  status: number,
  message?: string,
) =>
  server.use(
    http[method](apiUrl(path), () =>
      message === undefined
        ? new HttpResponse('oops', { status })
        : HttpResponse.json({ message, statusCode: status }, { status }),
    ),
  );

/** A country name of 60 characters. */
const long = `${'Kingdom of the '.repeat(3)}Eternal Summits`;

/** Adds a country of 60 characters, one of 50, and a long city of the long country to the seed. */
function seedLongNames() {
  expect(long).toHaveLength(60);
  const fifty = long.slice(0, 50);
  db.countries.set(500, { id: 500, name: long });
  db.countries.set(501, { id: 501, name: fifty });
  const cityName = `${long.slice(0, 55)} City`;
  db.cities.set(9999, { id: 9999, name: cityName, countryId: 500, lat: 0, lon: 0, altitude: 0 });
  return { fifty, cityName };
}

describe('tabs and long names', () => {
  it('shows the countries tab first, with id and name', async () => {
    await renderApp('/locations');
    const countries = await table('Countries');
    await waitFor(() => expect(bodyRows(countries)).toHaveLength(db.countries.size));
    expect(
      within(countries)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Actions']);
    const first = countriesSorted()[0];
    const cells = within(bodyRows(countries)[0] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(String(first?.id));
    expect(cells[1]).toHaveTextContent(first?.name ?? '');
  });

  it('cuts a country name at 50 characters with the full name as its title, and shows 50 whole', async () => {
    const { fifty } = seedLongNames();
    await renderApp('/locations');
    await table('Countries');
    const shown = await screen.findByTitle(long);
    expect(shown, 'country of 60').toHaveTextContent(`${long.slice(0, 50)}...`);
    expect(shown.textContent, 'country of 60').toHaveLength(53);
    expect(screen.getByRole('button', { name: `Edit ${long}` })).toBeInTheDocument();
    expect(await screen.findByText(fifty), 'country of 50').not.toHaveAttribute('title');
  });

  it('switches to the cities tab, with id, name and country', async () => {
    const { user } = await renderApp('/locations');
    await table('Countries');
    await user.click(screen.getByRole('tab', { name: 'Cities' }));
    const t = await table('Cities');
    await waitFor(() => expect(bodyRows(t)).toHaveLength(db.cities.size));
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Country', 'Actions']);
  });

  it('cuts long city and country names in the cities tab', async () => {
    const { cityName } = seedLongNames();
    await renderApp('/locations?tab=cities');
    await table('Cities');
    expect(await screen.findByTitle(cityName), 'city of 60').toHaveTextContent(
      `${cityName.slice(0, 50)}...`,
    );
    expect(screen.getByTitle(long), 'country of 60 in the cities tab').toHaveTextContent(
      `${long.slice(0, 50)}...`,
    );
  });

  it('filters the cities by country, kept in the address', async () => {
    const { user, history } = await renderApp('/locations?tab=cities');
    const t = await table('Cities');
    await waitFor(() => expect(bodyRows(t)).toHaveLength(db.cities.size));
    const country = countriesSorted()[1];
    if (!country) throw new Error('seed has too few countries');
    await user.selectOptions(screen.getByLabelText('Country'), country.name);
    const want = citiesOf(country.id);
    await waitFor(() =>
      expect(bodyRows(t).map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(
        want.map((c) => c.name),
      ),
    );
    for (const r of bodyRows(t))
      expect(within(r).getAllByRole('cell')[2]).toHaveTextContent(country.name);
    expect(history.location.search).toContain(`countryId=${country.id}`);
  });

  it.each([
    ['/locations', '/trails/locations/countries', 'Failed to load countries', 'Countries'],
    ['/locations?tab=cities', '/trails/locations/cities', 'Failed to load cities', 'Cities'],
  ] as const)(
    '%s says so when its list fails, and Retry loads it',
    async (path, api, text, name) => {
      server.use(
        http.get(
          apiUrl(api),
          () =>
            HttpResponse.json({ message: 'Forbidden resource', statusCode: 403 }, { status: 403 }),
          {
            once: true,
          },
        ),
      );
      const { user } = await renderApp(path);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      const t = await table(name);
      const want = name === 'Countries' ? db.countries.size : db.cities.size;
      await waitFor(() => expect(bodyRows(t)).toHaveLength(want));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});

describe('add and edit', () => {
  async function openCountries() {
    const r = await renderApp('/locations');
    await table('Countries');
    return r;
  }

  it('shows the server message on a duplicate country and keeps the name', async () => {
    const { user } = await openCountries();
    const existing = countriesSorted()[0]?.name.toUpperCase() ?? '';
    await user.click(screen.getByRole('button', { name: 'Add country' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add country' });
    await user.type(within(addDialog).getByLabelText('Name'), existing);
    await user.click(within(addDialog).getByRole('button', { name: 'Create' }));
    expect(await within(addDialog).findByRole('alert')).toHaveTextContent(
      'A country with this name already exists',
    );
    expect(within(addDialog).getByLabelText('Name')).toHaveValue(existing);
    await user.click(within(addDialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
  });

  it('edits a country, Update disabled while the name is empty', async () => {
    const { user } = await openCountries();
    const country = countriesSorted()[0];
    if (!country) throw new Error('no country');
    await user.click(screen.getByRole('button', { name: `Edit ${country.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit country' });
    const input = within(dialog).getByLabelText('Name');
    expect(input).toHaveValue(country.name);
    await user.clear(input);
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(input, 'Renamed Land');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(fullText('"Renamed Land" was updated.'))).toBeInTheDocument();
    expect(db.countries.get(country.id)?.name).toBe('Renamed Land');
    await dialogsClosed();
  });

  it('adds a country, Create disabled while the name is empty or blank', async () => {
    const { user } = await openCountries();
    await user.click(screen.getByRole('button', { name: 'Add country' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add country' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Narnia');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByText(fullText('"Narnia" was created.'))).toBeInTheDocument();
    expect([...db.countries.values()].some((c) => c.name === 'Narnia')).toBe(true);
    expect(await screen.findByRole('cell', { name: 'Narnia' })).toBeInTheDocument();
  });

  it('refuses to rename a city to a duplicate in its country, then takes a new name', async () => {
    const { user } = await renderApp('/locations?tab=cities');
    const t = await table('Cities');
    await waitFor(() => expect(bodyRows(t).length).toBeGreaterThan(1));
    const [a, b] = citiesOf(countriesSorted()[0]?.id);
    if (!a || !b) throw new Error('country has fewer than two cities');
    await user.click(rowButton(t, a.name, 'Edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit city' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue(String(a.countryId));
    const input = within(dialog).getByLabelText('Name');
    await user.clear(input);
    await user.type(input, b.name.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A city with this name already exists in this country',
    );
    await user.clear(input);
    await user.type(input, 'Fresh Name');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(fullText('"Fresh Name" was updated.'))).toBeInTheDocument();
    expect(db.cities.get(a.id)?.name).toBe('Fresh Name');
    await dialogsClosed();
  });

  it('adds a city, which needs a name and a country', async () => {
    const { user } = await renderApp('/locations?tab=cities');
    await table('Cities');
    const country = countriesSorted()[0];
    if (!country) throw new Error('no country');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add city' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.type(within(dialog).getByLabelText('Name'), 'New Town');
    expect(create).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Country'), country.name);
    expect(create).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Name'));
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'New Town');
    await user.click(create);
    expect(await screen.findByText(fullText('"New Town" was created.'))).toBeInTheDocument();
    expect([...db.cities.values()].find((c) => c.name === 'New Town')?.countryId).toBe(
      country.id,
    );
  });

  it.each([
    { change: 'create', method: 'post', open: 'Add country', submit: 'Create', text: 'Failed to create country' },
    { change: 'update', method: 'put', open: 'Edit', submit: 'Update', text: 'Failed to update country' },
  ] as const)(
    'a failed country $change without a server message says "$text"',
    async ({ method, open, submit, text }) => {
      failWith(method, '/trails/locations/countries', 400);
      const { user } = await renderApp('/locations');
      await table('Countries');
      const first = countriesSorted()[0]?.name ?? '';
      await user.click(
        screen.getByRole('button', { name: open === 'Edit' ? `Edit ${first}` : open }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Name'), 'X');
      await user.click(within(dialog).getByRole('button', { name: submit }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    },
  );

  it.each([
    { change: 'create', method: 'post', open: 'Add city', submit: 'Create', text: 'Failed to create city' },
    { change: 'update', method: 'put', open: 'Edit', submit: 'Update', text: 'Failed to update city' },
  ] as const)('a failed city $change says "$text"', async ({ method, open, submit, text }) => {
    failWith(method, '/trails/locations/cities', 400);
    const { user } = await renderApp('/locations?tab=cities');
    const t = await table('Cities');
    await waitFor(() => expect(bodyRows(t).length).toBeGreaterThan(0));
    const first = citiesOf()[0];
    await user.click(
      open === 'Edit'
        ? rowButton(t, first?.name ?? '', 'Edit')
        : screen.getByRole('button', { name: open }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'X');
    if (open !== 'Edit')
      await user.selectOptions(
        within(dialog).getByLabelText('Country'),
        countriesSorted()[0]?.name ?? '',
      );
    await user.click(within(dialog).getByRole('button', { name: submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });
});

describe('delete', () => {
  it('refuses a city used by trails; deletes an unused city after confirmation', async () => {
    // The refusal writes nothing, so after OK the same list deletes another, unused, city.
    const city =
      cityWithoutTrails() ??
      (() => {
        const id = 9999;
        db.cities.set(id, { id, name: 'Empty Town', countryId: 1, lat: 0, lon: 0, altitude: 0 });
        return db.cities.get(id);
      })();
    if (!city) throw new Error('no city');
    const { user } = await renderApp('/locations?tab=cities');
    const t = await table('Cities');
    await waitFor(() => expect(bodyRows(t).length).toBeGreaterThan(0));
    const used = [...db.cities.values()].find((c) =>
      [...db.trails.values()].some((tr) => tr.cityId === c.id),
    );
    if (!used) throw new Error('no used city');
    await user.click(rowButton(t, used.name, 'Delete'));
    const refusal = await screen.findByRole('dialog');
    expect(refusal).toHaveTextContent(/This city is used by \d+ trails?\./);
    expect(refusal).toHaveTextContent('You need to remove the associated trails first.');
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await dialogsClosed();

    await user.click(rowButton(t, city.name, 'Delete'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(fullText(`"${city.name}" was deleted.`))).toBeInTheDocument();
    expect(db.cities.has(city.id)).toBe(false);
    // Its row gone (a text query on each change), then no button to delete it anywhere.
    await waitFor(() =>
      expect(within(t).queryByText(city.name, { exact: true })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: `Delete ${city.name}` })).not.toBeInTheDocument();
  });

  it('refuses a country with cities, with the reason and what to remove; deletes an empty country after confirmation', async () => {
    // The refusal writes nothing, so after OK the same list deletes another, empty, country.
    const country = countriesSorted()[0]; // the seed's first, before Empty Land joins the list
    if (!country) throw new Error('no country');
    db.countries.set(500, { id: 500, name: 'Empty Land' });
    const { user } = await renderApp('/locations');
    await table('Countries');
    await user.click(screen.getByRole('button', { name: `Delete ${country.name}` }));
    const refusal = await screen.findByRole('dialog');
    expect(refusal).toHaveTextContent(`This country has ${citiesOf(country.id).length} cities.`);
    expect(refusal).toHaveTextContent('You need to remove the associated cities first.');
    expect(db.countries.has(country.id)).toBe(true);
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await dialogsClosed();

    await user.click(await screen.findByRole('button', { name: 'Delete Empty Land' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(fullText('"Empty Land" was deleted.'))).toBeInTheDocument();
    expect(db.countries.has(500)).toBe(false);
  });

  it('shows the server message when the delete is refused after the check (409)', async () => {
    db.countries.set(500, { id: 500, name: 'Empty Land' });
    failWith(
      'delete',
      '/trails/locations/countries',
      409,
      'A city was just added to this country.',
    );
    const { user } = await renderApp('/locations');
    await table('Countries');
    await user.click(await screen.findByRole('button', { name: 'Delete Empty Land' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('A city was just added to this country.')).toBeInTheDocument();
  });

  it.each([
    [
      '/locations',
      'country',
      'Empty Land',
      '/trails/locations/countries',
      'Failed to delete country',
    ],
    [
      '/locations?tab=cities',
      'city',
      'Empty Town',
      '/trails/locations/cities',
      'Failed to delete city',
    ],
  ])('%s: a failed delete without a message says so', async (path, _type, name, api, text) => {
    db.countries.set(500, { id: 500, name: 'Empty Land' });
    db.cities.set(9999, {
      id: 9999,
      name: 'Empty Town',
      countryId: 1,
      lat: 0,
      lon: 0,
      altitude: 0,
    });
    failWith('delete', api, 400);
    const { user } = await renderApp(path);
    await user.click(
      await screen.findByRole('button', { name: `Delete ${name}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a failed check says "Failed to delete country"', async () => {
    failWith('get', '/trails/locations/check-deletion', 400);
    const { user } = await renderApp('/locations');
    await table('Countries');
    await user.click(screen.getByRole('button', { name: `Delete ${countriesSorted()[0]?.name}` }));
    expect(await screen.findByText('Failed to delete country')).toBeInTheDocument();
  });
});
