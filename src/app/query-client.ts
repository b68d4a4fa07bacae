import { QueryClient } from '@tanstack/react-query';

/**
 * Retries happen in one layer only: the HTTP client retries a failed call once
 * (src/api/http.ts), so TanStack Query's own retries are off. A screen that mounts after its
 * route loader's attempt failed does not try again (retryOnMount): it shows the failure with
 * its Retry (src/api/common/prefetch.ts).
 *
 * Writes are never paused while the browser is offline (TanStack Query's default would hold a
 * mutation until the connection returns, behind the trail form's blocking dialog, with no
 * word): they run, and the HTTP client fails them at once with reason `offline`, which the
 * form shows with Retry (src/ui/save-failure.tsx). Reads keep the default: a screen opened
 * offline waits and loads when the connection returns.
 *
 * Focus refetching is off here: src/api/common/freshness.ts checks the open screen again when the tab is
 * back in view and every minute, and marks what it brings so lists do not move under the user.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
