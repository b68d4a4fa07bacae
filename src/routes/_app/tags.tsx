import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/tags')({
  component: lazyScreen('tags', () => import('@/features/tags/tags-screen'), 'TagsScreen'),
});
