import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { anyTrailId, reviewRecord, reviewRow, setReviews } from './helpers';
import { deferred, holdTimers, passHoldTime } from '../support';

function trailWithReviews() {
  const trailId = anyTrailId(2);
  const trail = db.trails.get(trailId);
  if (!trail) throw new Error('seed');
  trail.name = 'Wadi Ghuweir Canyon Loop';
  setReviews([
    reviewRecord({ id: 1, trailId, status: 'pending' }),
    reviewRecord({ id: 2, trailId, status: 'active' }),
    reviewRecord({ id: 3, trailId, status: 'deleted' }),
    reviewRecord({ id: 4, trailId, status: 'active' }),
    reviewRecord({ id: 5, trailId: anyTrailId(3), status: 'pending' }),
  ]);
  return trailId;
}

async function open(trailId: number) {
  const view = await renderApp(`/trail/${trailId}/reviews`);
  await waitFor(() => reviewRow(1));
  return view;
}

const status = (id: number) => within(reviewRow(id)).getByText(/^(Active|Pending|Deleted)$/).textContent;
const button = (id: number, label: string) => within(reviewRow(id)).getByRole('button', { name: `${label} review ${id}` });

/** The transition buttons of a row (not View Full Text or Photos). */
const actions = (id: number) => new RegExp(`^(Accept|Reject|Deactivate|Reactivate) review ${id}$`);

function hold(action: string, status?: number) {
  const g = deferred();
  server.use(
    http.put(apiUrl(`/trails/review/${action}`), async () => {
      await g.promise;
      if (status === undefined) return undefined;
      return HttpResponse.json({ message: 'Nope', statusCode: status }, { status });
    }),
  );
  return g;
}

