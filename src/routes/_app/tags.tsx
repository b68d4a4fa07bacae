import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { tagsQueryOptions } from '@/api/tags/list';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/tags')({
  staticData: { title: 'header.default' }, // SPEC.md §2 gives Tags no title of its own
  loader: ({ context, preload }) =>
    void prefetchForScreen(context.queryClient, tagsQueryOptions(), preload),
  component: lazyScreen('tags', () => import('@/features/tags/tags-screen'), 'TagsScreen'),
});
