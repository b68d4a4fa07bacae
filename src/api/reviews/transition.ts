import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { REVIEW_ACTION_RESULT, reviewWrites, type ModerateVariables, type ReviewAction } from './cache';
import { reviewResponseSchema, type Review, type ReviewStatus } from './schemas';

/**
 * The four review transitions (SPEC.md §4, API.md): PUT /trails/review/{action} {reviewId}.
 * accept and reject are SPEC.md's; deactivate and reactivate are this project's calls.
 */
export { REVIEW_ACTION_RESULT, type ModerateVariables, type ReviewAction };

/** Which actions a review in a given state allows. */
export const REVIEW_ACTIONS_FROM: Record<ReviewStatus, ReviewAction[]> = {
  pending: ['accept', 'reject'],
  active: ['deactivate'],
  deleted: ['reactivate'],
};

export async function moderateReview(action: ReviewAction, reviewId: number): Promise<Review> {
  const { review } = await http.put(`/trails/review/${action}`, reviewResponseSchema, { json: { reviewId } });
  return review;
}

/**
 * Optimistic moderation (DESIGN.md §4, TkDodo "Concurrent Optimistic Updates"): the lists
 * holding the review are written at once (their fetches alone cancelled), a failure undoes just
 * this review, and the refetch waits for the last overlapping write (./cache.ts).
 */
export function useModerateReviewMutation() {
  return useMutation({
    mutationFn: ({ action, review }: ModerateVariables) => moderateReview(action, review.id),
    ...writeEffects(reviewWrites.transition),
  });
}
