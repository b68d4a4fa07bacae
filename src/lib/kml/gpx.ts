import type { PathPoint } from '@/api/trails/schemas';
import { KmlError, checkSize, checkXmlText, keepTracks, type ReadTrack, type Track } from './errors';

/**
 * Reading a trail path from a .gpx file (GPX 1.0 and 1.1, as Garmin, Strava, Komoot, OsmAnd
 * and others export them). Each `trk` is a track (its `trkseg`s joined in order), then each
 * `rte` (its `rtept`s), in file order; `wpt` waypoints are not part of a path and are only
 * counted. A point is its `lat`/`lon` attributes, its `ele` (altitude) and `time` children;
 * extensions (heart rate, cadence) are skipped. The guards are the .kml reader's: size before
 * reading, no DOCTYPE or ENTITY.
 *
 * A scanner over the text, not a DOM: an app's GPX has five or six elements per point, and
 * building a DOM of them is what costs. @xmldom/xmldom took seconds for 50,000 points, jsdom
 * longer; @tmcw/togeojson walks a DOM too and adds to its cost (docs/decisions/trail-editor.md).
 * This reads the same file in tens of milliseconds, in the browser and in node alike. It reads
 * only what a GPX path needs: tags with or without a namespace prefix, attributes in either
 * quote, text with the five XML entities, numeric references and CDATA, comments skipped. A
 * file cut short (no closing `</gpx>`) is refused as not XML.
 */

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1] as string;
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return XML_ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** A number from an attribute or an element's text; blank is not a number (Number('') is 0). */
function numberOf(text: string | undefined): number {
  if (text === undefined) return NaN;
  const trimmed = text.trim();
  return trimmed === '' ? NaN : Number(trimmed);
}

const LAT = /\slat\s*=\s*(["'])(.*?)\1/;
const LON = /\slon\s*=\s*(["'])(.*?)\1/;

interface Open {
  name: string | null;
  path: PathPoint[];
  firstTime: string | null;
  lastTime: string | null;
}

function finish(track: Open): Track {
  let seconds: number | null = null;
  if (track.firstTime !== null && track.lastTime !== null) {
    const ms = Date.parse(track.lastTime.trim()) - Date.parse(track.firstTime.trim());
    seconds = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : null;
  }
  return { name: track.name, path: track.path, seconds };
}

/** Parses GPX text into its tracks and routes. Throws KmlError with a clear message. */
export function parseGpxText(text: string): ReadTrack {
  checkXmlText(text);
  const source = text.includes('<!--') ? text.replace(/<!--[\s\S]*?-->/g, '') : text;
  const tracks: Track[] = [];
  let waypoints = 0;
  let sawRoot = false;
  let closedRoot = false;
  let track: Open | null = null;
  let point: PathPoint | null = null;
  let pointTag = '';
  let inPoint = false;
  let inExtensions = 0;
  const n = source.length;
  let i = source.indexOf('<');
  while (i !== -1 && i < n) {
    const end = source.indexOf('>', i);
    if (end === -1) throw new KmlError('not-xml');
    const first = source.charCodeAt(i + 1);
    if (first === 63 /* ? */ || first === 33 /* ! */) {
      // <?xml ...?>; a CDATA section outside the text we read.
      const close = first === 33 && source.startsWith('<![CDATA[', i) ? source.indexOf(']]>', i) + 2 : end;
      i = source.indexOf('<', close);
      continue;
    }
    const closing = first === 47; /* / */
    let nameEnd = i + (closing ? 2 : 1);
    while (nameEnd < end) {
      const c = source.charCodeAt(nameEnd);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47) break;
      nameEnd++;
    }
    const qualified = source.slice(i + (closing ? 2 : 1), nameEnd);
    const colon = qualified.indexOf(':');
    const name = colon === -1 ? qualified : qualified.slice(colon + 1);
    const selfClosing = !closing && source.charCodeAt(end - 1) === 47;
    const next = source.indexOf('<', end + 1);
    // The text of a simple element: up to the next tag (a CDATA section is taken whole).
    const textOf = () => {
      if (selfClosing) return '';
      if (source.startsWith('<![CDATA[', next)) {
        const close = source.indexOf(']]>', next);
        return decode(source.slice(end + 1, close === -1 ? n : close + 3));
      }
      return decode(source.slice(end + 1, next === -1 ? n : next));
    };

    if (closing) {
      if (name === 'extensions') inExtensions = Math.max(0, inExtensions - 1);
      else if (inPoint && name === pointTag) {
        if (point) track?.path.push(point);
        point = null;
        inPoint = false;
      } else if (track && (name === 'trk' || name === 'rte')) {
        tracks.push(finish(track));
        track = null;
      } else if (name === 'gpx') closedRoot = true;
    } else if (name === 'gpx') sawRoot = true;
    else if (name === 'extensions') {
      if (!selfClosing) inExtensions++;
    } else if (inExtensions > 0) {
      // Heart rate, cadence, an app's own data: not the path.
    } else if (name === 'trk' || name === 'rte') {
      if (selfClosing) tracks.push(finish({ name: null, path: [], firstTime: null, lastTime: null }));
      else track = { name: null, path: [], firstTime: null, lastTime: null };
    } else if (track && (name === 'trkpt' || name === 'rtept')) {
      const tag = source.slice(nameEnd, end);
      const lat = numberOf(LAT.exec(tag)?.[2]);
      const lon = numberOf(LON.exec(tag)?.[2]);
      const valid = Number.isFinite(lat) && Number.isFinite(lon);
      if (selfClosing) {
        if (valid) track.path.push({ lon, lat, altitude: null });
      } else {
        point = valid ? { lon, lat, altitude: null } : null;
        pointTag = name;
        inPoint = true;
      }
    } else if (point && name === 'ele') {
      const ele = numberOf(textOf());
      point.altitude = Number.isFinite(ele) ? ele : null;
    } else if (point && track && name === 'time') {
      const time = textOf();
      if (time.trim() !== '') {
        track.firstTime ??= time;
        track.lastTime = time;
      }
    } else if (track && !inPoint && name === 'name' && track.name === null && !selfClosing) {
      const title = textOf().trim();
      track.name = title === '' ? null : title;
    } else if (name === 'wpt') waypoints++;
    i = next;
  }
  if (!sawRoot || !closedRoot || track !== null) throw new KmlError('not-xml');
  return { format: 'gpx', tracks: keepTracks(tracks), waypoints };
}

/** Checks the size, reads and parses a chosen .gpx file. */
export async function readGpxTrack(file: File): Promise<ReadTrack> {
  checkSize(file);
  return parseGpxText(await file.text());
}

/** The editor's entry: every reader has `readTrack` and says its errors the same way. */
export { readGpxTrack as readTrack };
export { KmlError, trackErrorMessage } from './errors';
