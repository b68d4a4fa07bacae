import { displayRating, truncate } from '@/lib/format';

/** SPEC.md §9: names are cut at 30 characters in the trail table. */
export const TRAIL_NAME_MAX = 30;

export const trailNameCell = (name: string) => truncate(name, TRAIL_NAME_MAX);

/** Distance in km with one decimal. */
export function formatDistance(km: number): string {
  return Number.isFinite(km) ? km.toFixed(1) : 'N/A';
}

/** Elevation gain in m: N/A when empty or 0 (SPEC.md §2). */
export function formatElevation(m: number | null | undefined): string {
  return m === null || m === undefined || !Number.isFinite(m) || m === 0
    ? 'N/A'
    : String(Math.round(m));
}

/** The rating value next to the star, capped at 5 (SPEC.md §9), or N/A. */
export function formatRating(rating: number | null | undefined): string {
  const value = displayRating(rating);
  return value === null ? 'N/A' : value.toFixed(1);
}
