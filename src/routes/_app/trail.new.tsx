import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { countriesQueryOptions } from '@/api/locations/list';
import { tagsQueryOptions } from '@/api/tags/list';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/trail/new')({
  staticData: { title: 'header.trailNew' },
  loader: ({ context, preload }) => {
    void prefetchForScreen(context.queryClient, countriesQueryOptions(), preload);
    void prefetchForScreen(context.queryClient, tagsQueryOptions(), preload);
  },
  component: lazyScreen(
    'trail-editor',
    () => import('@/features/trail-editor/trail-editor-screen'),
    'CreateTrailScreen',
  ),
});
