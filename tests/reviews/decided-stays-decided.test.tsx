import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HOLD_MS } from '@/api/common/held-writes';
import { reviewKeys } from '@/api/reviews/keys';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { pendingQueue, queryReviewRow, reviewRow } from './helpers';
import { captureRequests, holdTimers, passHoldTime } from '../support';
import { t } from '../text';

const button = (id: number, name: 'reviews.acceptOf' | 'reviews.rejectOf') => within(reviewRow(id)).getByRole('button', { name: t(name, { id }) });
const shownIds = () => [...document.querySelectorAll('tr[data-review-id]')].map((row) => Number(row.getAttribute('data-review-id')));
const cursorId = () => Number(document.querySelector('tr[aria-current="true"]')?.getAttribute('data-review-id'));

/** Records, from now on, every moment the queue shows review `id` or has its cursor on it. */
function watchReview(id: number) {
  const seen = { shown: false, underCursor: false };
  const observer = new MutationObserver(() => {
    if (shownIds().includes(id)) seen.shown = true;
    if (cursorId() === id) seen.underCursor = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

describe('a decided review never comes back to the queue before its request is sent', () => {
  it('Accept A, Reject B within 8 s: A sent, the queue reloads, and B is neither listed nor under the cursor', async () => {
    pendingQueue(4);
    const { user, queryClient } = await renderApp('/reviews');
    await waitFor(() => reviewRow(1));
    const accepts = captureRequests('PUT', '/trails/review/accept');
    const reloads = captureRequests('GET', '/trails/reviews/pending');
    holdTimers();
    await user.click(button(1, 'reviews.acceptOf'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOLD_MS / 2);
    });
    await user.click(button(2, 'reviews.rejectOf'));
    const dialog = await screen.findByRole('dialog', { name: t('reviews.rejectTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('reviews.reject') }));
    await waitFor(() => expect(queryReviewRow(2)).toBeNull());
    const b = watchReview(2);

    // A's 8 s pass: its request is sent; B's reject is still held.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOLD_MS / 2);
    });
    await waitFor(() => expect(accepts).toHaveLength(1));
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
    // The queue reloads while B waits (a refetch from anywhere: another write, a Retry).
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: reviewKeys.pending() });
      // Drawn: the query's notification to the screen waits a timer tick.
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(reloads.length).toBeGreaterThan(0);
    expect(db.reviews.get(2)?.status).toBe('pending'); // the server still lists B
    expect(shownIds()).toEqual([3, 4]);
    expect(cursorId()).toBe(3);

    // B's own 8 s pass: it is sent, and the queue stays without it.
    await passHoldTime();
    await waitFor(() => expect(db.reviews.get(2)?.status).toBe('deleted'));
    expect(shownIds()).toEqual([3, 4]);
    expect(b).toEqual({ shown: false, underCursor: false });
  });
});
