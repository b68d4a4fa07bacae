import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unreadableRows } from '@/api/common/unreadable-rows';
import { reviewKeys } from '@/api/reviews/keys';
import { holdReviewModeration, type ReviewAction } from '@/api/reviews/transition';
import type { Review } from '@/api/reviews/schemas';
import { BulkToolbar } from '@/ui/bulk-toolbar';
import { confirm } from '@/ui/dialogs';
import { runHeldBulkAction } from '@/ui/run-row-action';
import { isolate, translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useRowSelection, type RowSelection } from '@/lib/use-row-selection';
import { REVIEW_ACTION_TEXT } from './review-messages';

const reviewId = (review: Review) => String(review.id);
const reviewName = (review: Review) => translator().t('reviews.reviewOf', { id: review.id, name: isolate(review.user.name) });

/**
 * The queue's selection. The queue is one list paged on the client (./reviews-table.tsx), so
 * "select all matching" takes its pages from the list itself.
 */
export function useReviewSelection(reviews: readonly Review[], pageSize: number): RowSelection<Review> {
  const fetchPage = useCallback(
    (page: number) =>
      Promise.resolve({
        rows: reviews.slice((page - 1) * pageSize, page * pageSize),
        total: reviews.length,
        pages: Math.max(1, Math.ceil(reviews.length / pageSize)),
        // The queue's rows that could not be read: not among `reviews`, counted once.
        unreadable: page === 1 ? unreadableRows.get(reviewKeys.pending()).length : 0,
      }),
    [reviews, pageSize],
  );
  return useRowSelection({ scope: 'pending', rows: reviews, getRowId: reviewId, rowName: reviewName, fetchPage, wholeList: true });
}

/** Accept and Reject (Reject confirmed once for all), held together behind one Undo. */
export function ReviewBulkActions({ selection, matching }: { selection: RowSelection<Review>; matching: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();

  const moderate = async (action: 'accept' | 'reject') => {
    const targets = selection.rows().filter((review) => review.status === 'pending');
    const text = REVIEW_ACTION_TEXT[action as ReviewAction];
    if (text.confirm) {
      const tr = translator();
      const ok = await confirm({
        title: tr.t('reviews.bulkRejectTitle', { n: targets.length }),
        message: tr.t(text.confirm.body),
        confirmLabel: tr.t(text.label),
      });
      if (!ok) return;
    }
    selection.clear();
    const done = action === 'accept' ? 'reviews.bulkAccepted' : 'reviews.bulkRejected';
    await runHeldBulkAction({
      targets,
      hold: (review) => holdReviewModeration(queryClient, { action, review }),
      name: reviewName,
      failureText: () => translator().t(text.failure),
      title: () => translator().t(done, { n: targets.length }),
    });
  };

  const busy = selection.count === 0;
  return (
    <BulkToolbar selection={selection} matching={matching} progress={null}>
      <Button size="compact-sm" variant="light" color="green" disabled={busy} onClick={() => void moderate('accept')}>
        {t('reviews.accept')}
      </Button>
      <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => void moderate('reject')}>
        {t('reviews.reject')}
      </Button>
    </BulkToolbar>
  );
}
