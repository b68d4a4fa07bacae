import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchPendingReviews, pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { LoadError } from '@/components/load-error';
import { ReviewCountBadges } from './review-count-badges';
import { useT } from '@/i18n/use-t';
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
      {query.isError ? (
        <LoadError message={t('reviews.pendingLoadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ReviewsTable
          reviews={reviews}
          label={t('reviews.pendingLabel')}
          showTrail
          loading={query.isPending}
          emptyText={t('reviews.pendingEmpty')}
          exportCsv={{ list: 'reviews', fetch: fetchPendingReviews, errorText: t('reviews.pendingLoadError') }}
        />
      )}
    </Stack>
  );
}
