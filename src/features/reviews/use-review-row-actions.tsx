import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import type { Review } from '@/api/reviews/schemas';
import { useModerateReviewMutation, type ReviewAction } from '@/api/reviews/transition';
import { notifyError, notifySuccess } from '@/components/dialogs';
import { runRowAction } from '@/components/row-action';
import { translator } from '@/i18n/translator';
import { truncate } from '@/lib/format';
import { REVIEW_TEXT_PREVIEW } from './review-columns';
import { REVIEW_ACTION_TEXT } from './review-messages';

/**
 * One moderation step on a row: ask first when SPEC.md §4 says so (reject, deactivate), then
 * run the optimistic mutation and report the outcome with §8's texts.
 */
export function useReviewRowActions() {
  const transitionMutation = useModerateReviewMutation();
  const { mutateAsync: transition } = transitionMutation;

  return useCallback(
    async (review: Review, action: ReviewAction) => {
      const text = REVIEW_ACTION_TEXT[action];
      const ask = text.confirm;
      await runRowAction({
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
              };
            }
          : undefined,
        run: () => transition({ action, review }),
        done: () => notifySuccess(translator().t(text.success)),
        failed: () => notifyError(translator().t(text.failure)),
      });
    },
    [transition],
  );
}
