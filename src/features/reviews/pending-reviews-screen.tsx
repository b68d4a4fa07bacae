import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { LoadError } from '@/components/load-error';
import { ReviewCountBadges } from './review-count-badges';
import { PENDING_LOAD_ERROR } from './review-messages';
import { ReviewsTable } from './reviews-table';

/** /reviews: the queue of pending reviews (SPEC.md §2 "Reviews tables", §4 "Review"). */
export function PendingReviewsScreen() {
  const query = useQuery(pendingReviewsQueryOptions());
  const reviews = query.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>Pending Reviews</Title>
        <ReviewCountBadges reviews={reviews} />
      </Group>
      {query.isError ? (
        <LoadError message={PENDING_LOAD_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ReviewsTable
          reviews={reviews}
          label="Pending reviews"
          showTrail
          loading={query.isPending}
          emptyText="No pending reviews. The queue is clear."
        />
      )}
    </Stack>
  );
}
