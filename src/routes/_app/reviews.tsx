import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/reviews')({
  staticData: { title: 'header.reviews' },
  // Starts the queue's fetch alongside the screen's chunk (docs/architecture.md, routes).
  loader: ({ context, preload }) =>
    void prefetchForScreen(context.queryClient, pendingReviewsQueryOptions(), preload),
  component: lazyScreen(
    'pending-reviews',
    () => import('@/features/reviews/pending-reviews-screen'),
    'PendingReviewsScreen',
  ),
});
