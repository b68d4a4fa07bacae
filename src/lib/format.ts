/** SPEC.md §9: names are cut at 50 characters unless a table says otherwise (30, 20). */
export const DEFAULT_TRUNCATE = 50;

/**
 * Cuts `text` to `max` characters (by code point, so emoji are not split), adding "...".
 * The dots belong to the text: shown inside the text's own isolation (<bdi>, dir="auto"),
 * they sit at the end of its own direction, left of an Arabic name, right of a Latin one.
 */
export function truncate(text: string, max = DEFAULT_TRUNCATE): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`;
}

/** Rating shown on a 5-star scale: capped at 5 (SPEC.md §9), one decimal, or null for none. */
export function displayRating(rating: number | null | undefined): number | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating) || rating <= 0) return null;
  return Math.round(Math.min(rating, 5) * 10) / 10;
}
