import { createFileRoute } from '@tanstack/react-router';
import { tagsQueryOptions } from '@/api/tags/list';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/tags')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(tagsQueryOptions()),
  component: lazyScreen('tags', () => import('@/features/tags/tags-screen'), 'TagsScreen'),
});
