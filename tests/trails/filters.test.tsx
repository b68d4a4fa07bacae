import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTrailFilters } from '@/stores/trail-filters';
import { renderApp } from '../render';
import { countryName, expectedTrails, findFooter, pageIds, shownIds } from './helpers';
import { inCase, type User } from '../support';
import { getControlByLabel } from '../support/label';

async function chooseCountries(user: User, ids: number[]) {
  await user.click(screen.getByRole('button', { name: /^Country/ }));
  const group = await screen.findByRole('group', { name: 'Countries' });
  for (const id of ids)
    await user.click(within(group).getByRole('checkbox', { name: countryName(id) }));
  await user.keyboard('{Escape}');
}

/** Waits for the rows of `filter`'s page; `what`, when given, names the case in a failure. */
async function expectRows(filter: Parameters<typeof expectedTrails>[0], page = 1, what?: string) {
  const all = expectedTrails(filter);
  const ids = pageIds(all, page);
  await findFooter(ids.length, all.length).catch((error: unknown) => {
    throw what && error instanceof Error ? new Error(`${what}: ${error.message}`) : error;
  });
  await waitFor(() => expect(shownIds(), what).toEqual(ids));
}

describe('trail filters', () => {
  // One render of /trails: each former case is a step, named in its failure. Reset (Reset
  // restores the defaults and applies them, below) brings the list back to the default filters
  // between steps, so each starts where a fresh render would; nothing here writes. The edit page
  // is left for last, and the list restored from it is where the test ends.
  it('shows the newest 12 of all trails with default filters; filters by status Active, Pending and Inactive (active, pending, deleted on the wire), by name (case-insensitive) on Apply or Enter, by countries (the button says how many are chosen; the list works from the keyboard), sorts oldest first and combines every filter; Apply goes back to page 1, the Back button returns to the previous filters, and coming back from an edit page restores the last filters and page', async () => {
    const { user, history } = await renderApp('/trails');
    await expectRows({});
    // The rows and the bar: a step starts from the default list with every field at its default.
    const backToDefaults = async () => {
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      await expectRows({}, 1, 'Reset between steps');
      expect(getControlByLabel('Trail Name'), 'Reset between steps').toHaveValue('');
      expect(getControlByLabel('Status'), 'Reset between steps').toHaveValue('');
      expect(getControlByLabel('Sort By'), 'Reset between steps').toHaveValue('newest');
      expect(
        screen.getByRole('button', { name: /^Country/ }),
        'Reset between steps',
      ).toHaveTextContent('Select options...');
    };

    await inCase('default filters', async () => {
      expect(screen.getByRole('heading', { name: 'Trail Filters' })).toBeInTheDocument();
      expect(getControlByLabel('Trail Name')).toHaveAttribute('placeholder', 'Search by name...');
      expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent(
        'Select options...',
      );
      expect(getControlByLabel('Status')).toHaveValue('');
      expect(getControlByLabel('Sort By')).toHaveValue('newest');
      const statusOptions = within(getControlByLabel('Status')).getAllByRole('option');
      expect(statusOptions.map((o) => o.textContent)).toEqual([
        'All',
        'Active',
        'Pending',
        'Inactive',
      ]);
      const sortOptions = within(getControlByLabel('Sort By')).getAllByRole('option');
      expect(sortOptions.map((o) => o.textContent)).toEqual(['Newest First', 'Oldest First']);
    });

    await inCase('status', async () => {
      // A user steps from one status to the next on the same list: each step's rows and URL differ
      // from the step before, so a step that did not apply would fail.
      for (const [label, status] of [
        ['Active', 'active'],
        ['Pending', 'pending'],
        ['Inactive', 'deleted'],
      ] as const) {
        await user.selectOptions(getControlByLabel('Status'), label);
        await user.click(screen.getByRole('button', { name: 'Apply' }));
        await expectRows({ status }, 1, `status ${label}`);
        expect(history.location.search, `status ${label}`).toContain(`status=${status}`);
      }
    });
    await backToDefaults();

    await inCase('name on Apply', async () => {
      await user.type(getControlByLabel('Trail Name'), 'WADI');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await expectRows({ name: 'wadi' });
      expect(history.location.search).toContain('name=WADI');
    });
    await backToDefaults();

    await inCase('Enter in the name field', async () => {
      await user.type(getControlByLabel('Trail Name'), 'wadi{Enter}');
      await expectRows({ name: 'wadi' });
    });
    await backToDefaults();

    await inCase('countries', async () => {
      await chooseCountries(user, [1, 4]);
      expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('2 selected');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await expectRows({ countryIds: [1, 4] });
    });
    await backToDefaults();

    await inCase('the country list from the keyboard', async () => {
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
    await backToDefaults();

    await inCase('oldest first', async () => {
      await user.selectOptions(getControlByLabel('Sort By'), 'Oldest First');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await expectRows({ sortBy: 'oldest' });
    });
    await backToDefaults();

    await inCase('every filter', async () => {
      await user.type(getControlByLabel('Trail Name'), 'a');
      await user.selectOptions(getControlByLabel('Status'), 'Active');
      await user.selectOptions(getControlByLabel('Sort By'), 'Oldest First');
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
    await backToDefaults();

    // The entry before this step's is the default list (Reset's): two steps back lead there.
    await inCase('the Back button', async () => {
      await user.selectOptions(getControlByLabel('Status'), 'Pending');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await expectRows({ status: 'pending' });
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await expectRows({ status: 'pending' }, 2);
      history.back();
      await expectRows({ status: 'pending' }, 1);
      history.back();
      await expectRows({});
      expect(getControlByLabel('Status')).toHaveValue('');
    });

    await inCase('Apply goes back to page 1', async () => {
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      await expectRows({}, 3);
      await user.selectOptions(getControlByLabel('Status'), 'Active');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await expectRows({ status: 'active' });
      expect(history.location.search).not.toContain('page=');
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await backToDefaults();

    await inCase('coming back from an edit page', async () => {
      await user.selectOptions(getControlByLabel('Status'), 'Active');
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
        () =>
          expect(screen.queryByRole('heading', { name: 'Trail Filters' })).not.toBeInTheDocument(),
        {
          timeout: 5000,
        },
      );
      // The sidebar link has no filters: the list restores them.
      await user.click(screen.getByRole('link', { name: 'Trails' }));
      await expectRows({ status: 'active' }, 3);
      expect(history.location.search).toContain('status=active');
      expect(history.location.search).toContain('page=3');
      expect(getControlByLabel('Status')).toHaveValue('active');
    });
  });

  it('Reset restores the defaults and applies them', async () => {
    const { user, history } = await renderApp('/trails?status=pending&sortBy=oldest&name=a&page=2');
    await expectRows({ status: 'pending', sortBy: 'oldest', name: 'a' }, 2);
    expect(getControlByLabel('Trail Name')).toHaveValue('a');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await expectRows({});
    expect(history.location.search).toBe('');
    expect(getControlByLabel('Trail Name')).toHaveValue('');
    expect(getControlByLabel('Status')).toHaveValue('');
    expect(getControlByLabel('Sort By')).toHaveValue('newest');
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
    expect(getControlByLabel('Status')).toHaveValue('active');
    expect(getControlByLabel('Sort By')).toHaveValue('oldest');
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('2 selected');
    expect(history.location.pathname).toBe('/trails');
  });

  it('unreadable search values are ignored instead of failing', async () => {
    await renderApp('/trails?status=bogus&page=abc&sortBy=name');
    await expectRows({});
  });
});
