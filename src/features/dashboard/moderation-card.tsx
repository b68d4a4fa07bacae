import { Anchor, Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import type { Review } from '@/api/reviews/schemas';
import { useT } from '@/i18n/use-t';
import { cardState, DashboardCard } from './dashboard-card';
import { Figure } from './figures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The createdAt of the review that has waited longest, or null for an empty queue. */
export function oldestCreatedAt(reviews: readonly Review[]): number | null {
  let oldest: number | null = null;
  for (const review of reviews) {
    const at = Date.parse(review.createdAt);
    if (Number.isFinite(at) && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

/** Moderation: the reviews waiting (a link to the queue) and how long the oldest has waited. */
export function ModerationCard() {
  const { t, number } = useT();
  const pending = useQuery(pendingReviewsQueryOptions());
  return (
    <DashboardCard title="dashboard.moderationTitle" name="moderation" state={cardState([pending])} error="common.pendingReviewsLoadError" skeletonLines={3}>
      {() => {
        const reviews = pending.data ?? [];
        const oldest = oldestCreatedAt(reviews);
        // Its age when the server answered (the queue's own time, so a render stays pure), in
        // whole hours, then whole days; a date in the future (clock skew) counts as none.
        const age = oldest === null ? 0 : Math.max(0, pending.dataUpdatedAt - oldest);
        return (
          <>
            <Anchor component={Link} to="/reviews" className="cairn-dash-row cairn-dash-lead" underline="hover">
              <Text span inherit>
                {t('dashboard.pendingReviews')}
              </Text>{' '}
              <Text span inherit fw={700} className="cairn-dash-num">
                {number(reviews.length)}
              </Text>
            </Anchor>
            {oldest === null ? (
              <Text size="sm" c="dimmed" mt="sm">
                {t('dashboard.queueEmpty')}
              </Text>
            ) : (
              <Box component="dl" m={0} mt="sm">
                <Figure
                  label={t('dashboard.oldestWaiting')}
                  value={
                    age < DAY
                      ? t('dashboard.ageHours', { hours: Math.floor(age / HOUR) })
                      : t('dashboard.ageDays', { days: Math.floor(age / DAY) })
                  }
                />
              </Box>
            )}
          </>
        );
      }}
    </DashboardCard>
  );
}
