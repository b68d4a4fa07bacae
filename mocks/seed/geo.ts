/** Places, plausible walking paths around them, and path metrics (haversine). */
import type { PathPoint, RouteType } from '../../src/api/trails/schemas';
import type { Rng } from './random';

/** [name, lat, lon, typical altitude (m)] per city, grouped by country. */
export const PLACES: ReadonlyArray<{
  country: string;
  cities: ReadonlyArray<readonly [string, number, number, number]>;
}> = [
  {
    country: 'Jordan',
    cities: [
      ['Amman', 31.951, 35.933, 850],
      ['Wadi Musa', 30.322, 35.479, 1100],
      ['Aqaba', 29.532, 35.006, 60],
      ['Madaba', 31.717, 35.794, 780],
      ['Ajloun', 32.333, 35.752, 1050],
      ['Dana', 30.674, 35.611, 1200],
      ['Wadi Rum', 29.576, 35.42, 950],
    ],
  },
  {
    country: 'Lebanon',
    cities: [
      ['Beirut', 33.894, 35.502, 60],
      ['Byblos', 34.121, 35.648, 40],
      ['Bsharri', 34.251, 36.011, 1500],
      ['Tyre', 33.271, 35.196, 20],
      ['Baalbek', 34.006, 36.211, 1150],
      ['Jezzine', 33.542, 35.584, 950],
    ],
  },
  {
    country: 'Oman',
    cities: [
      ['Muscat', 23.588, 58.383, 30],
      ['Nizwa', 22.933, 57.53, 520],
      ['Salalah', 17.019, 54.089, 40],
      ['Sur', 22.567, 59.529, 20],
      ['Al Hamra', 23.117, 57.283, 700],
    ],
  },
  {
    country: 'Morocco',
    cities: [
      ['Marrakesh', 31.629, -7.981, 470],
      ['Imlil', 31.137, -7.919, 1740],
      ['Chefchaouen', 35.171, -5.27, 600],
      ['Fes', 34.033, -5.0, 410],
      ['Ouarzazate', 30.92, -6.893, 1150],
      ['Agadir', 30.427, -9.598, 70],
    ],
  },
  {
    country: 'Türkiye',
    cities: [
      ['Antalya', 36.897, 30.713, 40],
      ['Fethiye', 36.622, 29.116, 30],
      ['Göreme', 38.643, 34.829, 1100],
      ['Trabzon', 41.002, 39.717, 50],
      ['Kaş', 36.202, 29.638, 20],
      ['Ayder', 40.953, 41.103, 1350],
    ],
  },
  {
    country: 'Georgia',
    cities: [
      ['Tbilisi', 41.716, 44.783, 500],
      ['Stepantsminda', 42.657, 44.643, 1740],
      ['Mestia', 43.045, 42.727, 1500],
      ['Borjomi', 41.839, 43.389, 800],
      ['Kutaisi', 42.27, 42.705, 150],
      ['Telavi', 41.92, 45.473, 570],
    ],
  },
];

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two lon/lat points. */
export function haversineMeters(a: PathPoint, b: PathPoint): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance (km, 0.1) and elevation gain (m, 1; null without altitudes) of a path. */
export function pathMetrics(path: readonly PathPoint[]): {
  distance: number;
  elevationGain: number | null;
} {
  let meters = 0;
  let gain = 0;
  let hasAltitude = false;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as PathPoint;
    const b = path[i] as PathPoint;
    meters += haversineMeters(a, b);
    if (a.altitude !== null && b.altitude !== null) {
      hasAltitude = true;
      if (b.altitude > a.altitude) gain += b.altitude - a.altitude;
    }
  }
  return {
    distance: Math.round(meters / 100) / 10,
    elevationGain: hasAltitude ? Math.round(gain) : null,
  };
}

export type AltitudeMode = 'hilly' | 'flat' | 'none';

/**
 * A plausible walk near (lat, lon): steps of 15–60 m with a drifting heading; loops bend back
 * to the start, out-and-backs retrace their way. Altitudes follow a smooth random profile.
 */
export function generatePath(
  rng: Rng,
  center: { lat: number; lon: number; altitude: number },
  points: number,
  type: RouteType,
  altitudeMode: AltitudeMode,
): PathPoint[] {
  const startLat = center.lat + rng.float(-0.04, 0.04);
  const startLon = center.lon + rng.float(-0.04, 0.04);
  const metersPerDegLat = 111_320;
  const metersPerDegLon = 111_320 * Math.cos(toRad(startLat));
  const outbound = type === 'Out_Back' ? Math.ceil(points / 2) : points;
  const closing = type === 'Loop' ? 1 : type === 'Semi_Loop' ? 0.55 : 0;
  const step = rng.float(15, 60);
  let heading = rng.float(0, Math.PI * 2);
  let x = 0;
  let y = 0;
  const xy: Array<[number, number]> = [[0, 0]];
  for (let i = 1; i < outbound; i++) {
    const progress = i / outbound;
    heading += rng.float(-0.35, 0.35);
    if (closing > 0 && progress > 0.5) {
      // Steer towards the start, harder as the walk nears its end.
      const home = Math.atan2(-y, -x);
      let diff = home - heading;
      diff = Math.atan2(Math.sin(diff), Math.cos(diff));
      heading += diff * closing * (progress - 0.5) * 0.6;
    }
    x += Math.cos(heading) * step;
    y += Math.sin(heading) * step;
    xy.push([x, y]);
  }
  if (type === 'Out_Back') {
    for (let i = outbound - 2; xy.length < points && i >= 0; i--) {
      const p = xy[i] as [number, number];
      xy.push([p[0] + rng.float(-2, 2), p[1] + rng.float(-2, 2)]);
    }
  }
  const amp = altitudeMode === 'hilly' ? rng.float(40, 450) : 0;
  const f1 = rng.float(1, 3);
  const f2 = rng.float(3, 8);
  const ph1 = rng.float(0, Math.PI * 2);
  const ph2 = rng.float(0, Math.PI * 2);
  const base = Math.max(0, center.altitude + rng.float(-100, 200));
  return xy.map(([px, py], i) => {
    const t = i / Math.max(1, xy.length - 1);
    const altitude =
      altitudeMode === 'none'
        ? null
        : Math.round(
            (base + amp * Math.sin(Math.PI * t * f1 + ph1) + amp * 0.2 * Math.sin(Math.PI * t * f2 + ph2)) * 10,
          ) / 10;
    return {
      lon: Math.round((startLon + px / metersPerDegLon) * 1e6) / 1e6,
      lat: Math.round((startLat + py / metersPerDegLat) * 1e6) / 1e6,
      altitude: altitude === null ? null : Math.max(0, altitude),
    };
  });
}
