import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { anyTrailId, anyUserId, reviewRecord, reviewRow as row, setReviews } from './helpers';
import { dialogsClosed } from '../support';

/** The table once its first row has loaded. */
const table = async () => {
  await waitFor(() => row(1));
  return screen.getByRole('table', { name: 'Pending reviews' });
};

describe('pending reviews: columns', () => {
  /**
   * One review per case, each on its own row of the same page (50 rows a page): the user,
   * difficulty and date case is the first record, whose date is Jan 1, 2026.
   */
  async function openQueue() {
    const userId = anyUserId(1);
    const u = db.users.get(userId);
    if (!u) throw new Error('no user');
    const longTrailId = anyTrailId(1);
    const longTrail = db.trails.get(longTrailId);
    const twentyTrail = db.trails.get(anyTrailId(2));
    if (!longTrail || !twentyTrail) throw new Error('no trail');
    longTrail.name = 'Abcdefghijklmnopqrstuvwxyz Ridge';
    twentyTrail.name = 'A'.repeat(20);
    const text = `${'x'.repeat(100)}TAIL of the review`;
    setReviews([
      reviewRecord({ id: 1, userId, difficulty: 'Expert' }),
      reviewRecord({ id: 2, difficulty: null }),
      reviewRecord({ id: 3, trailId: longTrailId }),
      reviewRecord({ id: 4, trailId: twentyTrail.id }),
      reviewRecord({ id: 5, text }),
      reviewRecord({ id: 6, text: 'y'.repeat(100) }),
      reviewRecord({ id: 7, rating: 3 }),
      reviewRecord({ id: 8, rating: 7 }),
    ]);
    const view = await renderApp('/reviews');
    return { ...view, table: await table(), u, userId, longTrailId, text };
  }

  it('shows every column of SPEC.md in order, under the Pending Reviews heading', async () => {
    const { table: t } = await openQueue();
    // The first column is the selection checkbox.
    const headers = within(t)
      .getAllByRole('columnheader')
      .slice(1)
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'ID',
      'Trail',
      'Status',
      'Rating',
      'User',
      'Review text',
      'Difficulty',
      'Photos',
      'Date',
      'Actions',
    ]);
    expect(await screen.findByRole('heading', { name: 'Pending Reviews' })).toBeInTheDocument();
  });

  it('cuts a trail name at 20 characters, linked to its reviews with the full name as title', async () => {
    const { longTrailId } = await openQueue();
    const link = within(row(3)).getByRole('link', { name: 'Abcdefghijklmnopqrst...' });
    expect.soft(link, 'long trail name: link').toHaveAttribute('href', `/trail/${longTrailId}/reviews`);
    expect.soft(link, 'long trail name: title').toHaveAttribute('title', 'Abcdefghijklmnopqrstuvwxyz Ridge');
    expect.soft(within(row(4)).getByRole('link', { name: 'A'.repeat(20) }), 'trail name of 20').toBeInTheDocument();
  });

  it('cuts a text at 100 characters; View Full Text shows all of it and its count', async () => {
    const { user, text } = await openQueue();
    expect.soft(within(row(5)).getByText(`${'x'.repeat(100)}...`), 'text of 118: cut').toBeInTheDocument();
    expect.soft(within(row(5)).queryByText(/TAIL/), 'text of 118: no tail').not.toBeInTheDocument();
    expect.soft(within(row(6)).getByText('y'.repeat(100)), 'text of 100').toBeInTheDocument();
    await user.click(within(row(5)).getByRole('button', { name: 'View Full Text of review 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full Review Text' });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText('118 characters')).toBeInTheDocument();
  });

  it('shows a rating as stars plus the number, the stars capped at 5', async () => {
    await openQueue();
    const three = within(row(7)).getByRole('img', { name: 'Rating 3 out of 5' });
    expect.soft(three.querySelectorAll('[data-star="filled"]'), 'rating 3: filled').toHaveLength(3);
    expect.soft(three.querySelectorAll('[data-star="empty"]'), 'rating 3: empty').toHaveLength(2);
    expect.soft(three, 'rating 3: number').toHaveTextContent('3');
    const seven = within(row(8)).getByRole('img', { name: 'Rating 7 out of 5' });
    expect.soft(seven.querySelectorAll('[data-star="filled"]'), 'rating 7: filled').toHaveLength(5);
    expect.soft(seven.querySelectorAll('[data-star]'), 'rating 7: stars').toHaveLength(5);
  });

  it('shows the user name and id, the difficulty or N/A, and the date', async () => {
    const { u, userId } = await openQueue();
    expect.soft(within(row(1)).getByText(u.name), 'user name').toBeInTheDocument();
    expect.soft(within(row(1)).getByText(`ID: ${userId}`), 'user id').toBeInTheDocument();
    expect.soft(within(row(1)).getByText('Expert'), 'difficulty').toBeInTheDocument();
    expect.soft(within(row(2)).getByText('N/A'), 'no difficulty').toBeInTheDocument();
    expect.soft(within(row(1)).getByText('Jan 1, 2026'), 'date').toBeInTheDocument();
  });

  it('opens a gallery of the review photos, and renders HTML in user content as inert text', async () => {
    // Two rows, one per case, on one page: the gallery is closed before the other row's text opens.
    const text = 'Nice <script>alert("xss")</script><img src=x onerror=alert(1)> <b>bold</b>';
    const userId = anyUserId();
    const u = db.users.get(userId);
    const trail = db.trails.get(anyTrailId());
    if (!u || !trail) throw new Error('seed');
    u.name = '<i>Mallory</i>';
    trail.name = '<b>Trail</b>';
    setReviews([
      reviewRecord({ id: 1, photos: ['a.png', 'b.png'] }),
      reviewRecord({ id: 2, photos: [] }),
      reviewRecord({ id: 3, text, userId }),
    ]);
    const { user } = await renderApp('/reviews');
    await table();

    // Photos: None, or a gallery.
    expect(within(row(2)).getByText('None')).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: 'View 2 photos of review 1' }));
    const gallery = await screen.findByRole('dialog', { name: 'Review Photos' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'Photo 1 of 2 of review #1',
      'Photo 2 of 2 of review #1',
    ]);
    expect(images[0]).toHaveAttribute('src', expect.stringContaining('a.png'));
    await user.keyboard('{Escape}');
    await dialogsClosed();

    // HTML in the text, the user name and the trail name is shown as text, never as elements.
    expect(within(row(3)).getByText(text)).toBeInTheDocument();
    expect(within(row(3)).getByText('<i>Mallory</i>')).toBeInTheDocument();
    expect(within(row(3)).getByRole('link', { name: '<b>Trail</b>' })).toBeInTheDocument();
    expect(document.querySelector('table script, table b, table i, table img[src="x"]')).toBeNull();
    await user.click(within(row(3)).getByRole('button', { name: 'View Full Text of review 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full Review Text' });
    expect(within(dialog).getByTestId('full-review-text').textContent).toBe(text);
    expect(dialog.querySelector('script, b, img')).toBeNull();
  });
});
