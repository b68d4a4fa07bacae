import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/waypoints/$id')({
  params: trailIdParams,
  component: lazyScreen('waypoints', () => import('@/features/waypoints/waypoints-screen'), 'WaypointsScreen'),
});
