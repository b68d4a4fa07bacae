/**
 * The editor is never filled from a stale copy of the trail, and a form the administrator has
 * not touched takes newer server data.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { apiUrl } from '@/api/config';
import { trailKeys } from '@/api/trails/keys';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { expectedTrails, findFooter } from '../trails/helpers';
import { field, fill, findMessage, submitButton } from './helpers';
import { deferred, holdTimers, passHoldTime } from '../support';

const formShown = () => screen.queryByRole('form', { name: 'Edit trail' }) !== null;

/** Holds every GET of the trail's details until `release()`, then lets the fake backend answer. */
function holdDetails(id: number) {
  const { promise: gate, resolve: release } = deferred();
  const held = { requests: 0, release: () => release() };
  server.use(
    http.get(apiUrl(`/trails/details/${id}`), async () => {
      held.requests += 1;
      await gate;
    }),
  );
  return held;
}

const rowMenu = (name: string) => screen.getByRole('button', { name: `Actions for ${name}` });

async function changeStatusFromList(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  name: string,
) {
  await user.click(rowMenu(name));
  await user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
  await user.click(within(dialog).getByRole('radio', { name: /^Active/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
  await findMessage('Status Updated');
}

describe('the editor shows the trail as the server has it', () => {
  it('Change Status on the list, then Edit from the same row menu: the Status field says Active, also after an Update', async () => {
    const all = expectedTrails();
    // A pending trail on the first page (in the demo seed: Akchour Route).
    const trail = all.slice(0, 12).find((t) => t.status === 'pending')!;
    const view = await renderApp('/trails');
    await findFooter(12, all.length);
    // Pointing at Edit in the row menu preloads the trail's details (the router's intent preload).
    await view.user.click(rowMenu(trail.name));
    await view.user.hover(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() =>
      expect(view.queryClient.getQueryData(trailKeys.detail(trail.id))).toBeDefined(),
    );
    await view.user.keyboard('{Escape}');

    holdTimers();
    await changeStatusFromList(view.user, trail.name);
    await passHoldTime(); // held for Undo
    await waitFor(() => expect(db.trails.get(trail.id)?.status).toBe('active'));

    // Whatever the timing of a refetch of the details (held here until released), the form
    // never shows the old status.
    const held = holdDetails(trail.id);
    await view.user.click(rowMenu(trail.name));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() =>
      expect(formShown() || screen.queryByText('Loading trail...') !== null).toBe(true),
    );
    if (formShown()) expect(field('Status')).toHaveValue('active');
    held.release();
    await screen.findByRole('form', { name: 'Edit trail' });
    expect(field('Status')).toHaveValue('active');

    await fill(view.user, 'Description', ' More.');
    await view.user.click(submitButton('Update'));
    await findMessage('Trail Updated');
    expect(field('Status')).toHaveValue('active');
    expect(db.trails.get(trail.id)?.status).toBe('active');
  });

  it('an editor opened before a write elsewhere shows the new value when opened again', async () => {
    const trail = expectedTrails({ status: 'pending' })[0]!;
    const view = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    expect(field('Status')).toHaveValue('pending');

    view.history.push('/trails?status=pending');
    await screen.findByRole('button', { name: `Actions for ${trail.name}` });
    await changeStatusFromList(view.user, trail.name);

    view.history.push(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    expect(field('Status')).toHaveValue('active');
  });

  it('a stale cached copy is not shown: the editor waits for the refetch', async () => {
    const trail = expectedTrails({ status: 'pending' })[0]!;
    const view = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    view.history.push('/trails');
    await screen.findByRole('table', { name: 'Trails' });

    // Changed on the server by someone else; the cached copy is marked stale (as a review
    // moderation or a location rename does).
    db.trails.set(trail.id, { ...db.trails.get(trail.id)!, name: 'Renamed Elsewhere' });
    await view.queryClient.invalidateQueries({ queryKey: trailKeys.detail(trail.id) });

    view.history.push(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    expect(field('Name')).toHaveValue('Renamed Elsewhere');
  });

  it('newer server data reaches the fields not edited; typed values stay', async () => {
    const trail = expectedTrails({ status: 'pending' })[0]!;
    const view = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await fill(view.user, 'Description', ' Typed here.');

    db.trails.set(trail.id, {
      ...db.trails.get(trail.id)!,
      name: 'Renamed Elsewhere',
      status: 'active',
    });
    await view.queryClient.invalidateQueries({ queryKey: trailKeys.detail(trail.id) });

    await waitFor(() => expect(field('Name')).toHaveValue('Renamed Elsewhere'));
    expect(field('Status')).toHaveValue('active');
    expect(field('Description')).toHaveValue(`${trail.description} Typed here.`);
    // The field being typed in is the same input: it keeps the focus.
    expect(field('Description')).toHaveFocus();
  });
});
