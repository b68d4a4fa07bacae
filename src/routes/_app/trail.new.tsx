import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { countriesQueryOptions } from '@/api/locations/list';
import { tagsQueryOptions } from '@/api/tags/list';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/trail/new')({
  loader: ({ context }) => {
    void prefetchForScreen(context.queryClient, countriesQueryOptions());
    void prefetchForScreen(context.queryClient, tagsQueryOptions());
  },
  component: lazyScreen('trail-editor', () => import('@/features/trail-editor/trail-editor-screen'), 'CreateTrailScreen'),
});
