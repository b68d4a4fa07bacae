/**
 * Every trail write shows on every screen that shows the trail, when opened next, including
 * screens opened (and cached) before the write (docs/cache-effects.md).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, toTrail } from '../../mocks/db';
import { holdTimers, passHoldTime } from '../support';
import { renderApp } from '../render';
import { kmlFile } from '../trail-editor/files';
import { field, fill, findMessage, submitButton, uploadKml } from '../trail-editor/helpers';
import { onlyTags } from '../tags/helpers';
import { expectedTrails } from '../trails/helpers';
import { addPendingReview, fewerPendingReviews, findReviewRow, findTrailRow, firstPageTrailWithWaypoints, go, type View } from './helpers';

async function openEditor(view: View, id: number) {
  await go(view, `/trail/edit/${id}`);
  await screen.findByRole('form', { name: 'Edit trail' });
}

async function confirmDialog(view: View, title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await view.user.click(within(dialog).getByRole('button', { name: button }));
}

describe('trail writes, seen from the other screens', () => {
  it('update: the list, the waypoints page, the trail reviews page and the queue show the new name', async () => {
    const trail = firstPageTrailWithWaypoints();
    fewerPendingReviews(); // the queue: this review's row, not 50
    const reviewId = addPendingReview(trail.id);
    const view = await renderApp('/trails');
    await findTrailRow(trail.id);
    await go(view, `/waypoints/${trail.id}`);
    await screen.findByRole('heading', { name: `Waypoints of ${trail.name}` });
    await go(view, `/trail/${trail.id}/reviews`);
    await screen.findByRole('heading', { name: `Reviews of ${trail.name}` });
    await go(view, '/reviews');
    await findReviewRow(reviewId, 'queue');

    await openEditor(view, trail.id);
    await view.user.clear(field('Name'));
    await fill(view.user, 'Name', 'Renamed Everywhere');
    await view.user.click(submitButton('Update'));
    await findMessage('Trail Updated');

    await go(view, '/trails');
    expect(within(await findTrailRow(trail.id)).getByText('Renamed Everywhere')).toBeInTheDocument();
    await go(view, `/waypoints/${trail.id}`);
    expect(await screen.findByRole('heading', { name: 'Waypoints of Renamed Everywhere' })).toBeInTheDocument();
    await go(view, `/trail/${trail.id}/reviews`);
    expect(await screen.findByRole('heading', { name: 'Reviews of Renamed Everywhere' })).toBeInTheDocument();
    await go(view, '/reviews');
    const row = await findReviewRow(reviewId, 'queue');
    await waitFor(() => expect(within(row).getByRole('link', { name: /^Renamed Ever/ })).toHaveAttribute('title', 'Renamed Everywhere'));
  });

  it('status: a list filtered by the new status, cached before, shows the trail', async () => {
    const all = expectedTrails();
    const trail = all.slice(0, 12).find((t) => t.status === 'pending')!;
    const view = await renderApp('/trails?status=active');
    await screen.findByText(/^Showing \d+ of \d+ trails$/);
    expect(screen.queryByText(`ID: ${trail.id}`)).not.toBeInTheDocument();
    await go(view, '/trails');
    const row = await findTrailRow(trail.id);
    await view.user.click(within(row).getByRole('button', { name: `Actions for ${trail.name}` }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await view.user.click(within(dialog).getByRole('radio', { name: /^Active/ }));
    holdTimers();
    await view.user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await findMessage('Status Updated');

    // A new filter on the same screen keeps the write held; once it is sent, the list is refetched.
    await go(view, '/trails?status=active');
    await passHoldTime();
    expect(await findTrailRow(trail.id)).toBeInTheDocument();
  });

  it('delete: its waypoints and reviews pages, opened before, say it is not found; tag counts drop', async () => {
    const trail = firstPageTrailWithWaypoints();
    const tag = db.tags.get(trail.tagIds[0]!)!;
    onlyTags([tag.id]); // /tags: this tag's row, not 40
    const uses = () => [...db.trails.values()].filter((t) => t.tagIds.includes(tag.id)).length;
    const before = uses();
    const view = await renderApp('/tags');
    // Found by its name's text in the table: a whole-page 'cell' query named every cell of the
    // 40 rows on each try of the waitFor below.
    const tagRow = () => within(screen.getByRole('table', { name: 'Tags' })).getByText(tag.name).closest('tr') as HTMLElement;
    await waitFor(() => expect(tagRow()).toHaveTextContent(`${before} trail`));
    await go(view, `/waypoints/${trail.id}`);
    await screen.findByRole('heading', { name: `Waypoints of ${trail.name}` });
    await go(view, `/trail/${trail.id}/reviews`);
    await screen.findByRole('heading', { name: `Reviews of ${trail.name}` });

    await go(view, '/trails');
    const row = await findTrailRow(trail.id);
    await view.user.click(within(row).getByRole('button', { name: `Actions for ${trail.name}` }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await confirmDialog(view, 'Permanently Delete Trail?', 'Yes, delete it!');
    await findMessage('Trail Deleted!');

    for (const path of [`/waypoints/${trail.id}`, `/trail/${trail.id}/reviews`]) {
      await go(view, path);
      expect(await screen.findByText('Trail not found')).toBeInTheDocument();
    }
    await go(view, '/tags');
    await waitFor(() => expect(tagRow()).toHaveTextContent(`${before - 1} trail`));
  });

  it('photo delete: the list, opened before, counts one photo fewer', async () => {
    const trail = expectedTrails().slice(0, 12).find((t) => t.photos.length >= 2)!;
    const count = trail.photos.length;
    const view = await renderApp('/trails');
    const photos = async () => within(await findTrailRow(trail.id)).getAllByText(/^\d+$/).at(-1)?.textContent;
    expect(await photos(), 'photos before').toBe(String(count));

    await openEditor(view, trail.id);
    await view.user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await confirmDialog(view, 'Delete Photo?', 'Delete');
    await findMessage('Photo Deleted');

    await go(view, '/trails');
    await waitFor(async () => expect(await photos()).toBe(String(count - 1)));
  });

  it('path update: the list, opened before, shows the new distance', async () => {
    const trail = expectedTrails().slice(0, 12).find((t) => t.trailPath)!;
    const before = trail.distance;
    const view = await renderApp('/trails');
    /** The row's Distance (km) cell. */
    const distanceCell = async () => {
      const row = await findTrailRow(trail.id);
      const headers = within(row.closest('table')!).getAllByRole('columnheader').map((h) => h.textContent);
      return row.querySelectorAll('td')[headers.indexOf('Distance (km)')]!;
    };
    expect(await distanceCell(), 'distance before').toHaveTextContent(before.toFixed(1));

    await openEditor(view, trail.id);
    await uploadKml(view.user, kmlFile(120, 'longer.kml'));
    await view.user.click(submitButton('Update'));
    await findMessage('Path Updated');
    const distance = toTrail(db, db.trails.get(trail.id)!).distance;
    expect(distance.toFixed(1)).not.toBe(before.toFixed(1));

    await go(view, '/trails');
    await waitFor(async () => expect(await distanceCell()).toHaveTextContent(distance.toFixed(1)));
  });
});
