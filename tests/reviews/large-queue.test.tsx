import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { holdTimers, passHoldTime } from '../support';
import { pendingQueue, queryReviewRow, reviewRow } from './helpers';

describe('pending queue of 1,000 reviews', () => {
  it('renders one page of 50 rows, counts all 1,000, and keeps moderating', async () => {
    pendingQueue(1000);
    const { user } = await renderApp('/reviews');
    await waitFor(() => reviewRow(1));
    expect(document.querySelectorAll('tr[data-review-id]')).toHaveLength(50);
    expect(screen.getByRole('group', { name: 'Review counts' })).toHaveTextContent('Total: 1,000');
    expect(screen.getByText('Showing 1–50 of 1,000 reviews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();

    holdTimers(); // the accept is held 8 s for Undo, then sent
    await user.keyboard('a');
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    expect(reviewRow(51)).toBeInTheDocument(); // the next one moved up into the page
    expect(document.querySelectorAll('tr[data-review-id]')).toHaveLength(50);
    expect(screen.getByRole('group', { name: 'Review counts' })).toHaveTextContent('Total: 999');
    expect(db.reviews.get(1)?.status).toBe('pending');
    await passHoldTime();
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
  });
});
