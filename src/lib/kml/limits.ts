/**
 * The limits of a trail path upload (parse.ts, gpx.ts, geojson.ts), apart from the readers so
 * that the editor can say them without loading one: a reader loads when a file is chosen.
 */
export const KML_MAX_BYTES = 10 * 1024 * 1024;
export const KML_MAX_MB = KML_MAX_BYTES / (1024 * 1024);
export const KML_MAX_POINTS = 200_000;

/** The formats a trail path is read from; GPX and GeoJSON are converted to .kml before sending. */
export type TrackFormat = 'kml' | 'gpx' | 'geojson';

/** The file picker's filter: the extensions, and the types some systems give them. */
export const TRACK_ACCEPT =
  '.kml,.gpx,.geojson,.json,application/vnd.google-earth.kml+xml,application/gpx+xml,application/geo+json';

/** The format a file name says, or null for any other extension (SPEC.md's "Invalid File"). */
export function trackFormat(fileName: string): TrackFormat | null {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.kml')) return 'kml';
  if (name.endsWith('.gpx')) return 'gpx';
  if (name.endsWith('.geojson') || name.endsWith('.json')) return 'geojson';
  return null;
}
