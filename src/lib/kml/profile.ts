import type { PathPoint } from '@/api/trails/schemas';
import { haversineMeters } from './metrics';

/*
 * The elevation chart's data, apart from metrics.ts: the form computes a path's distance and
 * gain at once, and the chart's code (with this) loads once there is a path to draw.
 */

export interface ProfilePoint {
  /** km from the start, 2 decimals. */
  distance: number;
  /** m, 1 decimal. */
  altitude: number;
}

/** Distance against altitude, thinned to at most `maxPoints` for the chart. */
export function elevationProfile(path: readonly PathPoint[], maxPoints = 400): ProfilePoint[] {
  const all: ProfilePoint[] = [];
  let meters = 0;
  for (let i = 0; i < path.length; i++) {
    const p = path[i] as PathPoint;
    if (i > 0) meters += haversineMeters(path[i - 1] as PathPoint, p);
    if (p.altitude !== null && Number.isFinite(p.altitude)) {
      all.push({
        distance: Math.round(meters / 10) / 100,
        altitude: Math.round(p.altitude * 10) / 10,
      });
    }
  }
  if (all.length <= maxPoints) return all;
  const step = (all.length - 1) / (maxPoints - 1);
  return Array.from({ length: maxPoints }, (_, k) => all[Math.round(k * step)] as ProfilePoint);
}
