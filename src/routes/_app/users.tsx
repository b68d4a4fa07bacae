import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/users')({
  component: lazyScreen('users', () => import('@/features/users/users-screen'), 'UsersScreen'),
});
