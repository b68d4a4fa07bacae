import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/trail/$id/reviews')({
  params: trailIdParams,
  component: lazyScreen('trail-reviews', () => import('@/features/reviews/trail-reviews-screen'), 'TrailReviewsScreen'),
});
