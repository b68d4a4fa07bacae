import { describe, expect, it } from 'vitest';
import type { PathPoint } from '@/api/trails/schemas';
import {
  ELEVATION_NOISE_M,
  elevationGainMeters,
  haversineMeters,
  pathDistanceMeters,
  pathMetrics,
} from '@/lib/kml/metrics';
import { elevationProfile } from '@/lib/kml/profile';
import { syntheticPath } from './kml-fixtures';

/** Points 111 m apart going north, with these altitudes. */
const at = (alts: Array<number | null>): PathPoint[] =>
  alts.map((altitude, i) => ({ lon: 0, lat: i / 1000, altitude }));

describe('distance of a trail path', () => {
  it.each([
    ['a degree of latitude', { lon: 0, lat: 0 }, { lon: 0, lat: 1 }, 111.19],
    ['a degree of longitude on the equator', { lon: 0, lat: 0 }, { lon: 1, lat: 0 }, 111.19],
    ['a degree of longitude at 60° north', { lon: 0, lat: 60 }, { lon: 1, lat: 60 }, 55.6],
    ['across the date line', { lon: 179.5, lat: 0 }, { lon: -179.5, lat: 0 }, 111.19],
    ['no move at all', { lon: 35.9, lat: 31.9 }, { lon: 35.9, lat: 31.9 }, 0],
  ])('%s is about %s km', (_case, a, b, km) => {
    const meters = haversineMeters({ ...a, altitude: null }, { ...b, altitude: null });
    expect(meters / 1000).toBeCloseTo(km, 1);
  });

  it('the path distance is the sum of its haversine steps', () => {
    const path = syntheticPath(300);
    let sum = 0;
    for (let i = 1; i < path.length; i++) sum += haversineMeters(path[i - 1]!, path[i]!);
    expect(pathDistanceMeters(path)).toBeCloseTo(sum, 6);
  });

  it.each([
    ['no points', []],
    ['one point', [{ lon: 35, lat: 31, altitude: 100 }]],
  ])('a path of %s is 0 m long', (_case, path) => {
    expect(pathDistanceMeters(path)).toBe(0);
  });
});

describe('elevation gain of a trail path', () => {
  it(`counts a climb of ${ELEVATION_NOISE_M} m or more as noise no longer`, () => {
    expect(ELEVATION_NOISE_M).toBe(2);
  });

  it.each<[string, Array<number | null>, number | null]>([
    ['climbs, not the descent between them', [100, 150, 120, 200], 130],
    ['a steady climb in 1 m steps, in full', [100, 101, 102, 103, 104], 4],
    ['jitter of 1 m up and down, as nothing', [100, 101, 100, 101, 100, 101], 0],
    ['a rise of exactly the threshold', [100, 102], 2],
    ['a rise just under the threshold', [100, 101.9], 0],
    ['a climb measured from the lowest point since the last climb', [100, 99, 98, 101], 3],
    ['descents only, as nothing', [300, 250, 200], 0],
    ['points without an altitude skipped', [100, null, 110], 10],
    ['non-finite altitudes skipped', [100, NaN, Infinity, 110], 10],
    ['a single altitude, as no gain', [null, 100, null], null],
    ['no altitudes, as no gain', [null, null], null],
    ['no points, as no gain', [], null],
  ])('sums %s', (_case, alts, gain) => {
    expect(elevationGainMeters(at(alts))).toBe(gain);
  });

  it.each([
    [1, [100, 101], 1],
    [5, [100, 104, 106], 6],
  ])('takes another noise threshold (%s m) when given one', (threshold, alts, gain) => {
    expect(elevationGainMeters(at(alts), threshold)).toBe(gain);
  });
});

describe('the figures the editor shows for a path', () => {
  it.each([
    [
      '1.1 km and 60 m',
      [
        { lon: 35, lat: 31, altitude: 100 },
        { lon: 35, lat: 31.01, altitude: 160 },
      ],
      { distance: 1.1, elevationGain: 60 },
    ],
    [
      'a gain rounded to the metre',
      [
        { lon: 35, lat: 31, altitude: 100.4 },
        { lon: 35, lat: 31.001, altitude: 160.9 },
      ],
      { distance: 0.1, elevationGain: 61 },
    ],
    [
      'no gain without altitudes',
      [
        { lon: 35, lat: 31, altitude: null },
        { lon: 35, lat: 31.1, altitude: null },
      ],
      { distance: 11.1, elevationGain: null },
    ],
    ['nothing for an empty path', [], { distance: 0, elevationGain: null }],
  ])('%s', (_case, path: PathPoint[], metrics) => {
    expect(pathMetrics(path)).toEqual(metrics);
  });
});

describe('the elevation profile', () => {
  it('thins a long path to the points asked for, keeping both ends', () => {
    const path = syntheticPath(5000);
    const profile = elevationProfile(path, 100);
    expect(profile).toHaveLength(100);
    expect(profile[0]?.distance).toBe(0);
    expect(profile.at(-1)?.altitude).toBe(path.at(-1)?.altitude);
  });

  it.each([
    [10, 400, 10],
    [400, 400, 400],
    [401, 400, 400],
  ])('a path of %s points with at most %s asked for gives %s points', (n, max, length) => {
    expect(elevationProfile(syntheticPath(n), max)).toHaveLength(length);
  });

  it('has the km along the path (2 decimals) and altitudes (1 decimal), skipping points without one', () => {
    const path: PathPoint[] = [
      { lon: 0, lat: 0, altitude: 100.04 },
      { lon: 0, lat: 0.001, altitude: null },
      { lon: 0, lat: 0.002, altitude: 120.06 },
    ];
    expect(elevationProfile(path)).toEqual([
      { distance: 0, altitude: 100 },
      { distance: 0.22, altitude: 120.1 },
    ]);
  });
});
