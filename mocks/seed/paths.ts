/**
 * Plausible walking paths near a city: where they start, how they wander, and the shape of
 * their elevation profile (climbs to a summit, descents, plateaus, rolling hills, canyons,
 * level walks). Metrics are not computed here: the seed uses the panel's own
 * src/lib/kml/metrics.ts on the result.
 */
import type { PathPoint, RouteType } from '../../src/api/trails/schemas';
import type { CityPlace } from './places';
import type { Rng } from './random';

const RAD = Math.PI / 180;
const M_PER_DEG_LAT = 111_320;

/** Profile shapes; `none` has no altitudes and `level` keeps one altitude (gain 0). */
export type ProfileKind = 'summit' | 'plateau' | 'rolling' | 'descent' | 'canyon' | 'gentle' | 'level' | 'none';

/** Start at most this far from the city centre; the walk stays within MAX_RADIUS_M of it. */
export const MAX_START_M = 8_000;
export const MAX_RADIUS_M = 20_000;
/** A coastal city's walks keep at least this far to the land side of its centre. */
const SHORE_MARGIN_M = 1_000;

/** The least a climb-named trail (a ridge, a summit, a pass…) rises from its lowest point. */
export const CLIMB_MIN_RELIEF_M = 300;

/**
 * A profile for the route. A trail whose name promises a climb (`climbs`) goes up to a summit
 * or onto a plateau, never a level, gentle or descending walk.
 */
export function pickProfile(rng: Rng, type: RouteType, cityAltitude: number, climbs = false): ProfileKind {
  if (climbs) return rng.next() < 0.75 ? 'summit' : 'plateau';
  const r = rng.next();
  if (r < 0.05) return 'none';
  if (r < 0.08) return 'level';
  const low = cityAltitude < 200;
  const roll = rng.next();
  // A one-way walk is the one that can go downhill all the way (the climb-named ones climb).
  if (type === 'One_Way' && roll >= 0.8) return 'descent';
  if (low) {
    // Coastal cities: hills behind the shore, gentle coastal walks, the odd gorge.
    if (roll < 0.3) return 'gentle';
    if (roll < 0.55) return 'summit';
    if (roll < 0.8) return 'rolling';
    if (roll < 0.9) return 'plateau';
    return 'summit';
  }
  if (roll < 0.3) return 'summit';
  if (roll < 0.47) return 'rolling';
  if (roll < 0.62) return 'plateau';
  if (roll < 0.77) return 'canyon';
  if (roll < 0.87) return type === 'One_Way' ? 'descent' : 'canyon';
  return 'gentle';
}

/** Control points (t, height in 0..1) of the outbound part of a profile. */
function controlPoints(rng: Rng, kind: ProfileKind, type: RouteType): Array<[number, number]> {
  const closes = type === 'Loop' || type === 'Semi_Loop';
  const outback = type === 'Out_Back';
  const end = closes ? rng.float(0, 0.08) : rng.float(0.05, 0.6);
  switch (kind) {
    case 'summit': {
      if (outback) return [[0, 0], [rng.float(0.3, 0.5), rng.float(0.35, 0.6)], [1, 1]];
      const top = rng.float(0.35, 0.65);
      return [[0, 0], [top * 0.5, rng.float(0.3, 0.55)], [top, 1], [1, end]];
    }
    case 'plateau': {
      const up = rng.float(0.15, 0.3);
      if (outback) return [[0, 0], [up * 1.6, 1], [1, rng.float(0.94, 1)]];
      const down = rng.float(0.62, 0.82);
      return [[0, 0], [up, 1], [(up + down) / 2, rng.float(0.95, 1)], [down, rng.float(0.95, 1)], [1, end]];
    }
    case 'rolling': {
      const bumps = rng.int(outback ? 2 : 3, outback ? 3 : 5);
      const pts: Array<[number, number]> = [[0, rng.float(0, 0.2)]];
      for (let k = 0; k < bumps; k++) {
        const t0 = (k + 0.5) / bumps;
        const t1 = (k + 1) / bumps;
        pts.push([t0, rng.float(0.55, 1)]);
        if (k < bumps - 1) pts.push([t1, rng.float(0, 0.35)]);
      }
      pts.push([1, closes ? (pts[0] as [number, number])[1] : rng.float(0, 0.5)]);
      return pts;
    }
    case 'descent':
      return [[0, 1], [rng.float(0.3, 0.5), rng.float(0.45, 0.7)], [rng.float(0.6, 0.8), rng.float(0.15, 0.35)], [1, 0]];
    case 'canyon': {
      if (outback) return [[0, 1], [rng.float(0.4, 0.6), rng.float(0.25, 0.45)], [1, 0]];
      const a = rng.float(0.25, 0.4);
      const b = rng.float(0.6, 0.75);
      return [[0, 1], [a, rng.float(0, 0.1)], [b, rng.float(0, 0.1)], [1, closes ? rng.float(0.92, 1) : rng.float(0.4, 1)]];
    }
    case 'gentle':
    case 'level':
    case 'none':
      return [[0, 0.5], [0.25, rng.float(0, 1)], [0.5, rng.float(0, 1)], [0.75, rng.float(0, 1)], [1, 0.5]];
  }
}

/** Height in 0..1 at t along the control points, eased between them (cosine). */
function heightAt(pts: ReadonlyArray<[number, number]>, t: number): number {
  let k = 1;
  while (k < pts.length - 1 && (pts[k] as [number, number])[0] < t) k++;
  const [t0, h0] = pts[k - 1] as [number, number];
  const [t1, h1] = pts[k] as [number, number];
  const u = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 1;
  return h0 + (h1 - h0) * (1 - Math.cos(Math.PI * u)) * 0.5;
}

