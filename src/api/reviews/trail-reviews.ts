import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { reviewKeys } from './keys';
import { reviewsResponseSchema, type Review } from './schemas';
import { apiPath } from '../path';

/** GET /trails/{id}/reviews (SPEC.md §7): the reviews of one trail, every status. */
export async function fetchTrailReviews(trailId: number, signal?: AbortSignal): Promise<Review[]> {
  const { reviews } = await http.get(apiPath`/trails/${trailId}/reviews`, reviewsResponseSchema, { signal });
  return reviews;
}

export function trailReviewsQueryOptions(trailId: number) {
  return queryOptions({
    queryKey: reviewKeys.ofTrail(trailId),
    queryFn: ({ signal }) => fetchTrailReviews(trailId, signal),
  });
}
