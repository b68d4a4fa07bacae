import { Badge, Group } from '@mantine/core';
import type { Review, ReviewStatus } from '@/api/reviews/schemas';
import { useT } from '@/i18n/use-t';
import { PendingFigure } from '@/ui/pending-figure';

export type ReviewCounts = Record<'total' | ReviewStatus, number>;

export function countReviews(reviews: readonly Review[]): ReviewCounts {
  const counts: ReviewCounts = { total: reviews.length, pending: 0, active: 0, deleted: 0 };
  for (const r of reviews) counts[r.status]++;
  return counts;
}

const BADGES = [
  { count: 'total', label: 'reviews.countTotal', color: 'gray', variant: 'outline' },
  { count: 'pending', label: 'reviews.countPending', color: 'yellow', variant: 'light' },
  { count: 'active', label: 'reviews.countActive', color: 'green', variant: 'light' },
  { count: 'deleted', label: 'reviews.countDeleted', color: 'red', variant: 'light' },
] as const;

/**
 * Header badges: Total, Pending, Active and Deleted counts (SPEC.md §2). `reviews` is undefined
 * until they are loaded: the counts are then one pending figure, not four zeros.
 */
export function ReviewCountBadges({ reviews }: { reviews: readonly Review[] | undefined }) {
  const { t } = useT();
  if (!reviews)
    return (
      <Group gap="xs" role="group" aria-label={t('reviews.counts')}>
        <PendingFigure width="16em" />
      </Group>
    );
  const c = countReviews(reviews);
  return (
    <Group gap="xs" role="group" aria-label={t('reviews.counts')}>
      {BADGES.map((b) => (
        <Badge key={b.count} variant={b.variant} color={b.color}>
          {t(b.label, { n: c[b.count] })}
        </Badge>
      ))}
    </Group>
  );
}
