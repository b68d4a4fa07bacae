import type { PathPoint } from '@/api/trails/schemas';
import { KmlError, checkSize, checkXmlText, keepTracks, type ReadTrack, type Track } from './errors';
import type { XmlParser } from './parse';

/**
 * Reading a trail path from a .gpx file (GPX 1.0 and 1.1, as Garmin, Strava, Komoot, OsmAnd
 * and others export them). Each `trk` is a track (its `trkseg`s joined in order), then each
 * `rte` (its `rtept`s); `wpt` waypoints are not part of a path and are only counted. A point
 * is its `lat`/`lon` attributes, its `ele` (altitude) and `time` children; extensions
 * (heart rate, cadence) are skipped. The guards are the .kml reader's: size before reading,
 * no DOCTYPE or ENTITY, then the platform's DOMParser.
 *
 * Hand-written rather than @tmcw/togeojson: for 50,000 points it reads in a fraction of
 * togeojson's time (bench/kml.bench.ts) and adds under 1 KB to the reader's chunk.
 */

interface GpxNode {
  localName?: string | null;
  nodeName: string;
  nodeType: number;
  textContent: string | null;
  firstChild: GpxNode | null;
  nextSibling: GpxNode | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<GpxNode>;
  getElementsByTagNameNS?(ns: string, name: string): ArrayLike<GpxNode>;
}
interface GpxDocument extends GpxNode {
  documentElement: GpxNode | null;
}

const ELEMENT = 1;

/** Elements by local name in any namespace (GPX 1.0 and 1.1 have different ones, or none). */
function byLocalName(node: GpxNode, name: string): ArrayLike<GpxNode> {
  return node.getElementsByTagNameNS ? node.getElementsByTagNameNS('*', name) : node.getElementsByTagName(name);
}

function localName(node: GpxNode): string {
  const name = node.localName ?? node.nodeName;
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** A number from an attribute or an element's text; blank is not a number (Number('') is 0). */
function numberOf(text: string | null | undefined): number {
  if (text == null) return NaN;
  const trimmed = text.trim();
  return trimmed === '' ? NaN : Number(trimmed);
}

/** The first direct child element with that local name. */
function child(node: GpxNode, name: string): GpxNode | null {
  for (let c = node.firstChild; c; c = c.nextSibling) if (c.nodeType === ELEMENT && localName(c) === name) return c;
  return null;
}

function readPoints(parent: GpxNode, tag: string): Track {
  const points = byLocalName(parent, tag);
  const path: PathPoint[] = [];
  let firstTime: string | null = null;
  let lastTime: string | null = null;
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as GpxNode;
    const lat = numberOf(point.getAttribute('lat'));
    const lon = numberOf(point.getAttribute('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    let altitude: number | null = null;
    for (let c = point.firstChild; c; c = c.nextSibling) {
      if (c.nodeType !== ELEMENT) continue;
      const name = localName(c);
      if (name === 'ele') {
        const ele = numberOf(c.textContent);
        altitude = Number.isFinite(ele) ? ele : null;
      } else if (name === 'time') {
        const time = c.textContent;
        if (time) {
          firstTime ??= time;
          lastTime = time;
        }
      }
    }
    path.push({ lon, lat, altitude });
  }
  const name = child(parent, 'name')?.textContent?.trim();
  return { name: name ? name : null, path, seconds: secondsBetween(firstTime, lastTime) };
}

function secondsBetween(first: string | null, last: string | null): number | null {
  if (first === null || last === null) return null;
  const ms = Date.parse(last.trim()) - Date.parse(first.trim());
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : null;
}

/** Parses GPX text into its tracks and routes. Throws KmlError with a clear message. */
export function parseGpxText(text: string, parser: XmlParser = new DOMParser()): ReadTrack {
  checkXmlText(text);
  let doc: GpxDocument | null;
  try {
    doc = parser.parseFromString(text, 'text/xml') as GpxDocument | null;
  } catch {
    throw new KmlError('not-xml');
  }
  if (!doc?.documentElement || doc.getElementsByTagName('parsererror').length > 0) throw new KmlError('not-xml');
  const tracks: Track[] = [];
  for (const trk of Array.from(byLocalName(doc, 'trk'))) tracks.push(readPoints(trk, 'trkpt'));
  for (const rte of Array.from(byLocalName(doc, 'rte'))) tracks.push(readPoints(rte, 'rtept'));
  return { format: 'gpx', tracks: keepTracks(tracks), waypoints: byLocalName(doc, 'wpt').length };
}

/** Checks the size, reads and parses a chosen .gpx file. */
export async function readGpxTrack(file: File, parser?: XmlParser): Promise<ReadTrack> {
  checkSize(file);
  return parseGpxText(await file.text(), parser);
}

/** The editor's entry: every reader has `readTrack` and says its errors the same way. */
export { readGpxTrack as readTrack };
export { KmlError, trackErrorMessage } from './errors';
