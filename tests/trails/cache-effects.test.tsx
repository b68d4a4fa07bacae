/** What a trail write (or a review moderation) does to the other resources' caches. */
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from '../render';
import { expectedTrails } from './helpers';
import { createQueryClient } from '@/app/query-client';
import { fetchPendingReviews } from '@/api/reviews/pending';
import { reviewKeys } from '@/api/reviews/keys';
import { useModerateReviewMutation } from '@/api/reviews/moderate';
import { tagKeys } from '@/api/tags/keys';
import { useDeleteTrailMutation } from '@/api/trails/delete';
import { fetchTrail } from '@/api/trails/details';
import { trailKeys } from '@/api/trails/keys';
import { trailSaved } from '@/api/trails/saved';

function hookWith<T>(queryClient: QueryClient, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

const invalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('cache effects of trail writes', () => {
  it('deleting a trail drops its waypoints and reviews, and refetches review tables and tags', async () => {
    await signInAsAdmin();
    const queryClient = createQueryClient();
    const [trail, other] = expectedTrails();
    queryClient.setQueryData(trailKeys.waypoints(trail!.id), []);
    queryClient.setQueryData(reviewKeys.ofTrail(trail!.id), []);
    queryClient.setQueryData(reviewKeys.ofTrail(other!.id), []);
    queryClient.setQueryData(reviewKeys.pending(), []);
    queryClient.setQueryData(tagKeys.list(), []);

    const mutation = hookWith(queryClient, useDeleteTrailMutation);
    await mutation.current.mutateAsync(trail!.id);

    expect(queryClient.getQueryState(trailKeys.waypoints(trail!.id))).toBeUndefined();
    expect(queryClient.getQueryState(reviewKeys.ofTrail(trail!.id))).toBeUndefined();
    expect(invalidated(queryClient, reviewKeys.pending())).toBe(true);
    expect(invalidated(queryClient, reviewKeys.ofTrail(other!.id))).toBe(true);
    expect(invalidated(queryClient, tagKeys.list())).toBe(true);
  });

  it('a saved trail refetches the review tables, which show trail names', async () => {
    await signInAsAdmin();
    const queryClient = createQueryClient();
    const trail = await fetchTrail(expectedTrails()[0]!.id);
    queryClient.setQueryData(reviewKeys.pending(), []);
    queryClient.setQueryData(reviewKeys.ofTrail(trail.id), []);
    await trailSaved(queryClient, trail);
    expect(invalidated(queryClient, reviewKeys.pending())).toBe(true);
    expect(invalidated(queryClient, reviewKeys.ofTrail(trail.id))).toBe(true);
  });

  it('a moderated review refetches the trail details, whose rating it changes', async () => {
    await signInAsAdmin();
    const queryClient = createQueryClient();
    const review = (await fetchPendingReviews())[0]!;
    queryClient.setQueryData(trailKeys.detail(review.trail.id), await fetchTrail(review.trail.id));

    const mutation = hookWith(queryClient, useModerateReviewMutation);
    await mutation.current.mutateAsync({ action: 'accept', review });

    expect(invalidated(queryClient, trailKeys.detail(review.trail.id))).toBe(true);
  });
});
