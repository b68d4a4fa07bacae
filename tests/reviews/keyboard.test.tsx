import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { pendingQueue, queryReviewRow, reviewRow } from './helpers';
import { dialogsClosed, holdTimers, passHoldTime } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

const selectedId = () => document.querySelector('tr[aria-current="true"]')?.getAttribute('data-review-id');

async function openQueue(n: number) {
  pendingQueue(n, (i) => ({ text: `Text of review ${i + 1}` }));
  const view = await renderApp('/reviews');
  await waitFor(() => reviewRow(1));
  return view;
}

describe('pending reviews: keyboard moderation', () => {
  it('shows the keys on screen', async () => {
    await openQueue(3);
    const legend = screen.getByRole('note', { name: 'Keyboard shortcuts' });
    for (const text of ['next', 'previous', 'accept', 'reject', 'view full text']) {
      expect(legend).toHaveTextContent(text);
    }
  });

  it('keys typed in a field neither move the cursor nor moderate', async () => {
    const { user } = await openQueue(3);
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'scratch');
    document.body.append(input);
    // An accept waits out the Undo's 8 s before it is sent: pass them before reading the db.
    holdTimers();
    await user.click(input);
    await user.keyboard('ja');
    expect(selectedId()).toBe('1');
    await passHoldTime();
    const statuses = [1, 2, 3].map((id) => db.reviews.get(id)?.status);
    expect(statuses).toEqual(['pending', 'pending', 'pending']);
    input.remove();
  });

  it('j/k and the arrow keys move the cursor, and stop at either end of the list', async () => {
    const { user } = await openQueue(3);
    expect(selectedId()).toBe('1');
    await user.keyboard('j');
    expect(selectedId()).toBe('2');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedId()).toBe('3'); // stops at the last
    await user.keyboard('k');
    expect(selectedId()).toBe('2');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selectedId()).toBe('1');
    expect(screen.getByText(/^Selected review 1 by .+, 1 of 3$/)).toBeInTheDocument();
  });

  it('v and Enter open the full text of the selected review', async () => {
    const { user } = await openQueue(3);
    await user.keyboard('j');
    await user.keyboard('v');
    let dialog = await screen.findByRole('dialog', { name: 'Full Review Text' });
    expect(within(dialog).getByText('Text of review 2')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogsClosed();
    await user.keyboard('k');
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Full Review Text' });
    expect(within(dialog).getByText('Text of review 1')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it('clicking a row moves the cursor there', async () => {
    const { user } = await openQueue(3);
    await user.click(within(reviewRow(3)).getByText('Text of review 3'));
    expect(selectedId()).toBe('3');
  });

  it('a accepts the selected review, and the next one moves under the cursor', async () => {
    const { user } = await openQueue(3);
    holdTimers();
    await user.keyboard('j');
    await user.keyboard('a');
    await waitFor(() => expect(queryReviewRow(2)).toBeNull());
    expect(selectedId()).toBe('3');
    expect(await screen.findByText('Review Accepted')).toBeInTheDocument();
    await passHoldTime(); // held for Undo
    await waitFor(() => expect(db.reviews.get(2)?.status).toBe('active'));
  });

  it('r rejects only after confirmation, and keys do nothing while the dialog is open', async () => {
    const { user } = await openQueue(2);
    // A write waits out the Undo's 8 s before it is sent: pass them before reading the db.
    holdTimers();
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Review?' });
    await user.keyboard('a');
    await user.keyboard('j');
    await passHoldTime();
    expect(db.reviews.get(1)?.status).toBe('pending');
    expect(reviewRow(1)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    expect(await screen.findByText('Review Rejected')).toBeInTheDocument();
    expect(selectedId()).toBe('2');
  });

  it('crosses page boundaries: the queue is paged 50 at a time', async () => {
    const { user } = await openQueue(60);
    expect(document.querySelectorAll('tr[data-review-id]')).toHaveLength(50);
    expect(screen.getByText('Showing 1–50 of 60 reviews')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 51–60 of 60 reviews')).toBeInTheDocument();
    expect(selectedId()).toBe('51');
    await user.keyboard('k');
    expect(selectedId()).toBe('50');
    expect(screen.getByText('Showing 1–50 of 60 reviews')).toBeInTheDocument();
  });
});

describe.each(LANGUAGES)('a confirmation opened by a shortcut (%s, %s)', (language) => {
  /** R on the first review: its confirmation opens with the focus on Reject. */
  async function pressR() {
    showLanguage(language);
    const { user } = await openQueue(2);
    holdTimers();
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: t('reviews.rejectTitle') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('reviews.reject') })).toHaveFocus());
    return user;
  }

  it('R opens the reject confirmation on its Reject button: Enter rejects', async () => {
    const user = await pressR();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    expect(await screen.findByText(t('reviews.rejected'))).toBeInTheDocument();
    await passHoldTime();
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('deleted'));
  });

  it('R then Escape cancels: nothing is rejected', async () => {
    const user = await pressR();
    await user.keyboard('{Escape}');
    await dialogsClosed();
    await passHoldTime();
    expect(reviewRow(1)).toBeInTheDocument();
    expect(db.reviews.get(1)?.status).toBe('pending');
  });
});
