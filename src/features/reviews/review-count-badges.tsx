import { Badge, Group } from '@mantine/core';
import type { Review, ReviewStatus } from '@/api/reviews/schemas';
import { useT } from '@/i18n/use-t';

export type ReviewCounts = Record<'total' | ReviewStatus, number>;

export function countReviews(reviews: readonly Review[]): ReviewCounts {
  const counts: ReviewCounts = { total: reviews.length, pending: 0, active: 0, deleted: 0 };
  for (const r of reviews) counts[r.status]++;
  return counts;
}

/** Header badges: Total, Pending, Active and Deleted counts (SPEC.md §2). */
export function ReviewCountBadges({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useT();
  const c = countReviews(reviews);
  return (
    <Group gap="xs" role="group" aria-label={t('reviews.counts')}>
      <Badge variant="outline" color="gray">
        {t('reviews.countTotal', { n: c.total })}
      </Badge>
      <Badge variant="light" color="yellow">
        {t('reviews.countPending', { n: c.pending })}
      </Badge>
      <Badge variant="light" color="green">
        {t('reviews.countActive', { n: c.active })}
      </Badge>
      <Badge variant="light" color="red">
        {t('reviews.countDeleted', { n: c.deleted })}
      </Badge>
    </Group>
  );
}
