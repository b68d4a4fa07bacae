import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db, updateUser } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { fullText, LANGUAGES, showLanguage, t } from '../text';
import {
  chooseWithMouse,
  expectedPage,
  expectRows,
  findUsersTable,
  fixClock,
  holdTimersAtSeed,
  optionsOf,
  rowChoice,
  rowOf,
  shownChoice,
} from './helpers';
import { captureRequests, deferred, dialogsClosed, passHoldTime } from '../support';

beforeEach(() => fixClock());

const fail = (method: 'patch' | 'delete', path: string, status = 400) =>
  server.use(
    http[method](apiUrl(path), () =>
      HttpResponse.json({ message: 'Refused', statusCode: status }, { status }),
    ),
  );

/**
 * Renders the list at `path` and waits for its rows. The tests open it at ten rows (SPEC's
 * smallest page size): an action on one row works the same beside nine others as beside 19.
 */
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

const STATUS = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
  deleted: 'Deleted',
} as const;
const ROLE = { admin: 'Admin', hiker: 'Hiker' } as const;

/** The PATCHes sent to `path`; the real handler still answers them. */
const recordPatches = (path: string) => captureRequests('PATCH', path);

/** A PATCH held until `release()`, then refused (400) or passed on to the real handler. */
function heldThen(path: string, outcome: 'fail' | 'succeed') {
  const { promise: gate, resolve: release } = deferred();
  server.use(
    http.patch(apiUrl(path), async () => {
      await gate;
      if (outcome === 'succeed') return undefined;
      return HttpResponse.json({ message: 'Refused', statusCode: 400 }, { status: 400 });
    }),
  );
  return () => release();
}

/** Makes a user of the seed an admin or a hiker before the list is opened. */
function setRole(id: number, role: 'admin' | 'hiker') {
  if (!updateUser(db, id, { role })) throw new Error(`no user ${id}`);
}

/** The user the tests act on (not the signed-in admin), on the first page of ten. */
function firstTarget() {
  const target = expectedPage({ pageSize: '10' }).users.find((u) => u.id !== 1);
  if (!target) throw new Error('empty page');
  return target;
}

