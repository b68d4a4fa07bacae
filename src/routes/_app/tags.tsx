import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { prefetchForScreen } from '@/api/common/prefetch';
import { tagsQueryOptions } from '@/api/tags/list';
import { highlightParam } from '@/lib/highlight';
import { lazyScreen } from '@/lib/lazy-screen';

/** The tag table's sort in the URL (name, ascending when absent). Bad values fall back. */
const tagsSearchSchema = z.object({
  sort: z.catch(z.optional(z.enum(['usage', 'created'])), undefined),
  order: z.catch(z.optional(z.enum(['desc'])), undefined),
  highlight: highlightParam,
});
export type TagsSearch = z.infer<typeof tagsSearchSchema>;

export const Route = createFileRoute('/_app/tags')({
  staticData: { title: 'header.default' }, // SPEC.md §2 gives Tags no title of its own
  validateSearch: tagsSearchSchema,
  loader: ({ context, preload }) =>
    void prefetchForScreen(context.queryClient, tagsQueryOptions(), preload),
  component: lazyScreen('tags', () => import('@/features/tags/tags-screen'), 'TagsScreen'),
});
