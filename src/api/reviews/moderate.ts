import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateWhenLast } from '../common/settle';
import { http } from '../http';
import { trailKeys } from '../trails/keys';
import { reviewKeys } from './keys';
import { reviewResponseSchema, type Review, type ReviewStatus } from './schemas';

/**
 * The four review transitions (SPEC.md §4, API.md): PUT /trails/review/{action} {reviewId}.
 * accept and reject are SPEC.md's; deactivate and reactivate are this project's calls.
 */
export type ReviewAction = 'accept' | 'reject' | 'deactivate' | 'reactivate';

export const REVIEW_ACTION_RESULT: Record<ReviewAction, ReviewStatus> = {
  accept: 'active',
  reject: 'deleted',
  deactivate: 'deleted',
  reactivate: 'active',
};

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

export const moderateReviewMutationKey = [...reviewKeys.all, 'moderate'] as const;

export interface ModerateVariables {
  action: ReviewAction;
  review: Review;
}

interface Rollback {
  /** Cached review lists this mutation changed, and how to put the one review back. */
  undo: Array<() => void>;
}

const pendingKey = reviewKeys.pending();

/**
 * Writes one transition into every cached review list: the pending list loses the review,
 * a per-trail list shows its new status. Returns per-review undo steps rather than whole
 * snapshots, so that rolling back one failed action never undoes another one that
 * succeeded in the meantime (two quick actions on the same list).
 */
function applyOptimistic(queryClient: QueryClient, { action, review }: ModerateVariables): Rollback {
  const undo: Array<() => void> = [];
  const next = REVIEW_ACTION_RESULT[action];
  for (const [key, list] of queryClient.getQueriesData<Review[]>({ queryKey: reviewKeys.lists() })) {
    if (!list) continue;
    const index = list.findIndex((r) => r.id === review.id);
    if (index === -1) continue;
    const original = list[index] as Review;
    if (isPendingKey(key)) {
      if (next === 'pending') continue;
      queryClient.setQueryData<Review[]>(key, (old) => old?.filter((r) => r.id !== review.id));
      undo.push(() =>
        queryClient.setQueryData<Review[]>(key, (old = []) => {
          if (old.some((r) => r.id === original.id)) return old;
          const copy = old.slice();
          copy.splice(Math.min(index, copy.length), 0, original);
          return copy;
        }),
      );
    } else {
      queryClient.setQueryData<Review[]>(key, (old) => old?.map((r) => (r.id === review.id ? { ...r, status: next } : r)));
      undo.push(() =>
        queryClient.setQueryData<Review[]>(key, (old) =>
          old?.map((r) => (r.id === original.id ? { ...r, status: original.status } : r)),
        ),
      );
    }
  }
  return { undo };
}

function isPendingKey(key: QueryKey): boolean {
  return key.length === pendingKey.length && key.every((part, i) => part === pendingKey[i]);
}

/**
 * Optimistic moderation (DESIGN.md §4, TkDodo "Concurrent Optimistic Updates"): cancel the
 * review lists, write the change at once, undo just this review on failure, and refetch only
 * when the last overlapping moderation settles, so an early refetch cannot bring back a
 * review that a later action has already moved.
 */
export function useModerateReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderateReviewMutationKey,
    mutationFn: ({ action, review }: ModerateVariables) => moderateReview(action, review.id),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: reviewKeys.lists() });
      return applyOptimistic(queryClient, variables);
    },
    onError: (_error, _variables, context) => {
      context?.undo.forEach((step) => step());
    },
    onSettled: () =>
      invalidateWhenLast(queryClient, moderateReviewMutationKey, () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
          // A trail's reviewCount and rating come from its active reviews.
          queryClient.invalidateQueries({ queryKey: trailKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: trailKeys.details() }),
        ]),
      ),
  });
}
