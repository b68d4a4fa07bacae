import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { anyTrailId, anyUserId, reviewRecord, reviewRow as row, setReviews } from './helpers';

/** The table once its first row has loaded. */
const table = async () => {
  await waitFor(() => row(1));
  return screen.getByRole('table', { name: 'Pending reviews' });
};

describe('pending reviews: columns', () => {
  it('shows every column of SPEC.md in order', async () => {
    setReviews([reviewRecord({ id: 1 })]);
    await renderApp('/reviews');
    const t = await table();
    // The first column is the selection checkbox (issue 16).
    const headers = within(t).getAllByRole('columnheader').slice(1).map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Trail', 'Status', 'Rating', 'User', 'Review text', 'Difficulty', 'Photos', 'Date', 'Actions']);
    expect(await screen.findByRole('heading', { name: 'Pending Reviews' })).toBeInTheDocument();
  });

  it('previews the trail name at 20 characters and links to the trail reviews', async () => {
    const trailId = anyTrailId();
    const trail = db.trails.get(trailId);
    if (!trail) throw new Error('no trail');
    trail.name = 'Abcdefghijklmnopqrstuvwxyz Ridge';
    setReviews([reviewRecord({ id: 1, trailId })]);
    await renderApp('/reviews');
    await table();
    const link = within(row(1)).getByRole('link', { name: 'Abcdefghijklmnopqrst...' });
    expect(link).toHaveAttribute('href', `/trail/${trailId}/reviews`);
    expect(link).toHaveAttribute('title', 'Abcdefghijklmnopqrstuvwxyz Ridge');
  });

  it('does not cut a trail name of exactly 20 characters', async () => {
    const trailId = anyTrailId();
    const trail = db.trails.get(trailId);
    if (!trail) throw new Error('no trail');
    trail.name = 'A'.repeat(20);
    setReviews([reviewRecord({ id: 1, trailId })]);
    await renderApp('/reviews');
    await table();
    expect(within(row(1)).getByRole('link', { name: 'A'.repeat(20) })).toBeInTheDocument();
  });

  it('cuts the review text at 100 characters; View Full Text shows all of it and its count', async () => {
    const text = `${'x'.repeat(100)}TAIL of the review`;
    setReviews([reviewRecord({ id: 1, text })]);
    const { user } = await renderApp('/reviews');
    await table();
    expect(within(row(1)).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(row(1)).queryByText(/TAIL/)).not.toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: 'View Full Text of review 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full Review Text' });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText('118 characters')).toBeInTheDocument();
  });

  it('keeps a 100-character text whole', async () => {
    setReviews([reviewRecord({ id: 1, text: 'y'.repeat(100) })]);
    await renderApp('/reviews');
    await table();
    expect(within(row(1)).getByText('y'.repeat(100))).toBeInTheDocument();
  });

  it('shows stars plus the number, the stars capped at 5', async () => {
    setReviews([reviewRecord({ id: 1, rating: 3 }), reviewRecord({ id: 2, rating: 7 })]);
    await renderApp('/reviews');
    await table();
    const three = within(row(1)).getByRole('img', { name: 'Rating 3 out of 5' });
    expect(three.querySelectorAll('[data-star="filled"]')).toHaveLength(3);
    expect(three.querySelectorAll('[data-star="empty"]')).toHaveLength(2);
    expect(three).toHaveTextContent('3');
    const seven = within(row(2)).getByRole('img', { name: 'Rating 7 out of 5' });
    expect(seven.querySelectorAll('[data-star="filled"]')).toHaveLength(5);
    expect(seven.querySelectorAll('[data-star]')).toHaveLength(5);
  });

  it('shows the user name and id, the difficulty, and the date', async () => {
    const userId = anyUserId(1);
    const u = db.users.get(userId);
    if (!u) throw new Error('no user');
    setReviews([reviewRecord({ id: 1, userId, difficulty: 'Expert' }), reviewRecord({ id: 2, difficulty: null })]);
    await renderApp('/reviews');
    await table();
    expect(within(row(1)).getByText(u.name)).toBeInTheDocument();
    expect(within(row(1)).getByText(`ID: ${userId}`)).toBeInTheDocument();
    expect(within(row(1)).getByText('Expert')).toBeInTheDocument();
    expect(within(row(2)).getByText('N/A')).toBeInTheDocument();
    expect(within(row(1)).getByText('Jan 1, 2026')).toBeInTheDocument();
  });

  it('opens a gallery of the review photos', async () => {
    setReviews([reviewRecord({ id: 1, photos: ['a.png', 'b.png'] }), reviewRecord({ id: 2, photos: [] })]);
    const { user } = await renderApp('/reviews');
    await table();
    expect(within(row(2)).getByText('None')).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: 'View 2 photos of review 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    const images = within(dialog).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Photo 1 of 2 of review #1', 'Photo 2 of 2 of review #1']);
    expect(images[0]).toHaveAttribute('src', expect.stringContaining('a.png'));
  });

  it('renders HTML in user content as inert text', async () => {
    const text = 'Nice <script>alert("xss")</script><img src=x onerror=alert(1)> <b>bold</b>';
    const userId = anyUserId();
    const u = db.users.get(userId);
    const trail = db.trails.get(anyTrailId());
    if (!u || !trail) throw new Error('seed');
    u.name = '<i>Mallory</i>';
    trail.name = '<b>Trail</b>';
    setReviews([reviewRecord({ id: 1, text, userId })]);
    const { user } = await renderApp('/reviews');
    await table();
    expect(within(row(1)).getByText(text)).toBeInTheDocument();
    expect(within(row(1)).getByText('<i>Mallory</i>')).toBeInTheDocument();
    expect(within(row(1)).getByRole('link', { name: '<b>Trail</b>' })).toBeInTheDocument();
    expect(document.querySelector('table script, table b, table i, table img[src="x"]')).toBeNull();
    await user.click(within(row(1)).getByRole('button', { name: 'View Full Text of review 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Full Review Text' });
    expect(within(dialog).getByTestId('full-review-text').textContent).toBe(text);
    expect(dialog.querySelector('script, b, img')).toBeNull();
  });
});
