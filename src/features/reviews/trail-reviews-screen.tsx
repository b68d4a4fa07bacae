import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { trailReviewsQueryOptions } from '@/api/reviews/trail-reviews';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { BackToTrails } from '@/components/back-to-trails';
import { InvalidTrailId } from '@/components/invalid-trail-id';
import { LoadError } from '@/components/load-error';
import { ReviewCountBadges } from './review-count-badges';
import { useT } from '@/i18n/use-t';
import { ReviewsTable } from './reviews-table';

const route = getRouteApi('/_app/trail/$id/reviews');

/** /trail/{id}/reviews: every review of one trail, each with its transitions (SPEC.md §4). */
export function TrailReviewsScreen() {
  const { id } = route.useParams();
  if (id === null) return <InvalidTrailId />;
  return <TrailReviews trailId={id} />;
}

function TrailReviews({ trailId }: { trailId: number }) {
  const { t, tx } = useT();
  const query = useQuery(trailReviewsQueryOptions(trailId));
  const reviews = query.data ?? [];
  // The trail's name comes with its reviews; for a trail with none it is read from the
  // trail's details, and if that fails too the trail is named by its id.
  const details = useQuery({ ...trailDetailsQueryOptions(trailId), enabled: query.isSuccess && reviews.length === 0 });
  // An id no trail has is as invalid as a malformed one (SPEC.md §2).
  if (query.error instanceof ApiError && query.error.status === 404) return <InvalidTrailId />;
  const trailName = reviews[0]?.trail.name ?? details.data?.name;
  return (
    <Stack gap="md">
      <BackToTrails variant="subtle" w="fit-content" />
      <Group justify="space-between" align="center">
        <div>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {trailName !== undefined
              ? tx('reviews.trailTitle', { name: trailName })
              : t('reviews.trailTitleById', { id: trailId })}
          </Title>
          {trailName !== undefined && (
            <Text size="sm" c="dimmed">
              {t('reviews.trailId', { id: trailId })}
            </Text>
          )}
        </div>
        <ReviewCountBadges reviews={reviews} />
      </Group>
      {query.isError ? (
        <LoadError message={t('reviews.trailLoadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ReviewsTable
          reviews={reviews}
          label={
            trailName !== undefined
              ? t('reviews.trailTableLabel', { name: trailName })
              : t('reviews.trailTableLabelById', { id: trailId })
          }
          showTrail={false}
          loading={query.isPending}
          emptyText={t('reviews.trailEmpty')}
        />
      )}
    </Stack>
  );
}
