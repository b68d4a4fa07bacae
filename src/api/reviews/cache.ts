import { arrayList, patchRow, patchRowOptimistically, removeRowOptimistically } from '../common/cache';
import { defineWrite } from '../common/effects';
import { trailKeys } from '../trails/keys';
import { reviewKeys } from './keys';
import type { Review, ReviewStatus } from './schemas';

/**
 * Every cached view each review write changes (docs/cache-effects.md). A review shows in the
 * pending queue while pending, and always in its trail's reviews; its trail's rating and
 * review count come from the active reviews.
 */
export type ReviewAction = 'accept' | 'reject' | 'deactivate' | 'reactivate';

export const REVIEW_ACTION_RESULT: Record<ReviewAction, ReviewStatus> = {
  accept: 'active',
  reject: 'deleted',
  deactivate: 'deleted',
  reactivate: 'active',
};

export interface ModerateVariables {
  action: ReviewAction;
  review: Review;
}

const pendingRows = arrayList<Review>(reviewKeys.pending());
const trailRows = (trailId: number) => arrayList<Review>(reviewKeys.ofTrail(trailId));

export const reviewWrites = {
  /**
   * Accept, reject, deactivate, reactivate — optimistic. Each edit's undo puts back just this
   * review, so rolling back one failed action never undoes another that succeeded meanwhile.
   */
  transition: defineWrite<ModerateVariables, Review>({
    key: reviewKeys.write('transition'),
    optimistic: {
      // Every transition moves a review out of pending (SPEC.md §4).
      'Pending reviews': (client, { review }) => removeRowOptimistically(client, pendingRows, review.id),
      'Trail reviews': (client, { action, review }) =>
        patchRowOptimistically(client, trailRows(review.trail.id), review.id, { status: REVIEW_ACTION_RESULT[action] }),
    },
    answered: {
      'Trail reviews': (client, review) => void patchRow(client, trailRows(review.trail.id), review.id, { status: review.status }),
    },
    refetched: {
      'Pending reviews': () => reviewKeys.pending(),
      'Trail reviews': ({ review }) => reviewKeys.ofTrail(review.trail.id),
      // The trail's rating and review count.
      'Trail list': () => trailKeys.lists(),
      'Trail details': ({ review }) => trailKeys.detail(review.trail.id),
    },
  }),
};
