import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { waypointsQueryOptions } from '@/api/waypoints/list';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/waypoints/$id')({
  staticData: { title: 'header.waypoints' },
  params: trailIdParams,
  // Starts both loads while the chunk downloads; failures are shown by the screen.
  loader: ({ context, params, preload }) => {
    if (params.id === null) return;
    void prefetchForScreen(context.queryClient, waypointsQueryOptions(params.id), preload);
    void prefetchForScreen(context.queryClient, trailDetailsQueryOptions(params.id), preload);
  },
  component: lazyScreen(
    'waypoints',
    () => import('@/features/waypoints/waypoints-screen'),
    'WaypointsScreen',
  ),
});
