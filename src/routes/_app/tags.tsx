import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { tagsQueryOptions } from '@/api/tags/list';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/tags')({
  loader: ({ context }) => void prefetchForScreen(context.queryClient, tagsQueryOptions()),
  component: lazyScreen('tags', () => import('@/features/tags/tags-screen'), 'TagsScreen'),
});