describe('reviews of one trail', () => {
  it.each(['/trail/abc/reviews', '/trail/0/reviews'])('%s says the id is invalid', async (path) => {
    await renderApp(path);
    expect(await screen.findByText('Invalid trail ID. Please select a valid trail.')).toBeInTheDocument();
  });

  it('names a trail without reviews from its details', async () => {
    const trailId = anyTrailId(2);
    const trail = db.trails.get(trailId);
    if (!trail) throw new Error('seed');
    trail.name = 'Quiet Ridge';
    setReviews([]);
    await renderApp(`/trail/${trailId}/reviews`);
    expect(await screen.findByText('This trail has no reviews yet.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reviews of Quiet Ridge' })).toBeInTheDocument();
  });

  it('names a trail by its id when its details cannot be read either', async () => {
    const trailId = anyTrailId(2);
    setReviews([]);
    server.use(http.get(apiUrl('/trails/details/:id'), () => HttpResponse.json({ message: 'x', statusCode: 400 }, { status: 400 })));
    await renderApp(`/trail/${trailId}/reviews`);
    expect(await screen.findByText('This trail has no reviews yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Reviews of Trail #${trailId}` })).toBeInTheDocument();
  });

  it('accept keeps the review on the page with its new status at once', async () => {
    const trailId = trailWithReviews();
    const g = hold('accept');
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(1, 'Accept'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status(1)).toBe('Active');
    expect(await screen.findByText('Review Accepted')).toBeInTheDocument();
    await passHoldTime();
    g.resolve();
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
    expect(status(1)).toBe('Active');
  });

  it('reject asks, then shows Deleted at once; a failure puts Pending back', async () => {
    const trailId = trailWithReviews();
    const g = hold('reject', 409);
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(1, 'Reject'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reject Review?' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(status(1)).toBe('Deleted'));
    await passHoldTime();
    g.resolve();
    expect(await screen.findByText('Failed to reject review. Please try again.')).toBeInTheDocument();
    expect(status(1)).toBe('Pending');
  });

  it('names the trail and lists its reviews of every status, with no Trail column', async () => {
    await open(trailWithReviews());
    expect(screen.getByRole('heading', { name: 'Reviews of Wadi Ghuweir Canyon Loop' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reviews of Wadi Ghuweir Canyon Loop' });
    expect(within(table).queryByRole('columnheader', { name: 'Trail' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tr[data-review-id]')).toHaveLength(4);
  });

  it('counts the reviews in total and by status', async () => {
    await open(trailWithReviews());
    const badges = screen.getByRole('group', { name: 'Review counts' });
    expect(badges).toHaveTextContent('Total: 4');
    expect(badges).toHaveTextContent('Pending: 1');
    expect(badges).toHaveTextContent('Active: 2');
    expect(badges).toHaveTextContent('Deleted: 1');
  });

  // SPEC.md §4.
  it('offers each status its own transitions', async () => {
    await open(trailWithReviews());
    expect(within(reviewRow(1)).getAllByRole('button', { name: actions(1) }).map((b) => b.textContent)).toEqual(['Accept', 'Reject']);
    expect(within(reviewRow(2)).getAllByRole('button', { name: actions(2) }).map((b) => b.textContent)).toEqual(['Deactivate']);
    expect(within(reviewRow(3)).getAllByRole('button', { name: actions(3) }).map((b) => b.textContent)).toEqual(['Reactivate']);
  });

  it('deactivate asks first, then shows Deleted at once and counts it', async () => {
    const trailId = trailWithReviews();
    const g = hold('deactivate');
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(2, 'Deactivate'));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Review?' });
    expect(status(2)).toBe('Active');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(status(2)).toBe('Deleted'));
    expect(await screen.findByText('Review Deactivated')).toBeInTheDocument();
    await passHoldTime();
    g.resolve();
    await waitFor(() => expect(db.reviews.get(2)?.status).toBe('deleted'));
    expect(screen.getByRole('group', { name: 'Review counts' })).toHaveTextContent('Deleted: 2');
  });

  it('a failed deactivation puts Active back', async () => {
    const trailId = trailWithReviews();
    const g = hold('deactivate', 409);
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(2, 'Deactivate'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate Review?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(status(2)).toBe('Deleted'));
    await passHoldTime();
    g.resolve();
    expect(await screen.findByText('Failed to deactivate review. Please try again.')).toBeInTheDocument();
    expect(status(2)).toBe('Active');
  });

  it('reactivate needs no confirmation and shows Active at once', async () => {
    const trailId = trailWithReviews();
    const g = hold('reactivate');
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(3, 'Reactivate'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status(3)).toBe('Active');
    expect(await screen.findByText('Review Reactivated')).toBeInTheDocument();
    await passHoldTime();
    g.resolve();
    await waitFor(() => expect(db.reviews.get(3)?.status).toBe('active'));
  });

  it('a failed reactivation puts Deleted back', async () => {
    const trailId = trailWithReviews();
    const g = hold('reactivate', 409);
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(3, 'Reactivate'));
    expect(status(3)).toBe('Active');
    await passHoldTime();
    g.resolve();
    expect(await screen.findByText('Failed to reactivate review. Please try again.')).toBeInTheDocument();
    expect(status(3)).toBe('Deleted');
  });

  it('a failed accept puts Pending back', async () => {
    const trailId = trailWithReviews();
    const g = hold('accept', 409);
    const { user } = await open(trailId);
    holdTimers();
    await user.click(button(1, 'Accept'));
    expect(status(1)).toBe('Active');
    await passHoldTime();
    g.resolve();
    expect(await screen.findByText('Failed to accept review. Please try again.')).toBeInTheDocument();
    expect(status(1)).toBe('Pending');
  });

  it('shows the load failure with Retry', async () => {
    const trailId = trailWithReviews();
    let fail = true;
    server.use(
      http.get(apiUrl('/trails/:id/reviews'), () =>
        fail ? HttpResponse.json({ message: 'Bad', statusCode: 400 }, { status: 400 }) : undefined,
      ),
    );
    const { user } = await renderApp(`/trail/${trailId}/reviews`);
    expect(await screen.findByText('Failed to load trail reviews. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => reviewRow(1));
  });
});
