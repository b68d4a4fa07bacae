import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { prefetchForScreen } from '@/api/common/prefetch';
import { userListQueryOptions } from '@/api/users/list';
import { userStatsQueryOptions } from '@/api/users/stats';
import { roleSchema, userStatusSchema, userTypeSchema } from '@/api/users/schemas';
import { DEFAULT_USER_PAGE_SIZE } from '@/features/users/page-sizes';
import { lazyScreen } from '@/lib/lazy-screen';

/** The user list's state in the URL: filters, page and page size. Bad values fall back. */
const usersSearchSchema = z.object({
  name: z.string().trim().min(1).optional().catch(undefined),
  status: userStatusSchema.optional().catch(undefined),
  role: roleSchema.optional().catch(undefined),
  userType: userTypeSchema.optional().catch(undefined),
  isPremium: z.boolean().optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
  pageSize: z
    .union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)])
    .default(DEFAULT_USER_PAGE_SIZE)
    .catch(DEFAULT_USER_PAGE_SIZE),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

export const Route = createFileRoute('/_app/users')({
  staticData: { title: 'header.users' },
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the list call while the screen's chunk loads; a failure is shown by the screen.
  loader: ({ context, deps, preload }) => {
    void prefetchForScreen(context.queryClient, userListQueryOptions(deps), preload);
    void prefetchForScreen(context.queryClient, userStatsQueryOptions('all'), preload);
  },
  component: lazyScreen('users', () => import('@/features/users/users-screen'), 'UsersScreen'),
});
