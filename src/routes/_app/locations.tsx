import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/locations')({
  component: lazyScreen('locations', () => import('@/features/locations/locations-screen'), 'LocationsScreen'),
});
