import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { prefetchForScreen } from '@/api/common/prefetch';
import { userListQueryOptions } from '@/api/users/list';
import { userStatsQueryOptions } from '@/api/users/stats';
import { roleSchema, userStatusSchema, userTypeSchema } from '@/api/users/schemas';
import { DEFAULT_USER_PAGE_SIZE, USER_FILTER_KEYS } from '@/features/users/page-sizes';
import { lazyScreen } from '@/lib/lazy-screen';
import { defaultViewSearch } from '@/lib/list-views';

/** The user list's state in the URL: filters, page and page size. Bad values fall back. */
const usersSearchSchema = z.object({
  name: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
  status: z.catch(z.optional(userStatusSchema), undefined),
  role: z.catch(z.optional(roleSchema), undefined),
  userType: z.catch(z.optional(userTypeSchema), undefined),
  isPremium: z.catch(z.optional(z.boolean()), undefined),
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1)), 1), 1),
  pageSize: z.catch(
    z._default(
      z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]),
      DEFAULT_USER_PAGE_SIZE,
    ),
    DEFAULT_USER_PAGE_SIZE,
  ),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

export const Route = createFileRoute('/_app/users')({
  staticData: { title: 'header.users' },
  validateSearch: usersSearchSchema,
  // Opened with no filters on its first page (the sidebar, a bare link): the administrator's
  // default view, if it has filters (src/lib/list-views.ts).
  beforeLoad: ({ search, cause }) => {
    const bare =
      cause === 'enter' &&
      search.page === 1 &&
      USER_FILTER_KEYS.every((key) => search[key] === undefined);
    const view = bare ? usersSearchSchema.parse(defaultViewSearch('users') ?? {}) : undefined;
    if (view && USER_FILTER_KEYS.some((key) => view[key] !== undefined))
      throw redirect({
        to: '/users',
        search: { ...view, page: 1, pageSize: search.pageSize },
        replace: true,
      });
  },
  loaderDeps: ({ search }) => search,
  // Starts the list call while the screen's chunk loads; a failure is shown by the screen.
  loader: ({ context, deps, preload }) => {
    void prefetchForScreen(context.queryClient, userListQueryOptions(deps), preload);
    void prefetchForScreen(context.queryClient, userStatsQueryOptions('all'), preload);
  },
  component: lazyScreen('users', () => import('@/features/users/users-screen'), 'UsersScreen'),
});