/**
 * Relief of a profile in metres: higher ground has taller climbs. A climb-named trail rises
 * at least CLIMB_MIN_RELIEF_M (up to its ground's most).
 */
function relief(rng: Rng, kind: ProfileKind, cityAltitude: number, climbs: boolean): number {
  if (kind === 'gentle') return rng.float(6, 40);
  const [low, high] = cityAltitude >= 1000 ? [150, 950] : cityAltitude >= 300 ? [80, 650] : [40, 380];
  return rng.float(climbs ? CLIMB_MIN_RELIEF_M : low, high);
}

export interface PathOptions {
  points: number;
  /** Metres between points (about). */
  step: number;
  type: RouteType;
  profile: ProfileKind;
  /** The trail's name promises a climb: the relief is at least CLIMB_MIN_RELIEF_M. */
  climbs?: boolean;
}

/**
 * A walk that starts near the city (on the land side of a coastal one), wanders with a
 * drifting heading, stays within MAX_RADIUS_M of the centre, and closes for loops (semi-loops
 * nearly). Out-and-backs retrace their way, so their profile is mirrored.
 */
export function generatePath(rng: Rng, place: CityPlace, o: PathOptions): PathPoint[] {
  const bearing = (place.land ?? rng.float(0, 360)) + (place.land === null ? 0 : rng.float(-50, 50));
  const startDist = rng.float(place.land === null ? 400 : SHORE_MARGIN_M * 2, MAX_START_M);
  // The land direction of a coastal city, as a unit vector (x east, y north).
  const landX = place.land === null ? null : Math.sin(place.land * RAD);
  const landY = place.land === null ? null : Math.cos(place.land * RAD);
  const cosLat = Math.cos(place.lat * RAD);
  // Local metres east (x) and north (y) of the city centre.
  let x = Math.sin(bearing * RAD) * startDist;
  let y = Math.cos(bearing * RAD) * startDist;
  const x0 = x;
  const y0 = y;
  const outbound = o.type === 'Out_Back' ? Math.ceil(o.points / 2) : o.points;
  const closing = o.type === 'Loop' ? 1 : o.type === 'Semi_Loop' ? 0.55 : 0;
  // Head away from the centre (inland for a coastal city), then wander.
  let heading = Math.atan2(y, x) + rng.float(-0.9, 0.9);
  const xy: Array<[number, number]> = [[x, y]];
  for (let i = 1; i < outbound; i++) {
    const progress = i / outbound;
    heading += rng.float(-0.35, 0.35);
    if (closing > 0 && progress > 0.45) {
      // Steer towards the start, harder as the walk nears its end.
      let diff = Math.atan2(y0 - y, x0 - x) - heading;
      diff = Math.atan2(Math.sin(diff), Math.cos(diff));
      heading += diff * closing * (progress - 0.4) * 0.8;
    } else if (Math.hypot(x, y) > MAX_RADIUS_M * 0.8) {
      let diff = Math.atan2(-y, -x) - heading;
      diff = Math.atan2(Math.sin(diff), Math.cos(diff));
      heading += diff * 0.5;
    }
    if (landX !== null && landY !== null && x * landX + y * landY < SHORE_MARGIN_M) {
      // Near the shore (or the border behind a coastal city): turn inland.
      let diff = Math.atan2(landY, landX) - heading;
      diff = Math.atan2(Math.sin(diff), Math.cos(diff));
      heading += diff * 0.6;
    }
    const step = o.step * rng.float(0.6, 1.4);
    x += Math.cos(heading) * step;
    y += Math.sin(heading) * step;
    xy.push([x, y]);
  }
  if (o.type === 'Out_Back') {
    for (let i = outbound - 2; xy.length < o.points && i >= 0; i--) {
      const p = xy[i] as [number, number];
      xy.push([p[0] + rng.float(-3, 3), p[1] + rng.float(-3, 3)]);
    }
  }

  const n = xy.length;
  const withAltitude = o.profile !== 'none';
  const pts = controlPoints(rng, o.profile, o.type);
  const amp = o.profile === 'level' ? 0 : relief(rng, o.profile, place.altitude, o.climbs ?? false);
  const startsHigh = o.profile === 'descent' || o.profile === 'canyon';
  // The lowest point sits near the city's ground; canyons and descents start above it.
  const floor = Math.max(2, place.altitude + rng.float(-60, 120) - (startsHigh ? amp * 0.2 : 0));
  let noise = 0;
  const out: PathPoint[] = new Array<PathPoint>(n);
  for (let i = 0; i < n; i++) {
    const [px, py] = xy[i] as [number, number];
    let altitude: number | null = null;
    if (withAltitude) {
      // Out-and-back: the way back retraces the way out, altitudes included.
      const j = o.type === 'Out_Back' && i >= outbound ? 2 * (outbound - 1) - i : i;
      const t = o.type === 'Out_Back' ? j / Math.max(1, outbound - 1) : i / Math.max(1, n - 1);
      noise = o.profile === 'level' ? 0 : noise * 0.7 + rng.float(-0.6, 0.6);
      altitude = Math.round((floor + amp * heightAt(pts, t) + noise) * 10) / 10;
    }
    out[i] = {
      lon: Math.round((place.lon + px / (M_PER_DEG_LAT * cosLat)) * 1e6) / 1e6,
      lat: Math.round((place.lat + py / M_PER_DEG_LAT) * 1e6) / 1e6,
      altitude,
    };
  }
  return out;
}
