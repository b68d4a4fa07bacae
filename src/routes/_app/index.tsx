import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_STATS_PERIOD } from '@/api/users/stats';
import { prefetchDashboard } from '@/features/dashboard/queries';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/')({
  staticData: { title: 'header.dashboard' },
  // The dashboard's seven calls start together, alongside its chunk; each card shows its own
  // loading and failure.
  loader: ({ context }) => prefetchDashboard(context.queryClient, DEFAULT_STATS_PERIOD),
  component: lazyScreen('dashboard', () => import('@/features/dashboard/dashboard-screen'), 'DashboardScreen', {
    landing: true,
  }),
});
