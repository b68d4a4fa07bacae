/**
 * Review moderation calls (docs/api.md "Reviews"). Every transition of SPEC.md §4 is
 * enforced: a review in the wrong state answers 409, an unknown one 404.
 */
import type { HttpHandler } from 'msw';
import { reviewIdBodySchema, type ReviewStatus } from '../../src/api/reviews/schemas';
import { reviewsByTrail } from '../db/indexes';
import { update } from '../db/changes';
import { db } from '../db/store';
import type { ReviewRecord } from '../db/types';
import { toReview } from '../db/wire';
import { adminRoute, error, json, notFound, paramId, readJson } from './guard';

/** action → [state it must be in, state it moves to] (SPEC.md §4 "Review"). */
export const REVIEW_TRANSITIONS = {
  accept: ['pending', 'active'],
  reject: ['pending', 'deleted'],
  deactivate: ['active', 'deleted'],
  reactivate: ['deleted', 'active'],
} as const satisfies Record<string, readonly [ReviewStatus, ReviewStatus]>;

/** Newest first, then id, so both lists read the same way on every call. */
const newestFirst = (a: ReviewRecord, b: ReviewRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** A trail's rating is the mean of its active reviews (null without any), as the seed's. */
export function refreshRating(trailId: number): void {
  let total = 0;
  let n = 0;
  for (const r of reviewsByTrail(db).get(trailId) ?? []) {
    if (r.status !== 'active') continue;
    total += r.rating;
    n++;
  }
  const rating = n > 0 ? Math.round((total / n) * 10) / 10 : null;
  if (db.trails.get(trailId)?.rating !== rating) update(db.trails, trailId, { rating });
}

function transition(action: keyof typeof REVIEW_TRANSITIONS): HttpHandler {
  const [from, to] = REVIEW_TRANSITIONS[action];
  return adminRoute('put', `/trails/review/${action}`, async ({ request }) => {
    const body = await readJson(request, reviewIdBodySchema);
    if (body instanceof Response) return body;
    const review = db.reviews.get(body.reviewId);
    if (!review) return notFound('Review', body.reviewId);
    if (review.status !== from) {
      return error(409, `Cannot ${action} a review that is ${review.status}; it must be ${from}`);
    }
    update(db.reviews, review.id, { status: to });
    refreshRating(review.trailId);
    return json({ review: toReview(db, review) });
  });
}

export const reviewHandlers: HttpHandler[] = [
  // Literal paths first (guard.ts: adminRoute cannot fall through).
  adminRoute('get', '/trails/reviews/pending', () => {
    const pending: ReviewRecord[] = [];
    for (const r of db.reviews.values()) if (r.status === 'pending') pending.push(r);
    return json({ reviews: pending.sort(newestFirst).map((r) => toReview(db, r)) });
  }),
  transition('accept'),
  transition('reject'),
  transition('deactivate'),
  transition('reactivate'),
  adminRoute('get', '/trails/:id/reviews', ({ params }) => {
    const id = paramId(params);
    if (id === null) return error(400, ['id: must be a positive integer']);
    if (!db.trails.has(id)) return notFound('Trail', id);
    const reviews = (reviewsByTrail(db).get(id) ?? []).slice().sort(newestFirst);
    return json({ reviews: reviews.map((r) => toReview(db, r)) });
  }),
];
