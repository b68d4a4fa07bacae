import { Modal, Stack, Text } from '@mantine/core';
import type { Review } from '@/api/reviews/schemas';
import { useT } from '@/i18n/use-t';

/** Characters as a reader counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** "View Full Text": the whole review text, as text, with its character count (SPEC.md §2). */
export function ReviewFullTextDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t, tx } = useT();
  return (
    <Modal opened={review !== null} onClose={onClose} title={t('reviews.fullText')} centered size="lg">
      {review && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {tx('reviews.byline', { id: review.id, name: review.user.name })}
          </Text>
          {/* The review as written, in its own direction. */}
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="full-review-text">
            {review.text}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reviews.characters', { count: characterCount(review.text) })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
