/**
 * The pending queue on a phone (390 px): one card per review with Accept and Reject as its
 * buttons, the full text and the photos one tap away, the Undo of an Accept at hand; the
 * keyboard legend is left out (a phone has no keyboard).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { holdTimers, passHoldTime } from '../support';
import { setWindowWidth } from '../support/window-width';
import { LANGUAGES, showLanguage, t } from '../text';
import { pendingQueue, reviewRecord, setReviews } from './helpers';

/** The card of review `id` (cards carry data-review-id, as the table's rows do). */
function card(id: number): HTMLElement {
  const found = document.querySelector(`li[data-review-id="${id}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`card of review ${id} not found`);
  return found;
}

async function openQueue() {
  const view = await renderApp('/reviews');
  await waitFor(() => card(1));
  return view;
}

describe.each(LANGUAGES)('the pending queue at 390 px (%s)', (language) => {
  it('shows cards with Accept and Reject, and no table or keyboard legend', async () => {
    showLanguage(language);
    setWindowWidth(390);
    pendingQueue(3);
    await openQueue();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: t('reviews.pendingLabel') })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: t('reviews.keysLabel') })).not.toBeInTheDocument();
    const buttons = within(card(2)).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(expect.arrayContaining([t('reviews.acceptOf', { id: 2 }), t('reviews.rejectOf', { id: 2 })]));
  });

  it('Accept on a card accepts that review, and its Undo puts it back', async () => {
    showLanguage(language);
    setWindowWidth(390);
    pendingQueue(3);
    const { user } = await openQueue();
    holdTimers();
    await user.click(within(card(2)).getByRole('button', { name: t('reviews.acceptOf', { id: 2 }) }));
    expect(document.querySelector('li[data-review-id="2"]')).toBeNull();
    await user.click(await screen.findByRole('button', { name: t('undo.undoOf', { what: t('reviews.accepted') }) }));
    await waitFor(() => card(2));
    await passHoldTime();
    expect(db.reviews.get(2)?.status).toBe('pending');
  });

  it('Reject on a card asks first, then rejects that review', async () => {
    showLanguage(language);
    setWindowWidth(390);
    pendingQueue(2);
    const { user } = await openQueue();
    holdTimers();
    await user.click(within(card(1)).getByRole('button', { name: t('reviews.rejectOf', { id: 1 }) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('reviews.reject') }));
    await waitFor(() => expect(document.querySelector('li[data-review-id="1"]')).toBeNull());
    await passHoldTime();
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('deleted'));
  });

  it('the full text and the photos open from the card with one tap', async () => {
    showLanguage(language);
    setWindowWidth(390);
    setReviews([reviewRecord({ id: 1, text: 'z'.repeat(150), photos: ['a.png', 'b.png'] })]);
    const { user } = await openQueue();
    await user.click(within(card(1)).getByRole('button', { name: t('reviews.viewFullTextOf', { id: 1 }) }));
    const text = await screen.findByRole('dialog', { name: t('reviews.fullText') });
    expect(text).toHaveTextContent('z'.repeat(150));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card(1)).getByRole('button', { name: t('reviews.viewPhotos', { count: 2, id: 1 }) }));
    expect(await screen.findByRole('dialog', { name: t('reviews.photos') })).toBeInTheDocument();
  });
});
