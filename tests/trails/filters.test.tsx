import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTrailFilters } from '@/stores/trail-filters';
import { renderApp } from '../render';
import { countryName, expectedTrails, findFooter, pageIds, shownIds } from './helpers';
import type { User } from '../support';

async function chooseCountries(user: User, ids: number[]) {
  await user.click(screen.getByRole('button', { name: /^Country/ }));
  const group = await screen.findByRole('group', { name: 'Countries' });
  for (const id of ids)
    await user.click(within(group).getByRole('checkbox', { name: countryName(id) }));
  await user.keyboard('{Escape}');
}

/** Waits for the rows of `filter`'s page. */
async function expectRows(filter: Parameters<typeof expectedTrails>[0], page = 1) {
  const all = expectedTrails(filter);
  const ids = pageIds(all, page);
  await findFooter(ids.length, all.length);
  await waitFor(() => expect(shownIds()).toEqual(ids));
}

describe('trail filters', () => {
  /** The list with every filter at its default. */
  async function openList() {
    const view = await renderApp('/trails');
    await expectRows({});
    return view;
  }

  it('shows the newest 12 trails with every filter at its default', async () => {
    await openList();
    expect(screen.getByRole('heading', { name: 'Trail Filters' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trail Name')).toHaveAttribute('placeholder', 'Search by name...');
    expect(screen.getByLabelText('Trail Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('Select options...');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Sort By')).toHaveValue('newest');
    const statusOptions = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(statusOptions.map((o) => o.textContent)).toEqual(['All', 'Active', 'Pending', 'Inactive']);
    const sortOptions = within(screen.getByLabelText('Sort By')).getAllByRole('option');
    expect(sortOptions.map((o) => o.textContent)).toEqual(['Newest First', 'Oldest First']);
  });

  it.each([
    ['Active', 'active'],
    ['Pending', 'pending'],
    ['Inactive', 'deleted'],
  ] as const)('filters by the status %s (%s on the wire)', async (label, status) => {
    const { user, history } = await openList();
    await user.selectOptions(screen.getByLabelText('Status'), label);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ status });
    expect(history.location.search).toContain(`status=${status}`);
  });

  it('filters by name, ignoring case, on Apply', async () => {
    const { user, history } = await openList();
    await user.type(screen.getByLabelText('Trail Name'), 'WADI');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ name: 'wadi' });
    expect(history.location.search).toContain('name=WADI');
  });

  it('Enter in the name field applies the filter', async () => {
    const { user } = await openList();
    await user.type(screen.getByLabelText('Trail Name'), 'wadi{Enter}');
    await expectRows({ name: 'wadi' });
  });

  it('filters by the countries chosen; the button says how many are chosen', async () => {
    const { user } = await openList();
    await chooseCountries(user, [1, 4]);
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ countryIds: [1, 4] });
  });

  it('the country list is chosen from and applied with the keyboard', async () => {
    const { user } = await openList();
    const button = screen.getByRole('button', { name: /^Country/ });
    button.focus();
    await user.keyboard('{Enter}');
    const group = await screen.findByRole('group', { name: 'Countries' });
    const jordan = within(group).getByRole('checkbox', { name: countryName(1) });
    await waitFor(() => expect(group).toContainElement(document.activeElement as HTMLElement));
    jordan.focus();
    await user.keyboard(' ');
    expect(jordan).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Countries' })).not.toBeInTheDocument(),
    );
    expect(button).toHaveTextContent('1 selected');
    screen.getByRole('button', { name: 'Apply' }).focus();
    await user.keyboard('{Enter}');
    await expectRows({ countryIds: [1] });
  });

  it('sorts oldest first', async () => {
    const { user } = await openList();
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Oldest First');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ sortBy: 'oldest' });
  });

  it('combines every filter', async () => {
    const { user } = await openList();
    await user.type(screen.getByLabelText('Trail Name'), 'a');
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Oldest First');
    await chooseCountries(user, [1, 2, 3]);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const filter = {
      name: 'a',
      status: 'active',
      countryIds: [1, 2, 3],
      sortBy: 'oldest',
    } as const;
    expect(expectedTrails(filter).length).toBeGreaterThan(12);
    await expectRows(filter);
    expect(useTrailFilters.getState()).toMatchObject({
      name: 'a',
      statusFilter: 'active',
      countryFilter: [1, 2, 3],
      sortBy: 'oldest',
      page: 1,
    });
  });

  it('the Back button returns to the previous page and filters', async () => {
    const { user, history } = await openList();
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ status: 'pending' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await expectRows({ status: 'pending' }, 2);
    history.back();
    await expectRows({ status: 'pending' }, 1);
    history.back();
    await expectRows({});
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('Apply goes back to page 1', async () => {
    const { user, history } = await openList();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await expectRows({}, 3);
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ status: 'active' });
    expect(history.location.search).not.toContain('page=');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('coming back from an edit page restores the last filters and page', async () => {
    const { user, history } = await openList();
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectRows({ status: 'active' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await expectRows({ status: 'active' }, 3);
    const first = shownIds()[0]!;
    await user.click(screen.getAllByRole('button', { name: /^Actions for/ })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/trail/edit/${first}`));
    // The edit screen has replaced the list.
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Trail Filters' })).not.toBeInTheDocument(),
    );
    // The sidebar link has no filters: the list restores them.
    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await expectRows({ status: 'active' }, 3);
    expect(history.location.search).toContain('status=active');
    expect(history.location.search).toContain('page=3');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
  });

  it('Reset restores the defaults and applies them', async () => {
    const { user, history } = await renderApp(
      '/trails?status=pending&countryIds=%5B1%2C2%2C3%5D&sortBy=oldest&name=a&page=2',
    );
    await expectRows({ status: 'pending', countryIds: [1, 2, 3], sortBy: 'oldest', name: 'a' }, 2);
    expect(screen.getByLabelText('Trail Name')).toHaveValue('a');
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await expectRows({});
    expect(history.location.search).toBe('');
    expect(screen.getByLabelText('Trail Name')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Sort By')).toHaveValue('newest');
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('Select options...');
    expect(useTrailFilters.getState()).toMatchObject({
      name: '',
      statusFilter: '',
      sortBy: '',
      countryFilter: [],
      page: 1,
    });
  });

  it('a link with filters and a page reproduces the same list', async () => {
    const { history } = await renderApp(
      '/trails?status=active&countryIds=%5B1%2C2%5D&sortBy=oldest&page=2',
    );
    await expectRows({ status: 'active', countryIds: [1, 2], sortBy: 'oldest' }, 2);
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Sort By')).toHaveValue('oldest');
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('2 selected');
    expect(history.location.pathname).toBe('/trails');
  });

  it('unreadable search values are ignored instead of failing', async () => {
    await renderApp('/trails?status=bogus&page=abc&sortBy=name');
    await expectRows({});
  });
});
