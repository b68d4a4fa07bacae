import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reviewKeys } from '@/api/reviews/keys';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { pendingQueue, queryReviewRow, reviewRow } from './helpers';
import { deferred, dialogsClosed, holdTimers, passHoldTime } from '../support';

async function openQueue(n = 3) {
  pendingQueue(n);
  const view = await renderApp('/reviews');
  await waitFor(() => reviewRow(1));
  return view;
}

const button = (id: number, label: string) =>
  within(reviewRow(id)).getByRole('button', { name: `${label} review ${id}` });

/** Holds every PUT of `action` until the gate opens, then answers with `status` (or passes on). */
function hold(action: string, status?: number) {
  const g = deferred();
  server.use(
    http.put(apiUrl(`/trails/review/${action}`), async () => {
      await g.promise;
      if (status === undefined) return undefined; // on to the fake backend's handler
      return HttpResponse.json({ message: 'Nope', statusCode: status }, { status });
    }),
  );
  return g;
}

describe('pending reviews: moderation', () => {
  it('shows the header badges with the counts; asks before rejecting, and cancelling leaves the review alone', async () => {
    // Reading the badges changes nothing, and cancelling sends nothing: one queue serves both.
    const { user } = await openQueue(3);
    const badges = screen.getByRole('group', { name: 'Review counts' });
    expect(badges).toHaveTextContent('Total: 3');
    expect(badges).toHaveTextContent('Pending: 3');
    expect(badges).toHaveTextContent('Active: 0');
    expect(badges).toHaveTextContent('Deleted: 0');

    await user.click(button(1, 'Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Review?' });
    expect(reviewRow(1)).toBeInTheDocument();
    // A reject waits out the Undo's 8 s before it is sent: pass them before reading the db.
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(reviewRow(1)).toBeInTheDocument();
    await passHoldTime();
    expect(db.reviews.get(1)?.status).toBe('pending');
  });

  it('accepts without asking: the review leaves the list at once and becomes active', async () => {
    const g = hold('accept');
    const { user } = await openQueue(3);
    holdTimers();
    await user.click(button(2, 'Accept'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryReviewRow(2)).toBeNull(); // before the server has answered
    expect(screen.getByRole('group', { name: 'Review counts' })).toHaveTextContent('Total: 2');
    // Held for Undo: said at once, sent after 8 s.
    expect(await screen.findByText('Review Accepted')).toBeInTheDocument();
    await passHoldTime();
    g.resolve();
    await waitFor(() => expect(db.reviews.get(2)?.status).toBe('active'));
    expect(queryReviewRow(2)).toBeNull();
  });

  it('puts an accepted review back where it was when the call fails', async () => {
    const g = hold('accept', 409);
    const { user } = await openQueue(3);
    holdTimers();
    await user.click(button(2, 'Accept'));
    expect(queryReviewRow(2)).toBeNull();
    await passHoldTime();
    g.resolve();
    expect(
      await screen.findByText('Failed to accept review. Please try again.'),
    ).toBeInTheDocument();
    const ids = [...document.querySelectorAll('tr[data-review-id]')].map((r) =>
      r.getAttribute('data-review-id'),
    );
    expect(ids).toEqual(['1', '2', '3']);
    expect(db.reviews.get(2)?.status).toBe('pending');
  });

  it('rejects after confirmation: the review leaves at once and becomes deleted', async () => {
    const g = hold('reject');
    const { user } = await openQueue(2);
    await user.click(button(1, 'Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Review?' });
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    expect(await screen.findByText('Review Rejected')).toBeInTheDocument();
    await passHoldTime();
    g.resolve();
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('deleted'));
  });

  it('puts a rejected review back when the call fails', async () => {
    const g = hold('reject', 409);
    const { user } = await openQueue(2);
    await user.click(button(1, 'Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Review?' });
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    await passHoldTime();
    g.resolve();
    expect(
      await screen.findByText('Failed to reject review. Please try again.'),
    ).toBeInTheDocument();
    expect(reviewRow(1)).toBeInTheDocument();
    expect(db.reviews.get(1)?.status).toBe('pending');
  });

  it('two quick actions do not undo each other when the first one settles', async () => {
    const first = deferred();
    const second = deferred();
    server.use(
      http.put(apiUrl('/trails/review/accept'), async ({ request }) => {
        const { reviewId } = (await request.clone().json()) as { reviewId: number };
        await (reviewId === 1 ? first.promise : second.promise);
        return undefined;
      }),
    );
    const { user, queryClient } = await openQueue(3);
    holdTimers();
    await user.click(button(1, 'Accept'));
    await user.click(button(2, 'Accept'));
    expect(queryReviewRow(1)).toBeNull();
    expect(queryReviewRow(2)).toBeNull();
    await passHoldTime();
    first.resolve();
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
    // A refetch now would still see review 2 as pending on the server and bring it back: the
    // first write settling neither refetches the queue nor marks it stale while the second runs.
    const queue = queryClient.getQueryState(reviewKeys.pending());
    expect(queue?.fetchStatus).toBe('idle');
    expect(queue?.isInvalidated).toBe(false);
    expect(queryReviewRow(2)).toBeNull();
    second.resolve();
    await waitFor(() => expect(db.reviews.get(2)?.status).toBe('active'));
    expect(queryReviewRow(1)).toBeNull();
    expect(queryReviewRow(2)).toBeNull();
    expect(reviewRow(3)).toBeInTheDocument();
  });

  it('a failure of one of two quick actions rolls back only that one', async () => {
    const first = deferred();
    server.use(
      http.put(apiUrl('/trails/review/accept'), async ({ request }) => {
        const { reviewId } = (await request.clone().json()) as { reviewId: number };
        if (reviewId !== 1) return undefined;
        await first.promise;
        return HttpResponse.json({ message: 'Nope', statusCode: 409 }, { status: 409 });
      }),
    );
    const { user } = await openQueue(3);
    holdTimers();
    await user.click(button(1, 'Accept'));
    await user.click(button(2, 'Accept'));
    await passHoldTime();
    await waitFor(() => expect(db.reviews.get(2)?.status).toBe('active'));
    first.resolve();
    expect(
      await screen.findByText('Failed to accept review. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reviewRow(1)).toBeInTheDocument());
    expect(queryReviewRow(2)).toBeNull();
  });

  it('shows the load failure with a Retry that loads again', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/trails/reviews/pending'), () =>
        fail ? HttpResponse.json({ message: 'Bad', statusCode: 400 }, { status: 400 }) : undefined,
      ),
    );
    pendingQueue(2);
    const { user } = await renderApp('/reviews');
    expect(
      await screen.findByText('Failed to load pending reviews. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => reviewRow(1));
  });

  it('says when the queue is empty', async () => {
    pendingQueue(0);
    await renderApp('/reviews');
    expect(await screen.findByText('No pending reviews. The queue is clear.')).toBeInTheDocument();
  });
});
