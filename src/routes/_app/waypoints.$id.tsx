import { createFileRoute } from '@tanstack/react-router';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { waypointsQueryOptions } from '@/api/waypoints/list';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/waypoints/$id')({
  params: trailIdParams,
  // Starts both loads while the chunk downloads; failures are shown by the screen.
  loader: ({ context, params }) => {
    if (params.id === null) return;
    void context.queryClient.prefetchQuery(waypointsQueryOptions(params.id));
    void context.queryClient.prefetchQuery(trailDetailsQueryOptions(params.id));
  },
  component: lazyScreen(
    'waypoints',
    () => import('@/features/waypoints/waypoints-screen'),
    'WaypointsScreen',
  ),
});
