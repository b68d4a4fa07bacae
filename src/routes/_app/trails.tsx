import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/trails')({
  component: lazyScreen('trails', () => import('@/features/trails/trail-list-screen'), 'TrailListScreen'),
});
