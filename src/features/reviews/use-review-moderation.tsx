import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useModerateReviewMutation, type ReviewAction } from '@/api/reviews/transition';
import type { Review } from '@/api/reviews/schemas';
import { confirm, notifyError, notifySuccess } from '@/components/dialogs';
import { translator } from '@/i18n/translator';
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
        const { t, tx } = translator();
        const ok = await confirm({
          title: t(text.confirm.title),
          message: (
            <Stack gap="xs">
              <Text size="sm">{t(text.confirm.body)}</Text>
              <Text size="sm" c="dimmed">
                {tx('reviews.quote', {
                  id: review.id,
                  name: review.user.name,
                  text: truncate(review.text, REVIEW_TEXT_PREVIEW),
                })}
              </Text>
            </Stack>
          ),
          confirmLabel: t(text.label),
        });
        if (!ok) return;
      }
      try {
        await mutateAsync({ action, review });
        notifySuccess(translator().t(text.success));
      } catch {
        notifyError(translator().t(text.failure));
      }
    },
    [mutateAsync],
  );

  return moderate;
}
