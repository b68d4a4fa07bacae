import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/reviews')({
  component: lazyScreen('reviews', () => import('@/features/reviews/pending-reviews-screen'), 'PendingReviewsScreen'),
});
