import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { formatShortDate as shortDate } from '@/i18n/translator';
import { db, seedNow } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import type { User } from '../support';
import { expectedPage, expectRows, findUsersTable, fixClock, rowOf } from './helpers';
import { dialogsClosed } from '../support';

const formatShortDate = (iso: string | null) => shortDate(iso, 'en') ?? 'N/A';

beforeEach(() => {
  fixClock();
});

function field(dialog: HTMLElement, label: string): string {
  const dt = within(dialog).getByText(label, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent ?? '';
}

type ListedUser = ReturnType<typeof expectedPage>['users'][number];

/** Renders the list at `path` and waits for its rows. */
async function openList(path: string) {
  const r = await renderApp(path);
  await findUsersTable();
  const query = Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
  const page = expectedPage(query).users;
  await expectRows(page.map((u) => u.username));
  return { ...r, page };
}

/** Opens the details dialog of a listed user from its row's menu. */
async function showDetails(user: User, target: ListedUser) {
  await user.click(
    within(rowOf(target.name)).getByRole('button', { name: `Actions for ${target.name}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'View details' }));
  return screen.findByRole('dialog', { name: 'User details' });
}

async function openDetails(path: string, pick: (u: ListedUser) => boolean) {
  const r = await openList(path);
  const target = r.page.find(pick);
  if (!target) throw new Error('no matching user');
  const dialog = await showDetails(r.user, target);
  return { ...r, target, dialog };
}

describe('details dialog', () => {
  it('shows every field of SPEC.md, loaded from GET /users/{id}; for a guest, N/A for what it lacks and Guest as the type', async () => {
    // One list page holds both users (chosen by the server's own premium and guest filters): the
    // dialog is closed after the first, and the second's details are a query of their own.
    const { user, page } = await openList('/users?pageSize=50');
    const listed = new Set(page.map((u) => u.id));
    const target = expectedPage({ isPremium: 'true', pageSize: '50' }).users.find(
      (u) => listed.has(u.id) && u.emergencyContactName !== null && u.phoneNumber !== null,
    );
    const guest = expectedPage({ userType: 'guest', pageSize: '50' }).users.find((u) =>
      listed.has(u.id),
    );
    if (!target || !guest) throw new Error('no matching user');
    const dialog = await showDetails(user, target);
    const rec = db.users.get(target.id);
    if (!rec) throw new Error('gone');
    await within(dialog).findByText('Username', { selector: 'dt' });
    expect(field(dialog, 'Name')).toBe(rec.name);
    expect(field(dialog, 'Username')).toBe(rec.username);
    expect(field(dialog, 'Email')).toBe(rec.email);
    expect(field(dialog, 'Phone')).toBe(rec.phoneNumber);
    expect(field(dialog, 'Status')).toBe(rec.status.charAt(0).toUpperCase() + rec.status.slice(1));
    expect(field(dialog, 'Role')).toBe(rec.role === 'admin' ? 'Admin' : 'Hiker');
    expect(field(dialog, 'User type')).toBe('Registered');
    expect(field(dialog, 'Premium status')).toBe('Active');
    expect(field(dialog, 'Premium since')).toBe(formatShortDate(rec.premiumActivatedAt));
    expect(field(dialog, 'Premium expires')).toBe(formatShortDate(rec.premiumExpiresAt));
    expect(field(dialog, 'Emergency contact name')).toBe(rec.emergencyContactName);
    expect(field(dialog, 'Emergency contact number')).toBe(rec.emergencyContactNumber);
    expect(field(dialog, 'Hikes completed')).toBe(String(rec.hikeCount));
    expect(field(dialog, 'Trails saved')).toBe(String(rec.savedTrails));
    expect(field(dialog, 'Km hiked')).toBe(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(rec.totalHikeDistance),
    );
    expect(field(dialog, 'Joined')).toBe(formatShortDate(rec.createdAt));
    expect(Date.parse(rec.premiumExpiresAt ?? '')).toBeGreaterThan(seedNow());

    await user.keyboard('{Escape}');
    await dialogsClosed();
    const guestDialog = await showDetails(user, guest);
    await within(guestDialog).findByText('Username', { selector: 'dt' });
    expect(field(guestDialog, 'Username'), 'guest: Username').toBe(guest.username);
    expect(field(guestDialog, 'User type'), 'guest: User type').toBe('Guest');
    expect(field(guestDialog, 'Phone'), 'guest: Phone').toBe('N/A');
    expect(field(guestDialog, 'Emergency contact name'), 'guest: Emergency contact name').toBe(
      'N/A',
    );
    expect(field(guestDialog, 'Premium status'), 'guest: Premium status').toBe('Not active');
  });

  it('says so when the details fail to load, and Retry loads them', async () => {
    server.use(
      http.get(
        apiUrl('/users/:id'),
        () => HttpResponse.json({ message: 'gone', statusCode: 404 }, { status: 404 }),
        { once: true },
      ),
    );
    const { user, dialog, target } = await openDetails('/users', (u) => u.id !== 1);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user details.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByText('Username', { selector: 'dt' });
    expect(field(dialog, 'Username')).toBe(target.username);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
