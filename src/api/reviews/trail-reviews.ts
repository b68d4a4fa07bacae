import { queryOptions } from '@tanstack/react-query';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { reviewKeys } from './keys';
import { reviewsResponseSchema, type Review } from './schemas';
import { apiPath } from '../path';

/** GET /trails/{id}/reviews (SPEC.md §7): the reviews of one trail, every status. */
export async function fetchTrailReviews(
  trailId: number,
  signal?: AbortSignal,
  onUnreadable?: CallOptions['onUnreadable'],
): Promise<Review[]> {
  const { reviews } = await http.get(apiPath`/trails/${trailId}/reviews`, reviewsResponseSchema, { signal, onUnreadable });
  return reviews;
}

export function trailReviewsQueryOptions(trailId: number) {
  return queryOptions({
    queryKey: reviewKeys.ofTrail(trailId),
    queryFn: ({ signal, queryKey }) => fetchTrailReviews(trailId, signal, noteUnreadable(queryKey)),
  });
}
