import { createFileRoute } from '@tanstack/react-router';
import { trailReviewsQueryOptions } from '@/api/reviews/trail-reviews';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/trail/$id/reviews')({
  params: trailIdParams,
  loader: ({ context, params }) => {
    if (params.id === null) return;
    void context.queryClient.prefetchQuery(trailReviewsQueryOptions(params.id));
    void context.queryClient.prefetchQuery(trailDetailsQueryOptions(params.id));
  },
  component: lazyScreen('trail-reviews', () => import('@/features/reviews/trail-reviews-screen'), 'TrailReviewsScreen'),
});
