/**
 * Helpers for "every write shows everywhere": open the screens that show an entity
 * (so their data is cached), write on another screen, then open them again and read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { db, nextId, touch } from '../../mocks/db';
import type { renderApp } from '../render';
import { rowOf } from '../trails/helpers';

export type View = Awaited<ReturnType<typeof renderApp>>;

/** Moves inside the running panel (the router follows the memory history). */
export async function go(view: View, path: string): Promise<void> {
  view.history.push(path);
  await waitFor(() => expect(`${view.history.location.pathname}${view.history.location.search}`).toBe(path));
}

/** A trail of the first list page (newest first) that has waypoints, and a pending review on it. */
export function firstPageTrailWithWaypoints() {
  const newest = [...db.trails.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const trail = newest.slice(0, 12).find((t) => [...db.waypoints.values()].some((w) => w.trailId === t.id && w.active) && t.trailPath);
  if (!trail) throw new Error('no trail with waypoints on the first page');
  return trail;
}

/** Adds a pending review (by the given user) to a trail; answers its id. */
export function addPendingReview(trailId: number, userId = [...db.users.keys()][1]!, text = 'Waiting for moderation'): number {
  const id = nextId(db.reviews);
  db.reviews.set(id, {
    id,
    trailId,
    userId,
    status: 'pending',
    rating: 4,
    text,
    difficulty: null,
    photos: [],
    createdAt: new Date().toISOString(),
  });
  touch(db);
  return id;
}

/** The row of a trail in the trail list, once it is there (trails/helpers' rowOf). */
export const findTrailRow = (id: number): Promise<HTMLElement> => waitFor(() => rowOf(id));

/** The tables of reviews: the pending queue (/reviews) and a trail's reviews page. */
const REVIEW_TABLES = { queue: 'Pending reviews', trail: /^Reviews of/ } as const;

/**
 * The row of review `id` in the list named: that list's own, not the row of the page left
 * behind, which stays on screen until the next page's code has loaded.
 */
export async function findReviewRow(id: number, list: keyof typeof REVIEW_TABLES): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen.getByRole('table', { name: REVIEW_TABLES[list] }).querySelector<HTMLElement>(`tr[data-review-id="${id}"]`);
    expect(row).not.toBeNull();
    return row!;
  });
}

export const reviewStatusIn = (row: HTMLElement) => within(row).getAllByText(/^(Active|Pending|Deleted)$/)[0]?.textContent;

/**
 * Leaves only the `keep` newest pending reviews of the seed (it has over a hundred; the queue
 * renders 50 rows, and React's development build pays for each). For tests about one review's
 * row or the queue's count, not about the queue's pages; reviews added after this are kept.
 * Ratings are unchanged: they count active reviews only.
 */
export function fewerPendingReviews(keep = 5): void {
  const pending = [...db.reviews.values()]
    .filter((review) => review.status === 'pending')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  for (const review of pending.slice(keep)) db.reviews.delete(review.id);
  touch(db);
}
