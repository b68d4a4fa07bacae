/**
 * Review transitions, waypoint deletes and tag writes show on every screen that shows what
 * they changed, when opened next, including screens opened before the write.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRating } from '@/features/trails/trail-cell-format';
import { translator } from '@/i18n/translator';
import { db, touch } from '../../mocks/db';
import { renderApp } from '../render';
import { chosenTags, editableTrail, findMessage, tagInput } from '../trail-editor/helpers';
import { findTagRow, onlyTags } from '../tags/helpers';
import {
  addPendingReview,
  fewerPendingReviews,
  findReviewRow,
  findTrailRow,
  firstPageTrailWithWaypoints,
  go,
  reviewStatusIn,
  type View,
} from './helpers';

async function confirmDialog(view: View, title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await view.user.click(within(dialog).getByRole('button', { name: button }));
}

async function openEditor(view: View, id: number) {
  await go(view, `/trail/edit/${id}`);
  await screen.findByRole('form', { name: 'Edit trail' });
}

describe('review transitions', () => {
  it('accepted in the queue: the trail reviews page, opened before, shows it Active', async () => {
    const trail = firstPageTrailWithWaypoints();
    fewerPendingReviews(); // the queue: this review's row, not 50
    const reviewId = addPendingReview(trail.id, undefined, 'Accept me from the queue');
    const view = await renderApp(`/trail/${trail.id}/reviews`);
    expect(reviewStatusIn(await findReviewRow(reviewId, 'trail'))).toBe('Pending');

    await go(view, '/reviews');
    // The queue's row, not the trail reviews page's, which stays until the queue has loaded.
    const queue = await screen.findByRole('table', { name: 'Pending reviews' });
    const accept = await waitFor(() => within(queue).getByRole('button', { name: `Accept review ${reviewId}` }));
    await view.user.click(accept);
    await findMessage('Review Accepted');

    await go(view, `/trail/${trail.id}/reviews`);
    await waitFor(async () => expect(reviewStatusIn(await findReviewRow(reviewId, 'trail'))).toBe('Active'));
  });

  it('rejected on the trail reviews page: the queue, opened before, no longer lists it', async () => {
    const trail = firstPageTrailWithWaypoints();
    fewerPendingReviews(); // the queue: this review's row, not 50
    const reviewId = addPendingReview(trail.id, undefined, 'Reject me from the trail page');
    const view = await renderApp('/reviews');
    await findReviewRow(reviewId, 'queue');

    await go(view, `/trail/${trail.id}/reviews`);
    await view.user.click(within(await findReviewRow(reviewId, 'trail')).getByRole('button', { name: `Reject review ${reviewId}` }));
    await confirmDialog(view, 'Reject Review?', 'Reject');
    await findMessage('Review Rejected');

    await go(view, '/reviews');
    await screen.findByRole('table', { name: 'Pending reviews' });
    await waitFor(() => expect(document.querySelector(`tr[data-review-id="${reviewId}"]`)).toBeNull());
  });

  it('accepted: the trail list, opened before, shows the trail\'s new rating', async () => {
    const trail = firstPageTrailWithWaypoints();
    fewerPendingReviews(); // the queue: this review's row, not 50
    const reviewId = addPendingReview(trail.id, undefined, 'One star, accepted');
    db.reviews.set(reviewId, { ...db.reviews.get(reviewId)!, rating: 1 });
    touch(db);
    const view = await renderApp('/trails');
    const ratingIn = (row: HTMLElement) => {
      // The row's own table's headers (this runs on every try of a waitFor below).
      const column = within(row.closest('table')!).getAllByRole('columnheader').findIndex((h) => h.textContent?.startsWith('Rating'));
      return row.children[column]?.textContent;
    };
    const before = ratingIn(await findTrailRow(trail.id));

    await go(view, '/reviews');
    // The queue's row, not the trail reviews page's, which stays until the queue has loaded.
    const queue = await screen.findByRole('table', { name: 'Pending reviews' });
    const accept = await waitFor(() => within(queue).getByRole('button', { name: `Accept review ${reviewId}` }));
    await view.user.click(accept);
    await findMessage('Review Accepted');

    // The accept is held for Undo; leaving the queue sends it.
    await go(view, '/trails');
    await waitFor(() => expect(db.reviews.get(reviewId)?.status).toBe('active'));
    const after = formatRating(translator(), db.trails.get(trail.id)!.rating);
    expect(after).not.toBe(before);
    await waitFor(async () => expect(ratingIn(await findTrailRow(trail.id))).toBe(after));
  });
});

describe('waypoint delete', () => {
  it('the waypoints page, opened again, no longer shows it', async () => {
    const trail = firstPageTrailWithWaypoints();
    const found = [...db.waypoints.values()].find((w) => w.trailId === trail.id && w.active)!;
    // The seed may give two waypoints of a trail one name: this one gets its own.
    const waypoint = { ...found, name: 'The one to delete' };
    db.waypoints.set(waypoint.id, waypoint);
    touch(db);
    const view = await renderApp(`/waypoints/${trail.id}`);
    await view.user.click(await screen.findByRole('button', { name: `Delete Waypoint ${waypoint.name}` }));
    await confirmDialog(view, 'Delete Waypoint?', 'Delete');
    await findMessage('Waypoint Deleted');

    await go(view, '/trails');
    await screen.findByRole('table', { name: 'Trails' });
    await go(view, `/waypoints/${trail.id}`);
    await screen.findByRole('heading', { name: /^Waypoints of/ });
    expect(screen.queryByRole('article', { name: waypoint.name })).not.toBeInTheDocument();
  });
});

describe('tag writes', () => {
  /** The editor of a trail with a few tags, opened before the tag write; /tags shows only those. */
  async function openEditorFirst() {
    const trail = editableTrail();
    onlyTags(trail.tagIds); // /tags: a few rows, not 40
    const view = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    return { view, trail };
  }

  it('a created tag is offered by the trail editor opened before', async () => {
    const { view, trail } = await openEditorFirst();
    await go(view, '/tags');
    const create = await screen.findByRole('button', { name: 'Create Tag' });
    await waitFor(() => expect(create).toBeEnabled());
    await view.user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Tag' });
    await view.user.type(within(dialog).getByLabelText('Tag Name'), 'Sunset Views');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await findMessage('Tag Created');

    await openEditor(view, trail.id);
    await view.user.click(tagInput());
    expect(await screen.findByRole('option', { name: 'Sunset Views' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
  });

  it('a deleted tag leaves the trail shown by the editor opened before', async () => {
    const { view, trail } = await openEditorFirst();
    const tag = db.tags.get(trail.tagIds[0]!)!;
    expect(chosenTags(), 'deleted tag, before').toContain(tag.name);
    await go(view, '/tags');
    // Its row first, then its Delete button: a whole-page query, tried on every change while the
    // 40 rows rendered, named all their buttons each time.
    await view.user.click(within(await findTagRow(tag.name)).getByRole('button', { name: `Delete tag ${tag.name}` }));
    await confirmDialog(view, 'Delete Tag?', 'Delete');
    await findMessage('Tag Deleted');

    await openEditor(view, trail.id);
    expect(chosenTags()).not.toContain(tag.name);
  });
});
