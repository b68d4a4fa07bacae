import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { prefetchForScreen } from '@/api/common/prefetch';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { highlightParam } from '@/lib/highlight';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/reviews')({
  staticData: { title: 'header.reviews' },
  validateSearch: z.object({ highlight: highlightParam }),
  // Starts the queue's fetch alongside the screen's chunk (docs/architecture.md, routes).
  loader: ({ context, preload }) =>
    void prefetchForScreen(context.queryClient, pendingReviewsQueryOptions(), preload),
  component: lazyScreen(
    'pending-reviews',
    () => import('@/features/reviews/pending-reviews-screen'),
    'PendingReviewsScreen',
  ),
});