describe('status and role', () => {
  it('a status change shows at once with Undo, and is sent when its 8 s have passed', async () => {
    const bodies = recordPatches('/users/management/status');
    const { user, target } = await openList('/users?pageSize=10');
    const next = target.status === 'pending' ? 'inactive' : 'pending';
    holdTimersAtSeed();
    await chooseWithMouse(user, 'Status', target.name, STATUS[next]);
    expect(shownChoice('Status', target.name)).toBe(STATUS[next]);
    expect(await screen.findByText(fullText(`${target.name} is now ${STATUS[next]}.`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: Status updated' })).toBeInTheDocument();
    // Held: nothing is sent, the server still has the old status.
    expect(bodies).toHaveLength(0);
    expect(db.users.get(target.id)?.status).toBe(target.status);
    await passHoldTime();
    await waitFor(() => expect(bodies.map((r) => r.body)).toEqual([{ userId: target.id, status: next }]));
    await waitFor(() => expect(db.users.get(target.id)?.status).toBe(next));
    expect(shownChoice('Status', target.name)).toBe(STATUS[next]);
  });

  it('Undo of a change to Deleted puts the status back and sends nothing', async () => {
    const bodies = recordPatches('/users/management/status');
    const { user, target } = await openList('/users?status=active&pageSize=10');
    holdTimersAtSeed();
    await chooseWithMouse(user, 'Status', target.name, STATUS.deleted);
    expect(shownChoice('Status', target.name)).toBe(STATUS.deleted);
    await user.click(await screen.findByRole('button', { name: 'Undo: Status updated' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(shownChoice('Status', target.name)).toBe(STATUS.active);
    await passHoldTime();
    expect(bodies).toHaveLength(0);
    expect(db.users.get(target.id)?.status).toBe('active');
  });

  it('making an admin a hiker is sent at once, without a question', async () => {
    const roleBodies = recordPatches('/users/management/role');
    setRole(firstTarget().id, 'admin');
    const { user, target } = await openList('/users?pageSize=10');
    await chooseWithMouse(user, 'Role', target.name, ROLE.hiker);
    expect(shownChoice('Role', target.name)).toBe(ROLE.hiker);
    expect(await screen.findByText(fullText(`${target.name} is now ${ROLE.hiker}.`))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(roleBodies.map((r) => r.body)).toEqual([{ userId: target.id, role: 'hiker' }]);
    expect(db.users.get(target.id)?.role).toBe('hiker');
  });

  it('offers the four statuses and the two roles, the current ones checked', async () => {
    const { user, target } = await openList('/users?pageSize=10');
    expect(shownChoice('Status', target.name)).toBe(STATUS[target.status]);
    expect(shownChoice('Role', target.name)).toBe(ROLE[target.role]);
    expect(await optionsOf(user, 'Status', target.name)).toEqual({
      labels: ['Active', 'Inactive', 'Pending', 'Deleted'],
      checked: [STATUS[target.status]],
    });
    expect(await optionsOf(user, 'Role', target.name)).toEqual({
      labels: ['Admin', 'Hiker'],
      checked: [ROLE[target.role]],
    });
  });

  it('Escape closes the role menu without a change', async () => {
    const roleBodies = recordPatches('/users/management/role');
    const { user, target } = await openList('/users?pageSize=10');
    rowChoice('Role', target.name).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(roleBodies).toHaveLength(0);
    expect(shownChoice('Role', target.name)).toBe(ROLE[target.role]);
  });

  it('from the keyboard, arrow keys only move the highlight and Enter sends one PATCH', async () => {
    const bodies = recordPatches('/users/management/status');
    const { user, target } = await openList('/users?pageSize=10');
    const order = ['active', 'inactive', 'pending', 'deleted'] as const;
    const next = order[(order.indexOf(target.status) + 2) % order.length] ?? 'active';
    const control = rowChoice('Status', target.name);
    control.focus();
    // Arrow keys on the closed control change nothing (a native select would write per key).
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The menu opens on the current status; two steps down (it wraps around), then Enter.
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitemradio', { name: STATUS[target.status] }),
      ).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: STATUS[next] })).toHaveFocus();
    expect(shownChoice('Status', target.name)).toBe(STATUS[target.status]);
    holdTimersAtSeed();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(fullText(`${target.name} is now ${STATUS[next]}.`)),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(rowChoice('Status', target.name)).toHaveFocus();
    await passHoldTime();
    await waitFor(() => expect(bodies.map((r) => r.body)).toEqual([{ userId: target.id, status: next }]));
    await waitFor(() => expect(db.users.get(target.id)?.status).toBe(next));
  });

  it('a status change that fails when sent puts the status back and says so', async () => {
    const release = heldThen('/users/management/status', 'fail');
    const { user, target } = await openList('/users?pageSize=10');
    const next = target.status === 'deleted' ? 'active' : 'deleted';
    holdTimersAtSeed();
    await chooseWithMouse(user, 'Status', target.name, STATUS[next]);
    expect(shownChoice('Status', target.name)).toBe(STATUS[next]);
    await passHoldTime();
    release();
    expect(await screen.findByText('Failed to update user status.')).toBeInTheDocument();
    await waitFor(() => expect(shownChoice('Status', target.name)).toBe(STATUS[target.status]));
    expect(db.users.get(target.id)?.status).toBe(target.status);
  });

  it('shows the new role before the server answers, and puts it back on failure', async () => {
    const release = heldThen('/users/management/role', 'fail');
    setRole(firstTarget().id, 'admin');
    const { user, target } = await openList('/users?pageSize=10');
    await chooseWithMouse(user, 'Role', target.name, ROLE.hiker);
    await waitFor(() => expect(shownChoice('Role', target.name)).toBe(ROLE.hiker));
    release();
    expect(await screen.findByText('Failed to update user role.')).toBeInTheDocument();
    await waitFor(() => expect(shownChoice('Role', target.name)).toBe(ROLE.admin));
  });

  it('a failed status change keeps a role change to the same user still in flight', async () => {
    const releaseStatus = heldThen('/users/management/status', 'fail');
    const releaseRole = heldThen('/users/management/role', 'succeed');
    setRole(firstTarget().id, 'admin');
    const { user, target } = await openList('/users?pageSize=10');
    const status = target.status === 'deleted' ? 'active' : 'deleted';
    // The status write is made first, so its rollback would once have put back the old role too.
    holdTimersAtSeed();
    await chooseWithMouse(user, 'Status', target.name, STATUS[status]);
    await chooseWithMouse(user, 'Role', target.name, ROLE.hiker);
    await waitFor(() => expect(shownChoice('Role', target.name)).toBe(ROLE.hiker));
    await passHoldTime();
    releaseStatus();
    expect(await screen.findByText('Failed to update user status.')).toBeInTheDocument();
    await waitFor(() => expect(shownChoice('Status', target.name)).toBe(STATUS[target.status]));
    expect(shownChoice('Role', target.name)).toBe(ROLE.hiker);
    releaseRole();
    expect(
      await screen.findByText(fullText(`${target.name} is now ${ROLE.hiker}.`)),
    ).toBeInTheDocument();
    await waitFor(() => expect(db.users.get(target.id)?.role).toBe('hiker'));
    expect(shownChoice('Role', target.name)).toBe(ROLE.hiker);
    expect(shownChoice('Status', target.name)).toBe(STATUS[target.status]);
  });

  it('a failed role change keeps a status change to the same user still held', async () => {
    const releaseRole = heldThen('/users/management/role', 'fail');
    setRole(firstTarget().id, 'admin');
    const { user, target } = await openList('/users?pageSize=10');
    const status = target.status === 'deleted' ? 'active' : 'deleted';
    holdTimersAtSeed();
    await chooseWithMouse(user, 'Role', target.name, ROLE.hiker);
    await chooseWithMouse(user, 'Status', target.name, STATUS[status]);
    await waitFor(() => expect(shownChoice('Status', target.name)).toBe(STATUS[status]));
    releaseRole();
    expect(await screen.findByText('Failed to update user role.')).toBeInTheDocument();
    await waitFor(() => expect(shownChoice('Role', target.name)).toBe(ROLE.admin));
    expect(shownChoice('Status', target.name)).toBe(STATUS[status]);
    await passHoldTime();
    await waitFor(() => expect(db.users.get(target.id)?.status).toBe(status));
    expect(shownChoice('Status', target.name)).toBe(STATUS[status]);
  });
});

describe.each(LANGUAGES)('making a user an admin (%s, %s)', (language) => {
  it('asks first, naming the user: Cancel changes nothing, then confirming sends the role', async () => {
    showLanguage(language);
    const roleBodies = recordPatches('/users/management/role');
    setRole(firstTarget().id, 'hiker');
    const { user, target } = await openList('/users?pageSize=10');
    const admin = t('users.roleAdmin');
    const hiker = t('users.roleHiker');
    await chooseWithMouse(user, 'Role', target.name, admin);
    const title = t('users.makeAdminTitle', { name: target.name });
    let dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(t('users.makeAdminConfirm'));
    // Asked, not yet changed.
    expect(shownChoice('Role', target.name)).toBe(hiker);
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await dialogsClosed();
    expect(roleBodies).toHaveLength(0);
    expect(shownChoice('Role', target.name)).toBe(hiker);
    expect(db.users.get(target.id)?.role).toBe('hiker');

    await chooseWithMouse(user, 'Role', target.name, admin);
    dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: t('users.makeAdmin') }));
    await waitFor(() => expect(roleBodies.map((r) => r.body)).toEqual([{ userId: target.id, role: 'admin' }]));
    await waitFor(() => expect(shownChoice('Role', target.name)).toBe(admin));
    expect(db.users.get(target.id)?.role).toBe('admin');
  });
});

