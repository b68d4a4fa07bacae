import type { PathPoint } from '@/api/trails/schemas';

/**
 * Distance and elevation gain of a trail path (the elevation chart's profile: profile.ts).
 *
 * Distance: haversine over consecutive points (mean Earth radius), in km rounded to 0.1 as
 * the server stores it. Elevation gain: the sum of climbs, with a noise threshold of
 * ELEVATION_NOISE_M metres (hysteresis): a climb counts once the altitude has risen at
 * least that much above the lowest point since the last counted climb, so GPS jitter of a
 * metre or two up and down does not add up to phantom metres, while a steady climb counts
 * in full. Points without an altitude are skipped; a path with fewer than two altitudes
 * has no gain (null).
 */
export const ELEVATION_NOISE_M = 2;
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export function haversineMeters(a: PathPoint, b: PathPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The haversine sum, with each point's cosine computed once (hot loop: 50,000 points). */
export function pathDistanceMeters(path: readonly PathPoint[]): number {
  let meters = 0;
  let prev = path[0];
  if (!prev) return 0;
  let prevCos = Math.cos(prev.lat * RAD);
  for (let i = 1; i < path.length; i++) {
    const p = path[i] as PathPoint;
    const cos = Math.cos(p.lat * RAD);
    const sLat = Math.sin(((p.lat - prev.lat) * RAD) / 2);
    const sLon = Math.sin(((p.lon - prev.lon) * RAD) / 2);
    const h = sLat * sLat + prevCos * cos * sLon * sLon;
    meters += 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
    prev = p;
    prevCos = cos;
  }
  return meters;
}

export function elevationGainMeters(
  path: readonly PathPoint[],
  threshold = ELEVATION_NOISE_M,
): number | null {
  let reference: number | null = null;
  let seen = 0;
  let gain = 0;
  for (const p of path) {
    const alt = p.altitude;
    if (alt === null || !Number.isFinite(alt)) continue;
    seen++;
    if (reference === null || alt < reference) reference = alt;
    else if (alt - reference >= threshold) {
      gain += alt - reference;
      reference = alt;
    }
  }
  return seen >= 2 ? gain : null;
}

export interface PathMetrics {
  /** km, rounded to 0.1. */
  distance: number;
  /** m, rounded to 1; null without altitudes. */
  elevationGain: number | null;
}

export function pathMetrics(path: readonly PathPoint[]): PathMetrics {
  const gain = elevationGainMeters(path);
  return {
    distance: Math.round(pathDistanceMeters(path) / 100) / 10,
    elevationGain: gain === null ? null : Math.round(gain),
  };
}
