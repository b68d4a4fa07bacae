import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { prefetchForScreen } from '@/api/common/prefetch';
import { trailReviewsQueryOptions } from '@/api/reviews/trail-reviews';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { highlightParam } from '@/lib/highlight';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/trail/$id/reviews')({
  staticData: { title: 'header.reviews' }, // a trail's reviews share /reviews' title
  params: trailIdParams,
  validateSearch: z.object({ highlight: highlightParam }),
  loader: ({ context, params, preload }) => {
    if (params.id === null) return;
    void prefetchForScreen(context.queryClient, trailReviewsQueryOptions(params.id), preload);
    void prefetchForScreen(context.queryClient, trailDetailsQueryOptions(params.id), preload);
  },
  component: lazyScreen(
    'trail-reviews',
    () => import('@/features/reviews/trail-reviews-screen'),
    'TrailReviewsScreen',
  ),
});
