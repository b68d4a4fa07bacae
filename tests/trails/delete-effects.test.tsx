import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db, nextId, touch } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { expectedTrails, findFooter, shownIds } from './helpers';
import { deferred } from '../support';
import { fewerPendingReviews } from '../views/helpers';

type View = Awaited<ReturnType<typeof renderApp>>;

/** Opens the row's menu, chooses Delete and confirms. */
async function deleteRow({ user }: View, id: number) {
  const name = db.trails.get(id)!.name;
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Permanently Delete Trail?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Permanently Delete Trail?' })).not.toBeInTheDocument(),
  );
}

const reviewRowOf = (id: number) => document.querySelector(`tr[data-review-id="${id}"]`);

describe('trail delete: effects beyond the row', () => {
  it('two overlapping deletes each report their own outcome: the first fails, the second succeeds', async () => {
    const { promise: held, resolve: release } = deferred();
    const [a, b] = expectedTrails();
    server.use(
      http.delete(apiUrl('/trails/:id'), async ({ params }) => {
        if (Number(params.id) !== a!.id) return undefined; // B goes on to the fake backend
        await held;
        return HttpResponse.json({ message: 'Cannot delete', statusCode: 400 }, { status: 400 });
      }),
    );
    const view = await renderApp('/trails');
    await findFooter(12, 240);
    expect(shownIds().slice(0, 2)).toEqual([a!.id, b!.id]);

    await deleteRow(view, a!.id); // held on the server
    await deleteRow(view, b!.id);
    expect(await screen.findByText('Trail Deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`ID: ${b!.id}`)).not.toBeInTheDocument());

    release();
    const failed = await screen.findByRole('dialog', { name: 'Deletion Failed' });
    expect(failed).toHaveTextContent('Failed to delete trail. Please try again.');
    await findFooter(12, 239);
    expect(screen.getByText(`ID: ${a!.id}`)).toBeInTheDocument();
    expect(screen.queryByText(`ID: ${b!.id}`)).not.toBeInTheDocument();
    expect(db.trails.has(a!.id)).toBe(true);
    expect(db.trails.has(b!.id)).toBe(false);
  });

  it('after a delete, the pending reviews screen no longer lists the trail’s reviews', async () => {
    const trail = expectedTrails()[0]!;
    fewerPendingReviews(); // the queue: this review's row, not 50
    const userId = [...db.users.keys()][0]!;
    const reviewId = nextId(db.reviews);
    db.reviews.set(reviewId, {
      id: reviewId,
      trailId: trail.id,
      userId,
      status: 'pending',
      rating: 4,
      text: 'Waiting for moderation',
      difficulty: null,
      photos: [],
      createdAt: new Date().toISOString(),
    });
    touch(db);

    // The queue is loaded (and cached) first, in the same session as the delete.
    const view = await renderApp('/reviews');
    await waitFor(() => expect(reviewRowOf(reviewId)).not.toBeNull());

    await view.user.click(screen.getByRole('link', { name: 'Trails' }));
    await findFooter(12, 240);
    await deleteRow(view, trail.id);
    await findFooter(12, 239);

    await view.user.click(screen.getByRole('link', { name: /^Reviews(, |$)/ }));
    await screen.findByRole('heading', { name: 'Pending Reviews' });
    await waitFor(() => expect(reviewRowOf(reviewId)).toBeNull());
    expect(screen.queryByText('Waiting for moderation')).not.toBeInTheDocument();
  });
});
