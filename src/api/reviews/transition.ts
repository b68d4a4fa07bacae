import type { QueryClient } from '@tanstack/react-query';
import type { HeldWrite } from '@/api/common/held-writes';
import { holdableWrite, type WriteRequest } from '../common/holdable-write';
import { REVIEW_ACTION_RESULT, reviewWrites, type ModerateVariables, type ReviewAction } from './cache';
import { reviewResponseSchema, type ReviewStatus } from './schemas';
import { apiPath } from '../path';

/**
 * The four review transitions (SPEC.md §4, docs/api.md): PUT /trails/review/{action} {reviewId}.
 * accept and reject are SPEC.md's; deactivate and reactivate are this project's calls.
 */
export { REVIEW_ACTION_RESULT, type ModerateVariables, type ReviewAction };

/** Which actions a review in a given state allows. */
export const REVIEW_ACTIONS_FROM: Record<ReviewStatus, ReviewAction[]> = {
  pending: ['accept', 'reject'],
  active: ['deactivate'],
  deleted: ['reactivate'],
};

export function moderationRequest(action: ReviewAction, reviewId: number): WriteRequest {
  return { method: 'PUT', path: apiPath`/trails/review/${action}`, json: { reviewId } };
}

/** A moderation held for Undo (src/api/common/held-writes.ts): the queue and trail reviews change now. */
export function holdReviewModeration(client: QueryClient, vars: ModerateVariables): Promise<HeldWrite> {
  return holdableWrite(client, reviewWrites.transition, vars, moderationRequest(vars.action, vars.review.id), {
    schema: reviewResponseSchema,
    read: (body) => body.review,
  });
}
