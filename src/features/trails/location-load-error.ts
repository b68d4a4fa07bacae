import { ApiError } from '@/api/errors';

/**
 * The dialog for a failed country load (SPEC.md §6 and §8): 401 Authentication Error,
 * 403 Access Denied, anything else Error / Failed to fetch location data. A 401 that survives
 * a successful token refresh signs the administrator out (src/api/http.ts, issue 9), so the
 * Authentication Error dialog shows only for a 401 that reaches the screen while still signed
 * in (newer tokens from another tab arrived during the call).
 */
export function locationLoadErrorDialog(error: unknown): { title: string; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401)
    return { title: 'Authentication Error', message: 'Please log in again to access this data' };
  if (status === 403)
    return { title: 'Access Denied', message: 'You do not have permission to access this data' };
  return { title: 'Error', message: 'Failed to fetch location data' };
}
