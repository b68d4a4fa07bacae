import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { formatShortDate as shortDate } from '@/i18n/translator';
import { db, seedNow } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { expectedPage, expectRows, findUsersTable, fixClock, rowOf } from './helpers';

const formatShortDate = (iso: string | null) => shortDate(iso, 'en') ?? 'N/A';

beforeEach(() => {
  fixClock();
});

function field(dialog: HTMLElement, label: string): string {
  const dt = within(dialog).getByText(label, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent ?? '';
}

async function openDetails(path: string, pick: (u: ReturnType<typeof expectedPage>['users'][number]) => boolean) {
  const r = await renderApp(path);
  await findUsersTable();
  const query = Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
  const page = expectedPage(query).users;
  await expectRows(page.map((u) => u.username));
  const target = page.find(pick);
  if (!target) throw new Error('no matching user');
  await r.user.click(within(rowOf(target.name)).getByRole('button', { name: `Actions for ${target.name}` }));
  await r.user.click(await screen.findByRole('menuitem', { name: 'View details' }));
  const dialog = await screen.findByRole('dialog', { name: 'User details' });
  return { ...r, target, dialog };
}

describe('details dialog', () => {
  it('shows every field of SPEC.md, loaded from GET /users/{id}', async () => {
    const { target, dialog } = await openDetails(
      '/users?isPremium=true&pageSize=50',
      (u) => u.emergencyContactName !== null && u.phoneNumber !== null,
    );
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
    expect(field(dialog, 'Km hiked')).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(rec.totalHikeDistance));
    expect(field(dialog, 'Joined')).toBe(formatShortDate(rec.createdAt));
    expect(Date.parse(rec.premiumExpiresAt ?? '')).toBeGreaterThan(seedNow());
  });

  it('shows N/A for what a guest lacks, and Guest as the type', async () => {
    const { dialog } = await openDetails('/users?userType=guest', () => true);
    await within(dialog).findByText('Username', { selector: 'dt' });
    expect(field(dialog, 'User type')).toBe('Guest');
    expect(field(dialog, 'Phone')).toBe('N/A');
    expect(field(dialog, 'Emergency contact name')).toBe('N/A');
    expect(field(dialog, 'Premium status')).toBe('Not active');
  });

  it('says so when the details fail to load, and Retry loads them', async () => {
    server.use(
      http.get(apiUrl('/users/:id'), () => HttpResponse.json({ message: 'gone', statusCode: 404 }, { status: 404 }), { once: true }),
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
