import type { ReviewAction } from '@/api/reviews/moderate';

/**
 * Texts of each transition. Accept and reject are SPEC.md §8's; deactivate and reactivate
 * are not in SPEC.md, so they follow the same pattern (decision noted in
 * docs/decisions-reviews-tags.md).
 */
export const REVIEW_ACTION_TEXT: Record<
  ReviewAction,
  { label: string; success: string; failure: string; confirm: { title: string; body: string; button: string } | null }
> = {
  accept: {
    label: 'Accept',
    success: 'Review Accepted',
    failure: 'Failed to accept review. Please try again.',
    confirm: null, // SPEC.md §4: accept does not ask
  },
  reject: {
    label: 'Reject',
    success: 'Review Rejected',
    failure: 'Failed to reject review. Please try again.',
    confirm: {
      title: 'Reject Review?',
      body: 'This review will be rejected and will not be shown to users.',
      button: 'Reject',
    },
  },
  deactivate: {
    label: 'Deactivate',
    success: 'Review Deactivated',
    failure: 'Failed to deactivate review. Please try again.',
    confirm: {
      title: 'Deactivate Review?',
      body: 'This review will be hidden from users. You can reactivate it later.',
      button: 'Deactivate',
    },
  },
  reactivate: {
    label: 'Reactivate',
    success: 'Review Reactivated',
    failure: 'Failed to reactivate review. Please try again.',
    confirm: null,
  },
};

export const PENDING_LOAD_ERROR = 'Failed to load pending reviews. Please try again.';
export const TRAIL_LOAD_ERROR = 'Failed to load trail reviews. Please try again.';