describe('revoke premium', () => {
  it('is not offered to a user without premium', async () => {
    const { user, target } = await openList('/users?isPremium=false&pageSize=10');
    const menu = await openMenu(user, target.name);
    expect(within(menu).getByRole('menuitem', { name: 'View details' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Revoke premium' }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('does nothing when cancelled; asked again, removes premium access', async () => {
    const { user, target } = await openList('/users?isPremium=true&pageSize=10');
    // Cancel first: its check (nothing written) is made before the revoke writes.
    const before = db.users.get(target.id)?.premiumExpiresAt;
    await user.click(
      within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Revoke premium' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await dialogsClosed();
    expect(db.users.get(target.id)?.premiumExpiresAt).toBe(before);

    await user.click(
      within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Revoke premium' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This will immediately remove premium access.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke premium' }));
    expect(
      await screen.findByText(fullText(`${target.name} no longer has premium access.`)),
    ).toBeInTheDocument();
    expect(Date.parse(db.users.get(target.id)?.premiumExpiresAt ?? '')).toBeLessThanOrEqual(
      Date.now(),
    );
  });

  it('says so when revoking fails', async () => {
    const { user, target } = await openList('/users?isPremium=true&pageSize=10');
    fail('patch', `/users/${target.id}/revoke-premium`);
    await user.click(
      within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Revoke premium' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke premium' }),
    );
    expect(await screen.findByText('Failed to revoke premium.')).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('keeps the user when cancelled; asked again, removes the user', async () => {
    const { user, target } = await openList('/users?pageSize=10');
    // Cancel first: its checks (user and row kept) are made before the delete writes.
    await user.click(
      within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Delete user' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await dialogsClosed();
    expect(db.users.has(target.id)).toBe(true);
    expect(rowOf(target.name)).toBeInTheDocument();

    await user.click(
      within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Delete user' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This action cannot be undone!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText(fullText(`${target.name} was deleted.`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`@${target.username}`)).not.toBeInTheDocument());
    expect(db.users.has(target.id)).toBe(false);
  });

  it('says so when deleting fails, and keeps the row', async () => {
    const { user, target } = await openList('/users?pageSize=10');
    fail('delete', `/users/delete-user/${target.id}`, 404);
    await user.click(
      within(await openMenu(user, target.name)).getByRole('menuitem', { name: 'Delete user' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }),
    );
    // A 404: the user is gone as far as the server knows, and the text says why.
    expect(
      await screen.findByText(`Failed to delete user. ${t('errors.changedElsewhere')}`),
    ).toBeInTheDocument();
    expect(rowOf(target.name)).toBeInTheDocument();
  });
});
