import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';

export const Route = createFileRoute('/_app/trail/new')({
  component: lazyScreen('trail-editor', () => import('@/features/trail-editor/trail-editor-screen'), 'CreateTrailScreen'),
});
