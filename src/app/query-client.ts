import { QueryClient } from '@tanstack/react-query';

/**
 * Retries happen in one layer only: the HTTP client retries a failed call once
 * (src/api/http.ts), so TanStack Query's own retries are off.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
