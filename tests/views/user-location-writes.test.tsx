/**
 * User writes and country/city writes show on every screen that shows what they changed, when
 * opened next, including screens opened before the write.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { userKeys } from '@/api/users/keys';
import { apiUrl } from '@/api/config';
import { db, nextId, touch } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { field as editorField, findMessage } from '../trail-editor/helpers';
import {
  chooseWithMouse,
  expectedPage,
  expectRows,
  findUsersTable,
  fixClock,
  holdTimersAtSeed,
  rowOf,
  statValue,
} from '../users/helpers';
import {
  addPendingReview,
  fewerPendingReviews,
  findReviewRow,
  firstPageTrailWithWaypoints,
  go,
  type View,
} from './helpers';
import { deferred, passHoldTime, pasteInto } from '../support';

const detail = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')
    ?.textContent ?? '';

// Ten rows (SPEC's smallest page size) hold a user of each kind these tests change; a bigger
// page only renders more rows.
async function openUsers(path = '/users?pageSize=10') {
  const view = await renderApp(path);
  await findUsersTable();
  const page = expectedPage(
    Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? '')),
  ).users;
  await expectRows(page.map((u) => u.username));
  await waitFor(() => expect(statValue('Total users')).not.toBe(''));
  return { view, page };
}

async function rowMenu(view: View, name: string, item: string) {
  await view.user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  // The item looked for in the menu, not among every element of the page on each change.
  await view.user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: item }));
}

/**
 * Opens the details dialog and reads what it shows from the cache: its own refetch (it loads
 * the user each time it opens) is held until `read` has run.
 */
async function detailsNow(
  view: View,
  user: { id: number; name: string },
  read: (dialog: HTMLElement) => void,
) {
  const { promise: held, resolve: release } = deferred();
  if (view.queryClient.getQueryData(userKeys.detail(user.id)) !== undefined)
    server.use(http.get(apiUrl('/users/:id'), async () => void (await held)));
  await rowMenu(view, user.name, 'View details');
  const dialog = await screen.findByRole('dialog', { name: 'User details' });
  await within(dialog).findByText('Status', { selector: 'dt' });
  read(dialog);
  release();
  await view.user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'User details' })).not.toBeInTheDocument(),
  );
}

/** A user other than the signed-in administrator whose name no other user on the page has. */
const uniquelyNamed = (
  page: Array<{ id: number; name: string }>,
  more: (u: (typeof page)[number]) => boolean = () => true,
) => page.find((u) => u.id !== 1 && more(u) && page.filter((v) => v.name === u.name).length === 1)!;

/** On /trails, the trail list's Country filter offers this country (the filter is closed again). */
async function expectCountryFilterOffers(view: View, country: string) {
  await go(view, '/trails');
  await view.user.click(await screen.findByRole('button', { name: /^Country/ }));
  expect(await screen.findByRole('checkbox', { name: country })).toBeInTheDocument();
  await view.user.keyboard('{Escape}');
}

const count = (label: string) => Number(statValue(label).replace(/,/g, ''));

