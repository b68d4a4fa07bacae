import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/')({
  component: lazyScreen('dashboard', () => import('@/features/dashboard/dashboard-screen'), 'DashboardScreen'),
});
