import type { PathPoint } from '@/api/trails/schemas';
import { KML_MAX_BYTES, KML_MAX_MB, KML_MAX_POINTS } from './limits';
import { KmlError, checkRange, checkSize, checkXmlText, type ReadTrack } from './errors';

/**
 * Reading a trail path from a .kml file (SPEC.md §5 "Trail path file").
 *
 * Guards run before the XML parser sees the text, so a hostile or huge file cannot freeze
 * the tab: the extension, then the size (checked on the File before reading it), then a
 * scan for DOCTYPE/ENTITY declarations (entity expansion, "billion laughs"), then the XML
 * parse (the platform's DOMParser: the browser's, or @xmldom/xmldom in node), then the
 * path itself (LineStrings, or a gx:Track, with at least two points and at most
 * KML_MAX_POINTS). Every LineString of the document (also inside MultiGeometry) is joined
 * in document order into one path.
 */
export { KML_MAX_BYTES, KML_MAX_MB, KML_MAX_POINTS };
export { KmlError, KML_ERROR_MESSAGES, type KmlErrorCode } from './errors';

export interface ParsedKml {
  path: PathPoint[];
  /** The first Placemark's name, when the file has one. */
  name: string | null;
}

/** The DOMParser to use: the browser's, or @xmldom/xmldom's in node. */
export interface XmlParser {
  parseFromString(text: string, type: 'text/xml'): unknown;
}

/** Extension and size, checked on the file before any byte of it is read. */
export function checkKmlFile(file: { name: string; size: number }): void {
  if (!/\.kml$/i.test(file.name.trim())) throw new KmlError('extension');
  checkSize(file);
}

function hasParserError(doc: XmlDocumentLike | null): boolean {
  if (!doc?.documentElement) return true;
  return doc.getElementsByTagName('parsererror').length > 0;
}

interface XmlNodeLike {
  textContent: string | null;
  getElementsByTagName(name: string): ArrayLike<XmlNodeLike>;
  getElementsByTagNameNS?(ns: string, name: string): ArrayLike<XmlNodeLike>;
}
interface XmlDocumentLike extends XmlNodeLike {
  documentElement: unknown;
}

/** Elements by local name in any namespace (KML files come with and without xmlns). */
function byLocalName(node: XmlNodeLike, name: string): XmlNodeLike[] {
  const found = node.getElementsByTagNameNS
    ? node.getElementsByTagNameNS('*', name)
    : node.getElementsByTagName(name);
  return Array.from(found);
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * KML's <coordinates>: tuples "lon,lat[,alt]" separated by whitespace. A hand-written
 * scanner: @tmcw/togeojson's per-point regular expressions take 100-250 ms for 50,000
 * points here, over the 100 ms budget (bench/kml.bench.ts); this takes a few ms. Tuples with fewer than two
 * numbers are skipped, as togeojson does.
 */
export function readCoordinates(text: string, out: PathPoint[], limit = KML_MAX_POINTS): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    let end = i;
    while (end < n && !isSpace(text.charCodeAt(end))) end++;
    const c1 = text.indexOf(',', i);
    if (c1 !== -1 && c1 < end) {
      const c2 = text.indexOf(',', c1 + 1);
      const hasAlt = c2 !== -1 && c2 < end;
      const lon = Number(text.slice(i, c1));
      const lat = Number(text.slice(c1 + 1, hasAlt ? c2 : end));
      let altitude: number | null = null;
      if (hasAlt) {
        const c3 = text.indexOf(',', c2 + 1);
        const alt = Number(text.slice(c2 + 1, c3 !== -1 && c3 < end ? c3 : end));
        altitude = Number.isFinite(alt) ? alt : null;
      }
      if (Number.isFinite(lon) && Number.isFinite(lat)) {
        if (out.length >= limit) throw new KmlError('too-many-points');
        out.push({ lon, lat, altitude });
      }
    }
    i = end;
  }
}

/** gx:Track: one "lon lat alt" per gx:coord. */
function readTrack(track: XmlNodeLike, out: PathPoint[]): void {
  for (const coord of byLocalName(track, 'coord')) {
    const [lon, lat, alt] = (coord.textContent ?? '').trim().split(/\s+/).map(Number);
    if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat))
      continue;
    if (out.length >= KML_MAX_POINTS) throw new KmlError('too-many-points');
    out.push({ lon, lat, altitude: alt !== undefined && Number.isFinite(alt) ? alt : null });
  }
}

/** The first Placemark's own <name>. */
function placemarkName(doc: XmlNodeLike): string | null {
  const placemark = byLocalName(doc, 'Placemark')[0];
  const name = placemark ? byLocalName(placemark, 'name')[0]?.textContent?.trim() : undefined;
  return name ? name : null;
}

/** Parses KML text into a path of lon, lat, altitude. Throws KmlError with a clear message. */
export function parseKmlText(text: string, parser: XmlParser = new DOMParser()): ParsedKml {
  checkXmlText(text);
  let doc: XmlDocumentLike | null;
  try {
    doc = parser.parseFromString(text, 'text/xml') as XmlDocumentLike | null;
  } catch {
    throw new KmlError('not-xml');
  }
  if (!doc || hasParserError(doc)) throw new KmlError('not-xml');

  // Every LineString (also inside MultiGeometry), in document order, joined into one path.
  const path: PathPoint[] = [];
  for (const line of byLocalName(doc, 'LineString')) {
    const coordinates = byLocalName(line, 'coordinates')[0];
    if (coordinates) readCoordinates(coordinates.textContent ?? '', path);
  }
  if (path.length === 0) for (const track of byLocalName(doc, 'Track')) readTrack(track, path);
  if (path.length < 2) throw new KmlError('no-path');
  checkRange(path);
  return { path, name: placemarkName(doc) };
}

/** Checks, reads and parses a chosen file. */
export async function readKmlFile(file: File, parser?: XmlParser): Promise<ParsedKml> {
  checkKmlFile(file);
  const text = await file.text();
  return parseKmlText(text, parser);
}

/** A .kml as one track (its LineStrings joined), in the shape the other readers give. */
export async function readKmlTrack(file: File, parser?: XmlParser): Promise<ReadTrack> {
  const { path, name } = await readKmlFile(file, parser);
  return { format: 'kml', tracks: [{ name, path, seconds: null }], waypoints: 0 };
}

/** The editor's entry: every reader has `readTrack` and says its errors the same way. */
export { readKmlTrack as readTrack };
export { trackErrorMessage } from './errors';
