import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db, touch } from '../../mocks/db';
import type { TrailRecord } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import type { User } from '../support';
import { chooseRowAction, expectedTrails, findFooter, pageIds, shownIds } from './helpers';

/** Opens the delete confirmation of a trail from its row's menu, on the list already shown. */
async function openDeleteOf(user: User, trail: TrailRecord) {
  await chooseRowAction(user, trail, 'Delete');
  return screen.findByRole('dialog', { name: 'Permanently Delete Trail?' });
}

async function askToDelete(path = '/trails', total = 240, rows = 12) {
  const view = await renderApp(path);
  await findFooter(rows, total);
  const trail = db.trails.get(shownIds()[0]!)!;
  const dialog = await openDeleteOf(view.user, trail);
  return { ...view, trail, dialog };
}

describe('delete a trail', () => {
  it('asks with the warning of SPEC.md; Cancel keeps the trail, and so does Escape on the next ask', async () => {
    // Neither way out writes anything, so the second ask starts where a fresh list would.
    const { user, dialog, trail } = await askToDelete();
    expect(dialog).toHaveTextContent(
      'ALL trail data including photos, waypoints and reviews will be deleted. This CANNOT be undone!',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, delete it!' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog'), 'Cancel closes').not.toBeInTheDocument(),
    );
    expect(db.trails.has(trail.id), 'Cancel keeps the trail').toBe(true);
    expect(screen.getByText(`ID: ${trail.id}`)).toBeInTheDocument();

    await openDeleteOf(user, trail);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog'), 'Escape closes').not.toBeInTheDocument(),
    );
    expect(db.trails.has(trail.id), 'Escape keeps the trail').toBe(true);
  });

  it('Yes, delete it! removes the trail with its waypoints and reviews; the row, count and pager follow', async () => {
    const { user, dialog, trail } = await askToDelete();
    const hadWaypoints = [...db.waypoints.values()].some((w) => w.trailId === trail.id);
    const hadReviews = [...db.reviews.values()].some((r) => r.trailId === trail.id);
    expect(hadWaypoints || hadReviews).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Trail Deleted!')).toBeInTheDocument();
    expect(
      screen.getByText('Trail and all related data deleted successfully!'),
    ).toBeInTheDocument();
    await findFooter(12, 239);
    expect(screen.queryByText(`ID: ${trail.id}`)).not.toBeInTheDocument();
    expect(shownIds()).toEqual(pageIds(expectedTrails(), 1));
    expect(db.trails.has(trail.id)).toBe(false);
    expect([...db.waypoints.values()].some((w) => w.trailId === trail.id)).toBe(false);
    expect([...db.reviews.values()].some((r) => r.trailId === trail.id)).toBe(false);
  });

  it('deleting the only row of the last page moves to the page before', async () => {
    // 229 trails: the 20th page holds one row.
    for (const t of expectedTrails().slice(0, 11)) db.trails.delete(t.id);
    touch(db);
    const { user, dialog, history } = await askToDelete('/trails?page=20', 229, 1);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(history.location.search).toContain('page=19'));
    await findFooter(12, 228);
    expect(screen.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
  });

  it('a failure shows Deletion Failed and keeps the row', async () => {
    server.use(
      http.delete(apiUrl('/trails/:id'), () =>
        HttpResponse.json({ message: 'locked', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user, dialog, trail } = await askToDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    const failed = await screen.findByRole('dialog', { name: 'Deletion Failed' });
    expect(failed).toHaveTextContent('Failed to delete trail. Please try again.');
    expect(screen.getByText(`ID: ${trail.id}`)).toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 240 trails')).toBeInTheDocument();
    expect(db.trails.has(trail.id)).toBe(true);
  });
});
