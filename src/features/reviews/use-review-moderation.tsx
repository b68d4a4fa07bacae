import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useModerateReviewMutation, type ReviewAction } from '@/api/reviews/moderate';
import type { Review } from '@/api/reviews/schemas';
import { confirm, notifyError, notifySuccess } from '@/components/dialogs';
import { truncate } from '@/lib/format';
import { REVIEW_TEXT_PREVIEW } from './review-columns';
import { REVIEW_ACTION_TEXT } from './review-messages';

/**
 * One moderation step: ask first when SPEC.md §4 says so (reject, deactivate), then run the
 * optimistic mutation and report the outcome with §8's texts.
 */
export function useReviewModeration() {
  const mutation = useModerateReviewMutation();
  // mutateAsync, not mutate(..., callbacks): mutate's own callbacks fire for the latest call
  // only, and two quick actions must each report their outcome.
  const { mutateAsync } = mutation;

  const moderate = useCallback(
    async (review: Review, action: ReviewAction) => {
      const text = REVIEW_ACTION_TEXT[action];
      if (text.confirm) {
        const ok = await confirm({
          title: text.confirm.title,
          message: (
            <Stack gap="xs">
              <Text size="sm">{text.confirm.body}</Text>
              <Text size="sm" c="dimmed">
                Review #{review.id} by {review.user.name}: “{truncate(review.text, REVIEW_TEXT_PREVIEW)}”
              </Text>
            </Stack>
          ),
          confirmLabel: text.confirm.button,
        });
        if (!ok) return;
      }
      try {
        await mutateAsync({ action, review });
        notifySuccess(text.success);
      } catch {
        notifyError(text.failure);
      }
    },
    [mutateAsync],
  );

  return moderate;
}
