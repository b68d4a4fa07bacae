import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isChangedElsewhere } from '@/api/errors';
import type { Review } from '@/api/reviews/schemas';
import { holdReviewModeration, type ReviewAction } from '@/api/reviews/transition';
import { notifyError } from '@/ui/dialogs';
import { runHeldRowAction } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';
import { truncate } from '@/lib/format';
import { REVIEW_TEXT_PREVIEW } from './review-columns';
import { REVIEW_ACTION_TEXT } from './review-messages';

/**
 * One moderation step on a row: ask first when SPEC.md §4 says so (reject, deactivate), then
 * hold the write for Undo (src/api/common/held-writes.ts: the row changes now, the request goes in
 * 8 s) and report the outcome with §8's texts (a review someone else handled first says so).
 */
export function useReviewRowActions() {
  const queryClient = useQueryClient();

  return useCallback(
    /** `byShortcut`: opened by a queue key (R), so its confirmation opens on the confirm button. */
    async (review: Review, action: ReviewAction, byShortcut = false) => {
      const text = REVIEW_ACTION_TEXT[action];
      const ask = text.confirm;
      await runHeldRowAction({
        confirm: ask
          ? () => {
              const { t, tx } = translator();
              return {
                title: t(ask.title),
                message: (
                  <Stack gap="xs">
                    <Text size="sm">{t(ask.body)}</Text>
                    <Text size="sm" c="dimmed">
                      {tx('reviews.quote', { id: review.id, name: review.user.name, text: truncate(review.text, REVIEW_TEXT_PREVIEW) })}
                    </Text>
                  </Stack>
                ),
                confirmLabel: t(text.label),
                focusConfirm: byShortcut,
              };
            }
          : undefined,
        hold: () => holdReviewModeration(queryClient, { action, review }),
        done: () => {
          const { t } = translator();
          return { title: t(text.success), message: t('undo.sendsIn') };
        },
        // Another administrator handled it first: §8's failure as the title, and why; the
        // queue is read again (the write's declared refetch) and shows the review as it is now.
        failed: (error) => {
          const { t } = translator();
          if (isChangedElsewhere(error)) notifyError(t('reviews.changedElsewhere'), t(text.failure));
          else notifyError(t(text.failure));
        },
      });
    },
    [queryClient],
  );
}
