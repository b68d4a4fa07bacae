import type { PathPoint } from '@/api/trails/schemas';
import { KML_MAX_BYTES } from './limits';
import { KmlError, checkSize, keepTracks, type ReadTrack, type Track } from './errors';

/**
 * Reading a trail path from GeoJSON (.geojson or .json, RFC 7946, as geojson.io, QGIS or
 * uMap export it): a LineString or MultiLineString, bare or as a Feature's geometry, or the
 * Features of a FeatureCollection. Each Feature (or bare geometry) is a track; the lines of a
 * MultiLineString or GeometryCollection are joined in order. Points are waypoints: counted,
 * not drawn. A position is [lon, lat, altitude?]. Times, when a Feature carries them as
 * `coordinateProperties.times` (togeojson's convention, also used by geojson.io), give the
 * track's duration. Hand-written: JSON.parse does the reading; the walk is a few lines.
 */

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function position(v: Json): PathPoint | null {
  if (!Array.isArray(v)) return null;
  const [lon, lat, alt] = v as Json[];
  if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  return { lon, lat, altitude: typeof alt === 'number' && Number.isFinite(alt) ? alt : null };
}

function addLine(coordinates: Json, out: PathPoint[]): void {
  if (!Array.isArray(coordinates)) return;
  for (const c of coordinates as Json[]) {
    const p = position(c);
    if (p) out.push(p);
  }
}

interface Walk {
  tracks: Track[];
  waypoints: number;
}

/** A geometry's lines into `out`; its points counted as waypoints. */
function addGeometry(geometry: Json, out: PathPoint[], walk: Walk): void {
  if (!isObject(geometry)) return;
  const { type, coordinates } = geometry;
  if (type === 'LineString') addLine(coordinates, out);
  else if (type === 'MultiLineString' && Array.isArray(coordinates)) for (const line of coordinates as Json[]) addLine(line, out);
  else if (type === 'Point') walk.waypoints++;
  else if (type === 'MultiPoint' && Array.isArray(coordinates)) walk.waypoints += coordinates.length;
  else if (type === 'GeometryCollection' && Array.isArray(geometry.geometries))
    for (const g of geometry.geometries as Json[]) addGeometry(g, out, walk);
}

function secondsOf(properties: Record<string, Json>): number | null {
  const times = isObject(properties.coordinateProperties) ? properties.coordinateProperties.times : properties.coordTimes;
  if (!Array.isArray(times) || times.length < 2) return null;
  // A MultiLineString's times are one list per line.
  const flat = (times as Json[]).flat();
  const first = flat[0];
  const last = flat[flat.length - 1];
  if (typeof first !== 'string' || typeof last !== 'string') return null;
  const ms = Date.parse(last) - Date.parse(first);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : null;
}

function addFeature(feature: Record<string, Json>, walk: Walk): void {
  const path: PathPoint[] = [];
  addGeometry(feature.geometry, path, walk);
  if (path.length === 0) return;
  const properties = isObject(feature.properties) ? feature.properties : {};
  const name = [properties.name, properties.title].find((n): n is string => typeof n === 'string' && n.trim() !== '');
  walk.tracks.push({ name: name?.trim() ?? null, path, seconds: secondsOf(properties) });
}

/** Parses GeoJSON text into its tracks. Throws KmlError with a clear message. */
export function parseGeoJsonText(text: string): ReadTrack {
  if (text.length > KML_MAX_BYTES) throw new KmlError('too-large');
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new KmlError('not-json');
  }
  if (!isObject(json)) throw new KmlError('not-json');
  const walk: Walk = { tracks: [], waypoints: 0 };
  if (json.type === 'FeatureCollection' && Array.isArray(json.features)) {
    for (const f of json.features as Json[]) if (isObject(f)) addFeature(f, walk);
  } else if (json.type === 'Feature') addFeature(json, walk);
  else addFeature({ geometry: json }, walk);
  return { format: 'geojson', tracks: keepTracks(walk.tracks), waypoints: walk.waypoints };
}

/** Checks the size, reads and parses a chosen .geojson or .json file. */
export async function readGeoJsonTrack(file: File): Promise<ReadTrack> {
  checkSize(file);
  return parseGeoJsonText(await file.text());
}

/** The editor's entry: every reader has `readTrack` and says its errors the same way. */
export { readGeoJsonTrack as readTrack };
export { KmlError, trackErrorMessage } from './errors';
