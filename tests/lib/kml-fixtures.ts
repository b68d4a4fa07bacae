import type { PathPoint } from '@/api/trails/schemas';
import { KmlError } from '@/lib/kml/errors';
import { pathToKml } from '@/lib/kml/write';

/** A plausible path of `n` points: a wiggly walk north-east with a rolling altitude. */
export function syntheticPath(n: number, start = { lon: 35.9, lat: 31.9 }): PathPoint[] {
  return Array.from({ length: n }, (_, i) => ({
    lon: Math.round((start.lon + i * 0.0002 + Math.sin(i / 15) * 0.0001) * 1e6) / 1e6,
    lat: Math.round((start.lat + i * 0.00015) * 1e6) / 1e6,
    altitude: Math.round((800 + 120 * Math.sin(i / 200) + 20 * Math.sin(i / 13)) * 10) / 10,
  }));
}

export function syntheticKml(n: number, name = 'Synthetic Trail'): string {
  return pathToKml(name, syntheticPath(n));
}

export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>&lol2;</name>
<LineString><coordinates>35,31,0 35.1,31.1,0</coordinates></LineString></Placemark></kml>`;

export const NO_PATH_KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Only a point</name>
<Point><coordinates>35.9,31.9,800</coordinates></Point></Placemark></Document></kml>`;

/** The code of the KmlError `fn` throws (any other error is thrown on), or 'ok'. */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof KmlError) return e.code;
    throw e;
  }
  return 'ok';
}
