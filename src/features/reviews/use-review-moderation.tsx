import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { holdReviewModeration, type ReviewAction } from '@/api/reviews/moderate';
import type { Review } from '@/api/reviews/schemas';
import { confirm, notifyError } from '@/components/dialogs';
import { notifyUndoable } from '@/components/undo-notice';
import { translator } from '@/i18n/translator';
import { holdWrites } from '@/lib/held-writes';
import { truncate } from '@/lib/format';
import { REVIEW_TEXT_PREVIEW } from './review-columns';
import { REVIEW_ACTION_TEXT } from './review-messages';

/**
 * One moderation step: ask first when SPEC.md §4 says so (reject, deactivate), then hold the
 * write for Undo (src/lib/held-writes.ts: the row changes now, the request goes in 8 s) and
 * report the outcome with §8's texts.
 */
export function useReviewModeration() {
  const queryClient = useQueryClient();

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
      const write = await holdReviewModeration(queryClient, { action, review });
      const group = holdWrites([write], ([outcome]) => {
        if (!outcome?.ok) notifyError(translator().t(text.failure));
      });
      const tr = translator();
      notifyUndoable(tr.t(text.success), tr.t('undo.sendsIn'), group);
    },
    [queryClient],
  );

  return moderate;
}
