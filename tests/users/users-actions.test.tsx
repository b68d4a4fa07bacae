import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/app/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { expectedPage, expectRows, findUsersTable, fixClock, rowOf } from './helpers';

// Mantine's notification store is global: clear it so earlier toasts never queue new ones.
// The machine is shared: give finds more than the default second.
configure({ asyncUtilTimeout: 3000 });


beforeEach(() => fixClock());

const fail = (method: 'patch' | 'delete', path: string, status = 409) =>
  server.use(http[method](apiUrl(path), () => HttpResponse.json({ message: 'Refused', statusCode: status }, { status })));

/** A handler held until `release()`; answers `status`. */
function held(path: string, status: number) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.patch(apiUrl(path), async () => {
      await gate;
      return HttpResponse.json({ message: 'Refused', statusCode: status }, { status });
    }),
  );
  return () => release();
}

async function openList(path: string) {
  const r = await renderApp(path);
  await findUsersTable();
  const query = Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
  const page = expectedPage(query).users;
  await expectRows(page.map((u) => u.username));
  const target = page.find((u) => u.id !== 1);
  if (!target) throw new Error('empty page');
  return { ...r, target, page };
}

async function openMenu(user: Awaited<ReturnType<typeof renderApp>>['user'], name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('status and role', () => {
  it('sets the status from the dropdown at once and says so', async () => {
    const { user, target } = await openList('/users');
    const next = target.status === 'pending' ? 'inactive' : 'pending';
    const select = within(rowOf(target.name)).getByLabelText(`Status of ${target.name}`);
    await user.selectOptions(select, next);
    expect(select).toHaveValue(next);
    expect(await screen.findByText(`${target.name} is now ${next === 'pending' ? 'Pending' : 'Inactive'}.`)).toBeInTheDocument();
    expect(db.users.get(target.id)?.status).toBe(next);
  });

  it.each(['active', 'deleted', 'inactive', 'pending'] as const)('offers %s in the status dropdown', async (status) => {
    const { target } = await openList('/users');
    const select = within(rowOf(target.name)).getByLabelText(`Status of ${target.name}`);
    expect(within(select).getByRole('option', { name: status.charAt(0).toUpperCase() + status.slice(1) })).toHaveValue(status);
  });

  it('shows the new status before the server answers, and puts it back on failure', async () => {
    const release = held('/users/management/status', 409);
    const { user, target } = await openList('/users');
    const next = target.status === 'deleted' ? 'active' : 'deleted';
    const select = () => within(rowOf(target.name)).getByLabelText(`Status of ${target.name}`);
    await user.selectOptions(select(), next);
    await waitFor(() => expect(select()).toHaveValue(next));
    release();
    expect(await screen.findByText('Failed to update user status.')).toBeInTheDocument();
    await waitFor(() => expect(select()).toHaveValue(target.status));
    expect(db.users.get(target.id)?.status).toBe(target.status);
  });

  it('sets the role to admin or hiker', async () => {
    const { user, target } = await openList('/users');
    const next = target.role === 'admin' ? 'hiker' : 'admin';
    const select = within(rowOf(target.name)).getByLabelText(`Role of ${target.name}`);
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['admin', 'hiker']);
    await user.selectOptions(select, next);
    expect(select).toHaveValue(next);
    expect(await screen.findByText(`${target.name} is now ${next === 'admin' ? 'Admin' : 'Hiker'}.`)).toBeInTheDocument();
    expect(db.users.get(target.id)?.role).toBe(next);
  });

  it('shows the new role before the server answers, and puts it back on failure', async () => {
    const release = held('/users/management/role', 409);
    const { user, target } = await openList('/users');
    const next = target.role === 'admin' ? 'hiker' : 'admin';
    const select = () => within(rowOf(target.name)).getByLabelText(`Role of ${target.name}`);
    await user.selectOptions(select(), next);
    await waitFor(() => expect(select()).toHaveValue(next));
    release();
    expect(await screen.findByText('Failed to update user role.')).toBeInTheDocument();
    await waitFor(() => expect(select()).toHaveValue(target.role));
  });
});

describe('revoke premium', () => {
  it('asks first, then removes premium access', async () => {
    const { user, target } = await openList('/users?isPremium=true');
    await user.click(within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Revoke premium' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This will immediately remove premium access.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke premium' }));
    expect(await screen.findByText(`${target.name} no longer has premium access.`)).toBeInTheDocument();
    expect(Date.parse(db.users.get(target.id)?.premiumExpiresAt ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('does nothing when cancelled', async () => {
    const { user, target } = await openList('/users?isPremium=true');
    const before = db.users.get(target.id)?.premiumExpiresAt;
    await user.click(within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Revoke premium' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.users.get(target.id)?.premiumExpiresAt).toBe(before);
  });

  it('says so when revoking fails', async () => {
    const { user, target } = await openList('/users?isPremium=true');
    fail('patch', `/users/${target.id}/revoke-premium`);
    await user.click(within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Revoke premium' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke premium' }));
    expect(await screen.findByText('Failed to revoke premium.')).toBeInTheDocument();
  });

  it('is not offered to a user without premium', async () => {
    const { user, target } = await openList('/users?isPremium=false');
    const menu = await openMenu(user, target.name);
    expect(within(menu).getByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Revoke premium' })).not.toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks first, then removes the user', async () => {
    const { user, target } = await openList('/users');
    await user.click(within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This action cannot be undone!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText(`${target.name} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`@${target.username}`)).not.toBeInTheDocument());
    expect(db.users.has(target.id)).toBe(false);
  });

  it('keeps the user when cancelled', async () => {
    const { user, target } = await openList('/users');
    await user.click(within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.users.has(target.id)).toBe(true);
    expect(rowOf(target.name)).toBeInTheDocument();
  });

  it('says so when deleting fails, and keeps the row', async () => {
    const { user, target } = await openList('/users');
    fail('delete', `/users/delete-user/${target.id}`, 404);
    await user.click(within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Failed to delete user.')).toBeInTheDocument();
    expect(rowOf(target.name)).toBeInTheDocument();
  });
});
