/** What a trail write (or a review moderation) does to the other resources' caches. */
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fetchPendingReviews } from '@/api/reviews/pending';
import { reviewKeys } from '@/api/reviews/keys';
import { holdReviewModeration } from '@/api/reviews/transition';
import { tagKeys } from '@/api/tags/keys';
import { useDeleteTrailMutation } from '@/api/trails/delete';
import { fetchTrail } from '@/api/trails/details';
import { trailKeys } from '@/api/trails/keys';
import { useUpdateTrailMutation } from '@/api/trails/update';
import { waypointKeys } from '@/api/waypoints/keys';
import { expectedTrails } from './helpers';
import { signInAsAdmin } from '../sign-in';

function hookWith<T>(queryClient: QueryClient, hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

const invalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('cache effects of trail writes', () => {
  it('deleting a trail drops its waypoints and reviews, and refetches the review queue and tags', async () => {
    await signInAsAdmin();
    const queryClient = createQueryClient();
    const [trail, other] = expectedTrails();
    queryClient.setQueryData(waypointKeys.ofTrail(trail!.id), []);
    queryClient.setQueryData(reviewKeys.ofTrail(trail!.id), []);
    queryClient.setQueryData(reviewKeys.ofTrail(other!.id), []);
    queryClient.setQueryData(reviewKeys.pending(), []);
    queryClient.setQueryData(tagKeys.list(), []);

    const mutation = hookWith(queryClient, useDeleteTrailMutation);
    await mutation.current.mutateAsync(trail!.id);

    expect(queryClient.getQueryState(waypointKeys.ofTrail(trail!.id))).toBeUndefined();
    expect(queryClient.getQueryState(reviewKeys.ofTrail(trail!.id))).toBeUndefined();
    expect(invalidated(queryClient, reviewKeys.pending())).toBe(true);
    // Another trail's reviews do not change.
    expect(invalidated(queryClient, reviewKeys.ofTrail(other!.id))).toBe(false);
    expect(invalidated(queryClient, tagKeys.list())).toBe(true);
  });

  it('a renamed trail is renamed in the review rows that show it', async () => {
    await signInAsAdmin();
    const queryClient = createQueryClient();
    const review = (await fetchPendingReviews())[0]!;
    queryClient.setQueryData(reviewKeys.pending(), [review]);
    queryClient.setQueryData(reviewKeys.ofTrail(review.trail.id), [review]);
    const mutation = hookWith(queryClient, useUpdateTrailMutation);
    await mutation.current.mutateAsync({ id: review.trail.id, changes: { name: 'Renamed Trail' } });
    const names = (key: QueryKey) => queryClient.getQueryData<typeof review[]>(key)?.map((r) => r.trail.name);
    expect(names(reviewKeys.pending())).toEqual(['Renamed Trail']);
    expect(names(reviewKeys.ofTrail(review.trail.id))).toEqual(['Renamed Trail']);
  });

  it('a moderated review refetches the trail details, whose rating it changes', async () => {
    const admin = await signInAsAdmin();
    const queryClient = createQueryClient();
    const review = (await fetchPendingReviews())[0]!;
    queryClient.setQueryData(trailKeys.detail(review.trail.id), await fetchTrail(review.trail.id));

    // Moderation is held for Undo: the held write, once sent, runs the write's declared effects.
    const write = await holdReviewModeration(queryClient, { action: 'accept', review });
    await write.send(admin.id);

    expect(invalidated(queryClient, trailKeys.detail(review.trail.id))).toBe(true);
  });
});
