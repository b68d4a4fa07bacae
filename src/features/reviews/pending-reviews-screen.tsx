import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchPendingReviews, pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { useT } from '@/i18n/use-t';
import { ReviewCountBadges } from './review-count-badges';
import { ReviewsTable } from './reviews-table';

/** /reviews: the queue of pending reviews (SPEC.md §2 "Reviews tables", §4 "Review"). */
export function PendingReviewsScreen() {
  const { t } = useT();
  const query = useQuery(pendingReviewsQueryOptions());
  const reviews = query.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>{t('reviews.pendingTitle')}</Title>
        <ReviewCountBadges reviews={reviews} />
      </Group>
      <ReviewsTable
        query={query}
        errorText={t('reviews.pendingLoadError')}
        reviews={reviews}
        label={t('reviews.pendingLabel')}
        showTrail
        emptyText={t('reviews.pendingEmpty')}
        exportCsv={{ list: 'reviews', fetch: fetchPendingReviews, errorText: t('reviews.pendingLoadError') }}
      />
    </Stack>
  );
}
