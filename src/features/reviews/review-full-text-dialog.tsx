import { Modal, Stack, Text } from '@mantine/core';
import type { Review } from '@/api/reviews/schemas';

/** Characters as a reader counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** "View Full Text": the whole review text, as text, with its character count (SPEC.md §2). */
export function ReviewFullTextDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  return (
    <Modal opened={review !== null} onClose={onClose} title="Full Review Text" centered size="lg">
      {review && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Review #{review.id} by {review.user.name}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="full-review-text">
            {review.text}
          </Text>
          <Text size="sm" c="dimmed">
            {characterCount(review.text)} characters
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
