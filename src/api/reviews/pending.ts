import { queryOptions } from '@tanstack/react-query';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { reviewKeys } from './keys';
import { reviewsResponseSchema, type Review } from './schemas';

/** GET /trails/reviews/pending (SPEC.md §7): every review waiting for moderation. */
export async function fetchPendingReviews(signal?: AbortSignal, onUnreadable?: CallOptions['onUnreadable']): Promise<Review[]> {
  const { reviews } = await http.get('/trails/reviews/pending', reviewsResponseSchema, { signal, onUnreadable });
  return reviews;
}

export function pendingReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.pending(),
    queryFn: ({ signal, queryKey }) => fetchPendingReviews(signal, noteUnreadable(queryKey)),
  });
}
