import { ApiError } from '@/api/errors';
import type { Translator } from '@/i18n/translator';

/**
 * The dialog for a failed country load (SPEC.md §6 and §8): 401 Authentication Error,
 * 403 Access Denied, anything else Error / Failed to fetch location data. A 401 that survives
 * a successful token refresh signs the administrator out (src/api/http.ts), so the
 * Authentication Error dialog shows only for a 401 that reaches the screen while still signed
 * in (newer tokens from another tab arrived during the call).
 */
export function locationLoadErrorDialog({ t }: Translator, error: unknown): { title: string; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { title: t('trails.authError'), message: t('trails.authErrorText') };
  if (status === 403) return { title: t('trails.accessDenied'), message: t('trails.accessDeniedText') };
  return { title: t('common.error'), message: t('trails.locationsFailed') };
}
