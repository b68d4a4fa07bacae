import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { captureRequests } from '../support';
import {
  chooseCity,
  chooseCountry,
  chosenTags,
  editableTrail,
  field,
  findMessage,
  tagInput,
} from './helpers';

const citiesOf = (countryId: number) =>
  [...db.cities.values()]
    .filter((c) => c.countryId === countryId)
    .map((c) => c.name)
    .sort((a, b) => a.localeCompare(b));
const cityOptions = () =>
  within(field('City'))
    .getAllByRole('option')
    .slice(1)
    .map((o) => o.textContent);

describe('country and city', () => {
  it('changing the country reloads its cities and clears the city', async () => {
    const requested = captureRequests('GET', '/trails/locations/countries/:id/cities');
    const { user } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    const [a, b] = [...db.countries.values()].filter((c) => citiesOf(c.id).length > 0);
    expect(field('City')).toBeDisabled();

    await chooseCountry(user, a!.id);
    const cityA = [...db.cities.values()].find((c) => c.countryId === a!.id)!;
    await chooseCity(user, cityA.id);
    expect(cityOptions()).toEqual(citiesOf(a!.id));
    expect(field('City')).toHaveValue(String(cityA.id));

    await user.selectOptions(field('Country'), String(b!.id));
    expect(field('City')).toHaveValue('');
    await waitFor(() => expect(cityOptions()).toEqual(citiesOf(b!.id)));
    expect(requested.map((r) => r.path)).toEqual([
      `/trails/locations/countries/${a!.id}/cities`,
      `/trails/locations/countries/${b!.id}/cities`,
    ]);
  });

  it('a failed city load says "Failed to fetch cities for selected country."', async () => {
    server.use(
      http.get(apiUrl('/trails/locations/countries/:id/cities'), () =>
        HttpResponse.json({ message: 'gone', statusCode: 404 }, { status: 404 }),
      ),
    );
    const { user } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await chooseCountry(user, [...db.countries.keys()][0]!);
    expect(await findMessage('Failed to fetch cities for selected country.')).toBeInTheDocument();
  });
});

describe('tags', () => {
  /** The editor of a trail with the first `count` tags (by id); answers the tags after them. */
  async function openWithTags(count: number) {
    const trail = editableTrail();
    const all = [...db.tags.values()].sort((x, y) => x.id - y.id);
    trail.tagIds = all.slice(0, count).map((t) => t.id);
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await waitFor(() => expect(chosenTags()).toHaveLength(count));
    return { user, next: all.slice(count) };
  }

  it('adds a tag from the keyboard', async () => {
    const { user, next } = await openWithTags(9);
    const candidate = next[0]!;
    await user.click(tagInput());
    await user.keyboard(candidate.name);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(chosenTags()).toHaveLength(10));
    expect(chosenTags()).toContain(candidate.name);
  });

  it('refuses an eleventh tag with "Maximum Tags Exceeded"', async () => {
    const { user, next } = await openWithTags(10);
    const eleventh = next[0]!;
    // The refusal's message is new: none is on the page before the eleventh pick.
    expect(screen.queryByText('You can select up to 10 tags only.')).not.toBeInTheDocument();
    await user.click(tagInput());
    await user.click(await screen.findByRole('option', { name: eleventh.name }));
    expect(await findMessage('Maximum Tags Exceeded')).toBeInTheDocument();
    expect(screen.getByText('You can select up to 10 tags only.')).toBeInTheDocument();
    expect(chosenTags()).toHaveLength(10);
    expect(chosenTags()).not.toContain(eleventh.name);
  });
});
