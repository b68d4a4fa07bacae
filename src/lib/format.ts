/** SPEC.md §9: names are cut at 50 characters unless a table says otherwise (30, 20). */
export const DEFAULT_TRUNCATE = 50;

/** Cuts `text` to `max` characters (by code point, so emoji are not split), adding "...". */
export function truncate(text: string, max = DEFAULT_TRUNCATE): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * "Short US-style date" (SPEC.md §2): month abbreviation, day, year, e.g. "Nov 21, 2026".
 * Shown in UTC so that a date reads the same for every administrator. An unreadable date
 * reads as "N/A" instead of "Invalid Date".
 */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : shortDate.format(date);
}

/** Rating shown on a 5-star scale: capped at 5 (SPEC.md §9), one decimal, or null for none. */
export function displayRating(rating: number | null | undefined): number | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating) || rating <= 0) return null;
  return Math.round(Math.min(rating, 5) * 10) / 10;
}
