import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/shell/app-layout';

/** The signed-in frame: sidebar and header around every screen (SPEC.md §2). */
export const Route = createFileRoute('/_app')({
  staticData: { title: 'header.default' },
  component: AppLayout,
});
