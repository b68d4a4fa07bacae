import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import type { Review } from '@/api/reviews/schemas';
import { LoadError } from '@/components/load-error';
import { ReviewCountBadges } from './review-count-badges';
import { useT } from '@/i18n/use-t';
import { ReviewsTable, REVIEWS_PAGE_SIZE } from './reviews-table';
import { ReviewBulkActions, useReviewSelection } from './review-bulk-actions';

const NO_REVIEWS: Review[] = [];

/** /reviews: the queue of pending reviews (SPEC.md §2 "Reviews tables", §4 "Review"). */
export function PendingReviewsScreen() {
  const { t } = useT();
  const query = useQuery(pendingReviewsQueryOptions());
  const reviews = query.data ?? NO_REVIEWS;
  // Issue 16: bulk Accept and Reject (./review-bulk-actions.tsx).
  const selection = useReviewSelection(reviews, REVIEWS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>{t('reviews.pendingTitle')}</Title>
        <ReviewCountBadges reviews={reviews} />
      </Group>
      {query.isError ? (
        <LoadError message={t('reviews.pendingLoadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
        <ReviewBulkActions selection={selection} matching={reviews.length} />
        <ReviewsTable
          selection={selection.table}
          reviews={reviews}
          label={t('reviews.pendingLabel')}
          showTrail
          loading={query.isPending}
          emptyText={t('reviews.pendingEmpty')}
        />
        </>
      )}
    </Stack>
  );
}
