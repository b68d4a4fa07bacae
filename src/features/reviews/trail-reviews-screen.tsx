import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isNotFound } from '@/api/errors';
import { fetchTrailReviews, trailReviewsQueryOptions } from '@/api/reviews/trail-reviews';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { InvalidTrailId } from '@/widgets/invalid-trail-id';
import { TrailNotFound } from '@/widgets/trail-not-found';
import { TrailPageHeader } from '@/widgets/trail-page-header';
import { reviewKeys } from '@/api/reviews/keys';
import { useT } from '@/i18n/use-t';
import { useUnreadableRows } from '@/lib/use-unreadable-rows';
import { ReviewCountBadges } from './review-count-badges';
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
  const { highlight } = route.useSearch();
  const query = useQuery(trailReviewsQueryOptions(trailId));
  // The trail's details (prefetched by the route, as on every trail route) name it, and say
  // whether it exists; if they fail to load, its reviews name it, or else its id.
  const details = useQuery(trailDetailsQueryOptions(trailId));
  const reviews = query.data ?? [];
  const unreadable = useUnreadableRows(reviewKeys.ofTrail(trailId));
  if (isNotFound(query.error) || isNotFound(details.error)) return <TrailNotFound id={trailId} />;
  const trailName = details.data?.name ?? reviews[0]?.trail.name;
  return (
    <Stack gap="md">
      <TrailPageHeader>
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
          {/* A failed first load has no counts to wait for: its error says so below. */}
          {!(query.isError && query.data === undefined) && <ReviewCountBadges reviews={query.data} />}
        </Group>
      </TrailPageHeader>
      <ReviewsTable
        query={query}
        errorText={t('reviews.trailLoadError')}
        reviews={reviews}
        label={
          trailName !== undefined
            ? t('reviews.trailTableLabel', { name: trailName })
            : t('reviews.trailTableLabelById', { id: trailId })
        }
        showTrail={false}
        highlight={highlight}
        unreadable={unreadable}
        emptyText={t('reviews.trailEmpty')}
        exportCsv={{
          list: `trail-${trailId}-reviews`,
          fetch: (signal, onUnreadable) => fetchTrailReviews(trailId, signal, onUnreadable),
          errorText: t('reviews.trailLoadError'),
        }}
      />
    </Stack>
  );
}
