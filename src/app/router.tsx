import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { MessageKey } from '@/i18n/catalogues';
import { RouteErrorPage } from '@/shell/route-error-page';
import { NotFoundPage } from '@/shell/not-found-page';
import { ScreenLoader } from '@/ui/screen-loader';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from '@/routes/__root';

export function createAppRouter(options: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient: options.queryClient } satisfies RouterContext,
    // Loaders prefetch into TanStack Query, which owns caching; the router keeps no stale copy.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: ScreenLoader,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  /** What every route says about itself, beside its path (a route without it does not compile). */
  interface StaticDataRouteOption {
    /** The header's title on this route (SPEC.md §2): the deepest matched route's. */
    title: MessageKey;
  }
}
