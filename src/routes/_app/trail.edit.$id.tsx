import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/trail/edit/$id')({
  params: trailIdParams,
  component: lazyScreen('trail-editor', () => import('@/features/trail-editor/trail-editor-screen'), 'EditTrailScreen'),
});
