import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StatsPeriod } from '@/api/users/schemas';
import { apiUrl } from '@/api/config';
import { db, updateUser, userStats } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import {
  expectedPage,
  expectRows,
  findUsersTable,
  fixClock,
  rowChoice,
  rowOf,
  searchOf,
  shownChoice,
  statValue,
  userRows,
} from './helpers';

beforeEach(() => fixClock());

// Most tests open the list at SPEC's smallest page size: ten rows show a filter, the pager or a
// column as twenty would, at half the rendering.
const TEN = { pageSize: '10' } as const;

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);
const usernames = (raw: Record<string, string>) => expectedPage(raw).users.map((u) => u.username);
const pagerNumbers = () =>
  within(screen.getByRole('navigation', { name: 'User pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => Number(b.textContent));

const PERIODS: Array<[StatsPeriod, string]> = [
  ['all', 'All time'],
  ['year', 'Past year'],
  ['month', 'Past month'],
  ['week', 'Past week'],
  ['today', 'Today'],
];

describe('statistics card', () => {
  it('says so when the statistics fail to load, and Retry loads them', async () => {
    server.use(
      http.get(
        apiUrl('/users/stats/overview'),
        () => HttpResponse.json({ message: 'no', statusCode: 403 }, { status: 403 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderApp('/users?name=demo');
    const card = within(
      await screen.findByRole('region', { name: 'User statistics' }),
    );
    expect(await card.findByRole('alert')).toHaveTextContent('Failed to load statistics.');
    await user.click(card.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue('Total users')).toBe(fmt(db.users.size)));
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  // All time is the period loaded on arrival; each period chosen after it is a query of its own,
  // whose loader (no figures) shows until its figures arrive.
  it('counts every user for each period chosen, while the list shows two', async () => {
    const { user } = await renderApp('/users?name=demo&pageSize=10');
    await findUsersTable();
    await expectRows(usernames({ ...TEN, name: 'demo' }));
    expect(userRows()).toHaveLength(2);
    await screen.findByText('Total users', { selector: 'dt' });
    for (const [period, label] of PERIODS) {
      if (period !== 'all') await user.click(screen.getByRole('radio', { name: label }));
      const want = userStats(db, period, Date.now());
      await waitFor(() =>
        expect(statValue('Total users'), `${label}: Total users`).toBe(fmt(want.totalUsers)),
      );
      expect.soft(statValue('Registered'), `${label}: Registered`).toBe(fmt(want.signedUpUsers));
      expect.soft(statValue('Guests'), `${label}: Guests`).toBe(fmt(want.guestUsers));
      expect.soft(statValue('Premium'), `${label}: Premium`).toBe(fmt(want.premiumUsers));
      expect.soft(statValue('Active'), `${label}: Active`).toBe(fmt(want.usersByStatus.active));
      expect
        .soft(statValue('New users'), `${label}: New users`)
        .toBe(fmt(want.recentRegistrations));
      if (period === 'all')
        expect.soft(statValue('Total users'), `${label}: every user`).toBe(fmt(db.users.size));
    }
  });
});

describe('filters and search', () => {
  async function openList() {
    const r = await renderApp('/users?pageSize=10');
    await findUsersTable();
    await expectRows(usernames(TEN));
    return r;
  }

  it.each([
    ['Status', 'pending', { status: 'pending' }],
    ['Status', 'deleted', { status: 'deleted' }],
    ['Role', 'admin', { role: 'admin' }],
    ['Type', 'guest', { userType: 'guest' }],
    ['Type', 'registered', { userType: 'registered' }],
    ['Premium', 'true', { isPremium: 'true' }],
    ['Premium', 'false', { isPremium: 'false' }],
  ] as const)('%s "%s" narrows the list, and its "all" choice brings every user back', async (label, value, raw) => {
    const { user, history } = await openList();
    const select = screen.getByLabelText(label, { selector: 'select' });
    await user.selectOptions(select, value);
    const want = expectedPage({ ...TEN, ...raw });
    await expectRows(want.users.map((u) => u.username));
    expect(
      screen.getByText(`Showing ${want.users.length} of ${want.totalCount} users`),
    ).toBeInTheDocument();
    expect(searchOf(history)).toMatchObject({ ...TEN, ...raw });
    await user.selectOptions(select, '');
    await expectRows(usernames(TEN));
    expect(searchOf(history)).not.toHaveProperty(Object.keys(raw)[0]!);
  });

  it('combines filters with a name, and Reset clears them all', async () => {
    const { user, history } = await openList();
    await user.selectOptions(screen.getByLabelText('Status', { selector: 'select' }), 'active');
    await user.selectOptions(screen.getByLabelText('Type', { selector: 'select' }), 'registered');
    await user.selectOptions(screen.getByLabelText('Premium', { selector: 'select' }), 'true');
    await user.type(screen.getByLabelText('Name'), 'a{Enter}');
    const raw = { status: 'active', userType: 'registered', isPremium: 'true', name: 'a' };
    await expectRows(usernames({ ...TEN, ...raw }));
    // Every user the filters let through (the first twenty, as on the default page) is one.
    for (const u of expectedPage(raw).users) {
      expect(u.status).toBe('active');
      expect(u.email).not.toContain('guest');
    }
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await expectRows(usernames(TEN));
    expect(searchOf(history)).toEqual({ ...TEN, page: '1' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('searches by name with Enter', async () => {
    const { user, history } = await openList();
    await user.type(screen.getByLabelText('Name'), 'omar{Enter}');
    await expectRows(usernames({ ...TEN, name: 'omar' }));
    expect(searchOf(history)).toMatchObject({ ...TEN, name: 'omar', page: '1' });
  });

  it('searches by name with the Search button', async () => {
    const { user } = await openList();
    await user.type(screen.getByLabelText('Name'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectRows(usernames({ ...TEN, name: 'demo' }));
    expect(userRows()).toHaveLength(2);
  });

  it('reads filters, page and page size from the URL', async () => {
    await renderApp('/users?status=active&role=hiker&page=2&pageSize=10');
    await findUsersTable();
    await expectRows(usernames({ status: 'active', role: 'hiker', page: '2', pageSize: '10' }));
    expect(screen.getByLabelText('Status', { selector: 'select' })).toHaveValue('active');
    expect(screen.getByLabelText('Page size')).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the list fails to load, and Retry loads it', async () => {
    server.use(
      http.get(
        apiUrl('/users/enhanced/list'),
        () => HttpResponse.json({ message: 'x', statusCode: 400 }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderApp('/users?pageSize=10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectRows(usernames(TEN));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('page size and pager', () => {
  it('shows the newest 20 users first, with a footer count', async () => {
    await renderApp('/users');
    await findUsersTable();
    const want = expectedPage({});
    await expectRows(want.users.map((u) => u.username));
    expect(screen.getByText(`Showing 20 of ${want.totalCount} users`)).toBeInTheDocument();
  });

  it('on arrival at the first page, Previous is disabled and the pager shows Next and pages 1 to 3', async () => {
    await renderApp('/users?pageSize=10');
    await findUsersTable();
    await waitFor(() => expect(pagerNumbers()).toEqual([1, 2, 3]));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it.each(['10', '50', '100'])('%s users per page, chosen on page 3, go back to page 1', async (size) => {
    const { user, history } = await renderApp('/users?page=3');
    await findUsersTable();
    await expectRows(usernames({ page: '3' }));
    await user.selectOptions(screen.getByLabelText('Page size'), size);
    await expectRows(usernames({ pageSize: size }));
    expect(userRows()).toHaveLength(Number(size));
    expect(searchOf(history)).toMatchObject({ pageSize: size, page: '1' });
    const pages = Math.min(3, expectedPage({ pageSize: size }).totalPages);
    await waitFor(() => expect(pagerNumbers()).toEqual(Array.from({ length: pages }, (_, i) => i + 1)));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows 2 pages each side of a middle page, and moves with Previous and Next', async () => {
    const { user, history } = await renderApp('/users?page=10&pageSize=10');
    await findUsersTable();
    await waitFor(() => expect(pagerNumbers()).toEqual([8, 9, 10, 11, 12]));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pagerNumbers()).toEqual([9, 10, 11, 12, 13]));
    await expectRows(usernames({ ...TEN, page: '11' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    await waitFor(() => expect(searchOf(history)).toMatchObject({ ...TEN, page: '8' }));
    await expectRows(usernames({ ...TEN, page: '8' }));
  });

  it('shows the last pages at the end, Next disabled', async () => {
    const last = expectedPage(TEN).totalPages;
    await renderApp(`/users?page=${last}&pageSize=10`);
    await findUsersTable();
    await waitFor(() => expect(pagerNumbers()).toEqual([last - 2, last - 1, last]));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Page ${last}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a page past the end goes to the last page', async () => {
    const { history } = await renderApp('/users?status=deleted&page=999');
    await findUsersTable();
    const last = expectedPage({ status: 'deleted' }).totalPages;
    await waitFor(() => expect(searchOf(history)).toMatchObject({ page: String(last) }));
  });
});

describe('columns', () => {
  it("shows a premium user's and a guest's cells under the column headers of SPEC.md", async () => {
    const page = expectedPage(TEN).users;
    const premium = page.find(
      (u) => u.premiumExpiresAt && Date.parse(u.premiumExpiresAt) > Date.now() && u.phoneNumber,
    );
    const guest = page.find((u) => u.email.includes('guest'));
    if (!premium || !guest) throw new Error('page lacks a premium user or a guest');
    await renderApp('/users?pageSize=10');
    const table = await findUsersTable();
    await expectRows(page.map((u) => u.username));

    const row = within(rowOf(premium.name));
    expect(row.getByText(`@${premium.username}`)).toBeInTheDocument();
    expect(row.getByText(premium.email)).toBeInTheDocument();
    expect(row.getByText(premium.phoneNumber ?? '')).toBeInTheDocument();
    expect(shownChoice('Status', premium.name)).toBe(
      premium.status.charAt(0).toUpperCase() + premium.status.slice(1),
    );
    expect(shownChoice('Role', premium.name)).toBe(premium.role === 'admin' ? 'Admin' : 'Hiker');
    expect(row.getByText('Registered')).toBeInTheDocument();
    expect(row.getByText('Premium')).toBeInTheDocument();
    expect(
      row.getByText(`${premium.hikeCount} ${premium.hikeCount === 1 ? 'hike' : 'hikes'}`),
    ).toBeInTheDocument();
    expect(
      row.getByText(
        `${premium.savedTrails} saved ${premium.savedTrails === 1 ? 'trail' : 'trails'}`,
      ),
    ).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Actions for ${premium.name}` })).toBeInTheDocument();

    const g = within(rowOf(guest.name));
    expect(g.getByText('Guest')).toBeInTheDocument();
    expect(g.getByText('No phone')).toBeInTheDocument();
    expect(g.getByText('No')).toBeInTheDocument();

    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveStyle({
      width: '150px',
    });
    // The first column is the selection checkbox.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual(['User', 'Contact', 'Status', 'Role', 'Type', 'Premium', 'Activity', 'Actions']);
  });

  it('cuts a name at 50 characters, keeping the whole name as its title and in the row controls', async () => {
    const page = expectedPage(TEN).users;
    const target = page.find((u) => u.id !== 1);
    if (!target) throw new Error('empty page');
    const long = `${'Alexandria '.repeat(5)}Monte`;
    expect(long).toHaveLength(60);
    updateUser(db, target.id, { name: long });
    await renderApp('/users?pageSize=10');
    await findUsersTable();
    await expectRows(page.map((u) => u.username));

    const shown = await screen.findByTitle(long);
    expect(shown).toHaveTextContent(`${long.slice(0, 50)}...`);
    expect(shown.textContent).toHaveLength(53);
    // The controls keep the whole name in their labels.
    expect(rowChoice('Status', long)).toBeInTheDocument();
    expect(
      within(rowOf(long)).getByRole('button', { name: `Actions for ${long}` }),
    ).toBeInTheDocument();
  });
});
