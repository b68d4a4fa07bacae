import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { fetchPendingReviews, pendingReviewsQueryOptions } from '@/api/reviews/pending';
import type { Review } from '@/api/reviews/schemas';
import { reviewKeys } from '@/api/reviews/keys';
import { useT } from '@/i18n/use-t';
import { useUnreadableRows } from '@/lib/use-unreadable-rows';
import { ReviewBulkActions, useReviewSelection } from './review-bulk-actions';
import { ReviewCountBadges } from './review-count-badges';
import { ReviewsTable, REVIEWS_PAGE_SIZE } from './reviews-table';

const route = getRouteApi('/_app/reviews');
const NO_REVIEWS: Review[] = [];

/** /reviews: the queue of pending reviews (SPEC.md §2 "Reviews tables", §4 "Review"). */
export function PendingReviewsScreen() {
  const { t } = useT();
  const { highlight } = route.useSearch();
  const query = useQuery(pendingReviewsQueryOptions());
  const reviews = query.data ?? NO_REVIEWS;
  const unreadable = useUnreadableRows(reviewKeys.pending());
  // Bulk Accept and Reject (./review-bulk-actions.tsx).
  const selection = useReviewSelection(reviews, REVIEWS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>{t('reviews.pendingTitle')}</Title>
        {/* A failed first load has no counts to wait for: its error says so below. */}
        {!(query.isError && query.data === undefined) && <ReviewCountBadges reviews={query.data} />}
      </Group>
      <ReviewsTable
        query={query}
        errorText={t('common.pendingReviewsLoadError')}
        reviews={reviews}
        label={t('reviews.pendingLabel')}
        showTrail
        emptyText={t('reviews.pendingEmpty')}
        selection={selection.table}
        exportSelection={selection}
        highlight={highlight}
        unreadable={unreadable}
        newRowsText={(count) => t('reviews.newReviews', { count })}
        bulk={<ReviewBulkActions selection={selection} matching={reviews.length} />}
        exportCsv={{ list: 'reviews', fetch: fetchPendingReviews, errorText: t('common.pendingReviewsLoadError') }}
      />
    </Stack>
  );
}
