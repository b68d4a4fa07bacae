/**
 * Dates of the seed, counted back from its "now" (the time it is built at: today, at boot),
 * so that recent figures (new in 7 days, today, past week) always have something to count.
 */
import type { Rng } from './random';

export const DAY = 86_400_000;
/** How far back the seed's history goes. */
export const HISTORY_MS = 3 * 365 * DAY;

/**
 * A time in (now − HISTORY_MS, now], denser towards now: `bias` > 1 models a growing
 * catalogue (1.3 puts about 2% of it in the last week, 1.6 about 4%; 1 would be uniform, 0.6%).
 */
export function recentTime(rng: Rng, now: number, bias: number): number {
  return now - HISTORY_MS * rng.next() ** bias;
}

/** The seed's "now" for a clock reading: the minute it is in (so a rebuild in it matches). */
export function seedAnchor(clock: number = Date.now()): number {
  return Math.floor(clock / 60_000) * 60_000;
}

/** Local midnight that starts the day of `now` (the stats' "today", mocks/db/queries.ts). */
export function startOfLocalDay(now: number): number {
  return new Date(now).setHours(0, 0, 0, 0);
}

/** `count` times from recentTime, oldest first (ids follow creation order, as in a database). */
export function sortedTimes(rng: Rng, count: number, now: number, bias: number): Float64Array {
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) times[i] = recentTime(rng, now, bias);
  return times.sort();
}