describe('user writes', () => {
  beforeEach(() => fixClock());

  // The Active count follows status only and the Premium count premium only (mocks/db/queries.ts
  // userStats); the page is sorted by sign-up date, which none of these writes changes.
  it('a user made Inactive: the details dialog, opened before, and the Active statistic show it', async () => {
    const { view, page } = await openUsers();
    const target = uniquelyNamed(page, (u) => page.find((v) => v.id === u.id)?.status === 'active');
    await detailsNow(view, target, (d) => expect(detail(d, 'Status')).toBe('Active'));
    const active = count('Active');

    // Held for Undo: the statistics count the change once it is sent, 8 s later.
    holdTimersAtSeed();
    await chooseWithMouse(view.user, 'Status', target.name, 'Inactive');
    await findMessage(`${target.name} is now Inactive.`);
    await passHoldTime();

    await waitFor(() => expect(count('Active')).toBe(active - 1));
    await detailsNow(view, target, (d) => expect(detail(d, 'Status')).toBe('Inactive'));
  });

  it('a hiker made Admin: the details dialog, opened before, shows the new role', async () => {
    const { view, page } = await openUsers();
    const target = uniquelyNamed(page, (u) => page.find((v) => v.id === u.id)?.role === 'hiker');
    await detailsNow(view, target, (d) => expect(detail(d, 'Role')).toBe('Hiker'));
    await chooseWithMouse(view.user, 'Role', target.name, 'Admin');
    const ask = await screen.findByRole('dialog', { name: `Make ${target.name} an admin?` });
    await view.user.click(within(ask).getByRole('button', { name: 'Make admin' }));
    await findMessage(`${target.name} is now Admin.`);
    await detailsNow(view, target, (d) => expect(detail(d, 'Role')).toBe('Admin'));
  });

  it('revoked premium: the details dialog, opened before, and the Premium statistic show it', async () => {
    const { view, page } = await openUsers();
    const target = uniquelyNamed(
      page,
      (u) => Date.parse(page.find((v) => v.id === u.id)?.premiumExpiresAt ?? '') > Date.now(),
    );
    await detailsNow(view, target, (d) => expect(detail(d, 'Premium status')).toBe('Active'));
    const premium = count('Premium');

    await rowMenu(view, target.name, 'Revoke premium');
    const dialog = await screen.findByRole('dialog', {
      name: `Revoke premium from ${target.name}?`,
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Revoke premium' }));
    await findMessage(`${target.name} no longer has premium access.`);

    await waitFor(() => expect(count('Premium')).toBe(premium - 1));
    await detailsNow(view, target, (d) => expect(detail(d, 'Premium status')).toBe('Not active'));
  });

  it('a deleted user: the statistics count one fewer and the queue, opened before, names a deleted user', async () => {
    const trail = firstPageTrailWithWaypoints();
    const target = uniquelyNamed(expectedPage({ pageSize: '10' }).users);
    // The queue with a few reviews besides this one: a full page of 50 only renders more rows.
    fewerPendingReviews();
    const reviewId = addPendingReview(trail.id, target.id, 'Written by a user about to go');
    const view = await renderApp('/reviews');
    expect(await findReviewRow(reviewId, 'queue')).toHaveTextContent(target.name);

    await go(view, '/users?pageSize=10');
    await findUsersTable();
    await waitFor(() => expect(rowOf(target.name)).toBeInTheDocument());
    await waitFor(() => expect(statValue('Total users')).not.toBe(''));
    const total = count('Total users');
    await rowMenu(view, target.name, 'Delete user');
    const dialog = await screen.findByRole('dialog', { name: `Delete ${target.name}?` });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await findMessage(`${target.name} was deleted.`);
    await waitFor(() => expect(count('Total users')).toBe(total - 1));

    await go(view, '/reviews');
    await waitFor(async () =>
      expect(await findReviewRow(reviewId, 'queue')).toHaveTextContent('Deleted user'),
    );
  });
});

describe('country and city writes', () => {
  const countryOf = (cityId: number) => db.countries.get(db.cities.get(cityId)!.countryId)!;
  const optionNames = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);

  async function openEditor(view: View, id: number) {
    await go(view, `/trail/edit/${id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    // The field is looked up by its label again only when the one found has left the page
    // (not on every change while the editor loads), and once more at the end.
    let city: HTMLElement | undefined;
    await waitFor(() => {
      if (!city?.isConnected) city = editorField('City');
      expect(city).toHaveValue(String(db.trails.get(id)!.cityId));
    });
    expect(editorField('City')).toBe(city);
  }

  async function locationDialog(
    view: View,
    tab: 'countries' | 'cities',
    item: string,
    title: string,
    name: string,
  ) {
    await go(view, `/locations?tab=${tab}`);
    await view.user.click(await screen.findByRole('button', { name: `Edit ${item}` }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const input = within(dialog).getByLabelText('Name');
    // Pasted: these tests are about the screens that show the new name, not its keystrokes.
    await view.user.clear(input);
    await view.user.paste(name);
    await view.user.click(within(dialog).getByRole('button', { name: 'Update' }));
  }

  /**
   * The cities tab, then the editor of a trail, opened before a write to its country or city:
   * both show the names of now.
   */
  async function openBeforeRename() {
    const trail = firstPageTrailWithWaypoints();
    const oldCountry = countryOf(trail.cityId).name;
    const oldCity = db.cities.get(trail.cityId)!.name;
    const view = await renderApp('/locations?tab=cities');
    await screen.findAllByText(oldCountry);
    await openEditor(view, trail.id);
    expect(optionNames(editorField('Country'))).toContain(oldCountry);
    await waitFor(() => expect(optionNames(editorField('City'))).toContain(oldCity));
    return { view, trail, oldCountry, oldCity };
  }

  it('a renamed country: the cities tab, the trail editor and the trail list filter, opened before, show the new name', async () => {
    const { view, trail, oldCountry } = await openBeforeRename();
    await locationDialog(view, 'countries', oldCountry, 'Edit country', 'Renamed Land');
    await findMessage('Country updated');

    await go(view, '/locations?tab=cities');
    await screen.findByRole('table', { name: 'Cities' });
    await waitFor(() => expect(screen.getAllByText('Renamed Land').length).toBeGreaterThan(0));
    expect(screen.queryByText(oldCountry)).not.toBeInTheDocument();
    await openEditor(view, trail.id);
    await waitFor(() => expect(optionNames(editorField('Country'))).toContain('Renamed Land'));
    await expectCountryFilterOffers(view, 'Renamed Land');
  });

  it('a renamed city: the trail editor, opened before, offers the new name', async () => {
    const { view, trail, oldCity } = await openBeforeRename();
    await locationDialog(view, 'cities', oldCity, 'Edit city', 'Renamed Town');
    await findMessage('City updated');

    await openEditor(view, trail.id);
    await waitFor(() => expect(optionNames(editorField('City'))).toContain('Renamed Town'));
  });

  /**
   * A city without trails (Lonelytown) and a country without cities (Emptyland), which the
   * server lets go; the trail list's Country filter, then the editor of a trail, opened before
   * a write, offer them.
   */
  async function openBeforeLocationWrites() {
    const trail = firstPageTrailWithWaypoints();
    const country = countryOf(trail.cityId);
    const cityId = nextId(db.cities);
    db.cities.set(cityId, {
      ...db.cities.get(trail.cityId)!,
      id: cityId,
      name: 'Lonelytown',
      countryId: country.id,
    });
    const countryId = nextId(db.countries);
    db.countries.set(countryId, { id: countryId, name: 'Emptyland' });
    touch(db);
    const view = await renderApp('/trails');
    await view.user.click(await screen.findByRole('button', { name: /^Country/ }));
    await screen.findByRole('checkbox', { name: country.name });
    await screen.findByRole('checkbox', { name: 'Emptyland' });
    await view.user.keyboard('{Escape}');
    await openEditor(view, trail.id);
    expect(optionNames(editorField('City'))).toContain('Lonelytown');
    expect(optionNames(editorField('Country'))).toContain('Emptyland');
    return { view, trail, country };
  }

  it('a new country and a new city: the trail list filter and the editor, opened before, offer them', async () => {
    const { view, trail, country } = await openBeforeLocationWrites();
    await go(view, '/locations?tab=countries');
    await view.user.click(await screen.findByRole('button', { name: 'Add country' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add country' });
    await pasteInto(view.user, within(dialog).getByLabelText('Name'), 'Newland');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await findMessage('Country created');
    await go(view, '/locations?tab=cities');
    await view.user.click(await screen.findByRole('button', { name: 'Add city' }));
    dialog = await screen.findByRole('dialog', { name: 'Add city' });
    await pasteInto(view.user, within(dialog).getByLabelText('Name'), 'Newtown');
    await view.user.selectOptions(within(dialog).getByLabelText('Country'), String(country.id));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await findMessage('City created');

    await openEditor(view, trail.id);
    await waitFor(() => expect(optionNames(editorField('City'))).toContain('Newtown'));
    await waitFor(() => expect(optionNames(editorField('Country'))).toContain('Newland'));
    await expectCountryFilterOffers(view, 'Newland');
  });

  it('a deleted city and a deleted country: the editor and the trail list filter, opened before, no longer offer them', async () => {
    const { view, trail, country } = await openBeforeLocationWrites();
    const remove = async (
      tab: 'cities' | 'countries',
      name: string,
      type: string,
      done: string,
    ) => {
      await go(view, `/locations?tab=${tab}`);
      await view.user.click(
        await screen.findByRole('button', { name: `Delete ${name}` }),
      );
      const dialog = await screen.findByRole('dialog', { name: `Delete ${type} ${name}?` });
      await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await findMessage(done);
    };
    await remove('cities', 'Lonelytown', 'city', 'City deleted');
    await remove('countries', 'Emptyland', 'country', 'Country deleted');

    await openEditor(view, trail.id);
    await waitFor(() => expect(optionNames(editorField('City'))).not.toContain('Lonelytown'));
    await waitFor(() => expect(optionNames(editorField('Country'))).not.toContain('Emptyland'));
    await go(view, '/trails');
    await view.user.click(await screen.findByRole('button', { name: /^Country/ }));
    await screen.findByRole('checkbox', { name: country.name });
    expect(screen.queryByRole('checkbox', { name: 'Emptyland' })).not.toBeInTheDocument();
  });
});
