import { QueryClient } from '@tanstack/react-query';

/**
 * Retries happen in one layer only: the HTTP client retries a failed call once
 * (src/api/http.ts), so TanStack Query's own retries are off. A screen that mounts after its
 * route loader's attempt failed does not try again (retryOnMount): it shows the failure with
 * its Retry (src/api/common/prefetch.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
