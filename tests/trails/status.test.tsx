import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { changeTrailStatus } from '@/api/trails/status';
import type { TrailStatus } from '@/api/trails/schemas';
import { db } from '../../mocks/db';
import type { TrailRecord } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import { captureRequests, deferred, holdTimers, passHoldTime } from '../support';
import type { User } from '../support';
import { chooseRowAction, expectedTrails, findFooter, rowOf } from './helpers';

/** Opens the Change Status modal of a trail from its row's menu, on the list already shown. */
async function openModalOf(user: User, trail: TrailRecord) {
  await chooseRowAction(user, trail, 'Change Status');
  return screen.findByRole('dialog', { name: 'Change Status' });
}

/** Opens the Change Status modal of the newest trail with the given status. */
async function openModalFor(status: TrailStatus) {
  const view = await renderApp(`/trails?status=${status}`);
  const all = expectedTrails({ status });
  await findFooter(Math.min(12, all.length), all.length);
  const trail = all[0]!;
  const dialog = await openModalOf(view.user, trail);
  return { ...view, trail, dialog };
}

/** Records the trail status calls the panel makes (all are PUTs). */
const spyStatusCalls = () => captureRequests('PUT', '*');

async function expectClosed() {
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument(),
  );
}

describe('Change Status modal', () => {
  it('shows the name, the current status preselected, and what each option does', async () => {
    const { dialog, trail } = await openModalFor('active');
    expect(dialog).toHaveTextContent(trail.name);
    expect(dialog).toHaveTextContent('Current status:');
    expect(within(dialog).getByRole('radio', { name: /Active/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Inactive/ })).not.toBeChecked();
    expect(dialog).toHaveTextContent('Item is live and visible to users.');
    expect(dialog).toHaveTextContent('Item is hidden from users and inactive.');
    expect(dialog).toHaveTextContent('The trail will be set to Active.');
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeEnabled();
  });

  it('No Changes just closes the modal, with no call', async () => {
    const calls = spyStatusCalls();
    const { user, dialog, trail } = await openModalFor('active');
    // A status write waits out the Undo's 8 s before it is sent: pass them before checking
    // that none was sent.
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'No Changes' }));
    await expectClosed();
    await passHoldTime();
    expect(calls).toEqual([]);
    expect(db.trails.get(trail.id)?.status).toBe('active');
  });

  it('a long name is cut at 50 characters, with the full name as its title', async () => {
    const newest = expectedTrails({ status: 'active' })[0]!;
    const long = `${'Very long trail name '.repeat(4)}end`;
    db.trails.set(newest.id, { ...newest, name: long });
    const { dialog } = await openModalFor('active');
    const shown = within(dialog).getByText(`${long.slice(0, 50)}...`);
    expect(shown).toHaveAttribute('title', long);
    expect(dialog).not.toHaveTextContent(long);
  });

  it('Inactive calls deactivate after the 8 s of Undo; the row changes and the message shows at once', async () => {
    const calls = spyStatusCalls();
    const gate = deferred();
    server.use(
      http.put(apiUrl('/trails/deactivate'), async () => {
        await gate.promise;
      }),
    );
    const { user, dialog, trail } = await openModalFor('active');
    await user.click(within(dialog).getByRole('radio', { name: /Inactive/ }));
    expect(dialog).toHaveTextContent('The trail will be set to Inactive.');
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    // Held: the row reads Inactive and the message offers Undo; nothing is sent yet.
    await waitFor(() => expect(within(rowOf(trail.id)).getByText('Inactive')).toBeInTheDocument());
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: Status Updated' })).toBeInTheDocument();
    await expectClosed();
    expect(calls).toEqual([]);
    await passHoldTime();
    await waitFor(() =>
      expect(calls).toMatchObject([{ path: '/trails/deactivate', body: { id: trail.id } }]),
    );
    expect(within(rowOf(trail.id)).getByText('Inactive')).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(db.trails.get(trail.id)?.status).toBe('deleted'));
  });

  it('Active calls activate', async () => {
    const calls = spyStatusCalls();
    const { user, dialog, trail } = await openModalFor('deleted');
    expect(within(dialog).getByRole('radio', { name: /Inactive/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Active/ }));
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    await passHoldTime();
    await waitFor(() => expect(db.trails.get(trail.id)?.status).toBe('active'));
    expect(calls).toMatchObject([{ path: '/trails/activate', body: { id: trail.id } }]);
    expect(db.trails.get(trail.id)?.status).toBe('active');
  });

  it('a pending trail has nothing preselected until a choice is made', async () => {
    const { user, dialog, trail } = await openModalFor('pending');
    expect(dialog).toHaveTextContent('Pending');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Active/ }));
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await expectClosed();
    await passHoldTime();
    await waitFor(() => expect(db.trails.get(trail.id)?.status).toBe('active'));
  });

  it('can be driven from the keyboard alone', async () => {
    const { user, dialog, trail } = await openModalFor('active');
    within(dialog)
      .getByRole('radio', { name: /^Active/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: /Inactive/ })).toBeChecked();
    within(dialog).getByRole('button', { name: 'Update Status' }).focus();
    holdTimers();
    await user.keyboard('{Enter}');
    await expectClosed();
    await passHoldTime();
    await waitFor(() => expect(db.trails.get(trail.id)?.status).toBe('deleted'));
  });

  it('a failure puts the old status back and shows Update Failed', async () => {
    server.use(
      http.put(apiUrl('/trails/deactivate'), () =>
        HttpResponse.json({ message: 'nope', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user, dialog, trail } = await openModalFor('active');
    await user.click(within(dialog).getByRole('radio', { name: /Inactive/ }));
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(within(rowOf(trail.id)).getByText('Inactive')).toBeInTheDocument());
    await passHoldTime();
    const failed = await screen.findByRole('dialog', { name: 'Update Failed' });
    expect(failed).toHaveTextContent('Failed to update trail status. Please try again.');
    expect(within(rowOf(trail.id)).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf(trail.id)).queryByText('Inactive')).not.toBeInTheDocument();
    expect(db.trails.get(trail.id)?.status).toBe('active');
  });
});

describe('changeTrailStatus dispatch', () => {
  it.each([
    ['active', '/trails/activate', (id: number) => ({ id })],
    ['deleted', '/trails/deactivate', (id: number) => ({ id })],
    ['pending', '/trails/{id}/status', () => ({ status: 'pending' })],
  ] as const)('%s goes to %s', async (status, path, body) => {
    await signInAsAdmin();
    const calls = spyStatusCalls();
    const trail = expectedTrails({
      status: status === 'pending' ? 'active' : status === 'active' ? 'pending' : 'active',
    })[0]!;
    const result = await changeTrailStatus(trail.id, status);
    expect(result.status).toBe(status);
    expect(db.trails.get(trail.id)?.status).toBe(status);
    await waitFor(() =>
      expect(calls).toMatchObject([
        { path: path.replace('{id}', String(trail.id)), body: body(trail.id) },
      ]),
    );
  });
});
