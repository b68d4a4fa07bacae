import type { Translator } from '@/i18n/translator';
import { displayRating } from '@/lib/format';

/** SPEC.md §9: names are cut at 30 characters in the trail table. */
export const TRAIL_NAME_MAX = 30;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Distance in km with one decimal, in the language's number format. */
export function formatDistance(tr: Translator, km: number): string {
  return Number.isFinite(km) ? tr.number(km, ONE_DECIMAL) : tr.t('common.notAvailable');
}

/** Elevation gain in whole m: N/A when empty or 0 (SPEC.md §2). */
export function formatElevation(tr: Translator, m: number | null | undefined): string {
  return m === null || m === undefined || !Number.isFinite(m) || m === 0
    ? tr.t('common.notAvailable')
    : tr.number(Math.round(m));
}

/** The rating value next to the star, capped at 5 (SPEC.md §9), or N/A. */
export function formatRating(tr: Translator, rating: number | null | undefined): string | null {
  const value = displayRating(rating);
  return value === null ? null : tr.number(value, ONE_DECIMAL);
}
