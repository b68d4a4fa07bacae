import { createFileRoute } from '@tanstack/react-router';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/trail/edit/$id')({
  params: trailIdParams,
  // Starts the load while the editor's chunk downloads; a failure is shown by the screen.
  loader: ({ context, params }) => {
    if (params.id !== null)
      void context.queryClient.prefetchQuery(trailDetailsQueryOptions(params.id));
  },
  component: lazyScreen(
    'trail-editor',
    () => import('@/features/trail-editor/trail-editor-screen'),
    'EditTrailScreen',
  ),
});
