import type { PathPoint } from '@/api/trails/schemas';
import type { Message } from '@/i18n/translator';
import { KML_MAX_BYTES, KML_MAX_MB, KML_MAX_POINTS, type TrackFormat } from './limits';

/** Why a trail path file is refused; each has a clear message under "Invalid File". */
export type KmlErrorCode =
  | 'extension'
  | 'too-large'
  | 'doctype'
  | 'not-xml'
  | 'not-json'
  | 'no-path'
  | 'out-of-range'
  | 'too-many-points';

export class KmlError extends Error {
  readonly code: KmlErrorCode;
  constructor(code: KmlErrorCode) {
    super(`Invalid trail path file (${code})`);
    this.name = 'KmlError';
    this.code = code;
  }
}

/** What the administrator is told about a .kml (SPEC.md §5: the extension's text is SPEC's). */
export const KML_ERROR_MESSAGES: Record<KmlErrorCode, Message> = {
  extension: { key: 'kml.extension' },
  'too-large': { key: 'kml.tooLarge', values: { mb: KML_MAX_MB } },
  doctype: { key: 'kml.doctype' },
  'not-xml': { key: 'kml.notXml' },
  'not-json': { key: 'kml.notJson' },
  'no-path': { key: 'kml.noPath' },
  'out-of-range': { key: 'kml.outOfRange' },
  'too-many-points': { key: 'kml.tooManyPoints', values: { max: KML_MAX_POINTS } },
};

/** The same, for a GPX or GeoJSON file: the texts name the track, not a .kml. */
const TRACK_ERROR_MESSAGES: Partial<Record<KmlErrorCode, Message>> = {
  'too-large': { key: 'kml.trackTooLarge', values: { mb: KML_MAX_MB } },
  doctype: { key: 'kml.trackDoctype' },
  'not-xml': { key: 'kml.notGpx' },
  'no-path': { key: 'kml.noTrack' },
};

export function trackErrorMessage(code: KmlErrorCode, format: TrackFormat | null): Message {
  return (format === 'gpx' || format === 'geojson' ? TRACK_ERROR_MESSAGES[code] : undefined) ?? KML_ERROR_MESSAGES[code];
}

/** One track of a file: a GPX trk or rte, a GeoJSON Feature or geometry, a KML document. */
export interface Track {
  name: string | null;
  path: PathPoint[];
  /** Seconds from the first to the last timed point, when the points carry times. */
  seconds: number | null;
}

/** A file as read: its tracks in file order (at least one) and the waypoints left out. */
export interface ReadTrack {
  format: TrackFormat;
  tracks: Track[];
  /** Waypoints (GPX wpt, GeoJSON Points) in the file: not part of the path, counted for a note. */
  waypoints: number;
}

/** Size, checked on the file before any byte of it is read. */
export function checkSize(file: { size: number }): void {
  if (file.size > KML_MAX_BYTES) throw new KmlError('too-large');
}

const DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/i;

/** XML guards before a parser sees the text: size, then DOCTYPE/ENTITY (entity expansion). */
export function checkXmlText(text: string): void {
  if (text.length > KML_MAX_BYTES) throw new KmlError('too-large');
  if (DECLARATION.test(text)) throw new KmlError('doctype');
  if (!/<\s*[A-Za-z]/.test(text)) throw new KmlError('not-xml');
}

/** Every point on Earth: latitude -90..90, longitude -180..180. */
export function checkRange(path: readonly PathPoint[]): void {
  for (const p of path) {
    if (Math.abs(p.lat) > 90 || Math.abs(p.lon) > 180) throw new KmlError('out-of-range');
  }
}

/** A track of at least two points within range (the tracks shorter than that are left out). */
export function keepTracks(tracks: Track[]): Track[] {
  const kept = tracks.filter((t) => t.path.length >= 2);
  if (kept.length === 0) throw new KmlError('no-path');
  let total = 0;
  for (const t of kept) {
    total += t.path.length;
    if (total > KML_MAX_POINTS) throw new KmlError('too-many-points');
    checkRange(t.path);
  }
  return kept;
}

/** Every track joined in file order: the administrator's "all tracks" choice. */
export function joinTracks(tracks: readonly Track[]): Track {
  const timed = tracks.every((t) => t.seconds !== null);
  return {
    name: tracks[0]?.name ?? null,
    path: tracks.flatMap((t) => t.path),
    seconds: timed ? tracks.reduce((sum, t) => sum + (t.seconds ?? 0), 0) : null,
  };
}
