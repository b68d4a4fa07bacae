import type { ReviewAction } from '@/api/reviews/transition';
import type { MessageKey } from '@/i18n/catalogues';

/**
 * Texts of each transition. Accept and reject are SPEC.md §8's; deactivate and reactivate
 * are not in SPEC.md, so they follow the same pattern (decision noted in
 * docs/decisions/reviews-and-tags.md).
 */
export const REVIEW_ACTION_TEXT: Record<
  ReviewAction,
  {
    label: MessageKey;
    /** The button's accessible name: "{Action} review {id}". */
    labelOf: 'reviews.acceptOf' | 'reviews.rejectOf' | 'reviews.deactivateOf' | 'reviews.reactivateOf';
    success: MessageKey;
    failure: MessageKey;
    confirm: { title: MessageKey; body: MessageKey } | null;
  }
> = {
  accept: {
    label: 'reviews.accept',
    labelOf: 'reviews.acceptOf',
    success: 'reviews.accepted',
    failure: 'reviews.acceptFailed',
    confirm: null, // SPEC.md §4: accept does not ask
  },
  reject: {
    label: 'reviews.reject',
    labelOf: 'reviews.rejectOf',
    success: 'reviews.rejected',
    failure: 'reviews.rejectFailed',
    confirm: { title: 'reviews.rejectTitle', body: 'reviews.rejectText' },
  },
  deactivate: {
    label: 'reviews.deactivate',
    labelOf: 'reviews.deactivateOf',
    success: 'reviews.deactivated',
    failure: 'reviews.deactivateFailed',
    confirm: { title: 'reviews.deactivateTitle', body: 'reviews.deactivateText' },
  },
  reactivate: {
    label: 'reviews.reactivate',
    labelOf: 'reviews.reactivateOf',
    success: 'reviews.reactivated',
    failure: 'reviews.reactivateFailed',
    confirm: null,
  },
};
