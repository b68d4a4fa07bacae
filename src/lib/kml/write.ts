import type { PathPoint } from '@/api/trails/schemas';

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** A KML 2.2 document with one Placemark/LineString of "lon,lat[,alt]" triples. */
export function pathToKml(name: string, path: readonly PathPoint[]): string {
  const coordinates = path
    .map((p) => (p.altitude === null ? `${p.lon},${p.lat}` : `${p.lon},${p.lat},${p.altitude}`))
    .join('\n          ');
  const title = escapeXml(name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>${title}</name>
    <Placemark>
      <name>${title}</name>
      <LineString>
        <tessellate>1</tessellate>
        <coordinates>
          ${coordinates}
        </coordinates>
      </LineString>
    </Placemark>
  </Document>
</kml>
`;
}

/** A safe file name for a trail's .kml: letters, digits and dashes. */
export function kmlFileName(name: string, id?: number | null): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || (id ? `trail-${id}` : 'trail')}.kml`;
}

/** A GPX 1.1 document with one track of one segment: lat, lon and, when known, ele. */
export function pathToGpx(name: string, path: readonly PathPoint[]): string {
  const points = path
    .map((p) =>
      p.altitude === null
        ? `      <trkpt lat="${p.lat}" lon="${p.lon}"/>`
        : `      <trkpt lat="${p.lat}" lon="${p.lon}"><ele>${p.altitude}</ele></trkpt>`,
    )
    .join('\n');
  const title = escapeXml(name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Cairn" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>${title}</name></metadata>
  <trk>
    <name>${title}</name>
    <trkseg>
${points}
    </trkseg>
  </trk>
</gpx>
`;
}

/** A safe file name for a trail's .gpx, as kmlFileName. */
export function gpxFileName(name: string, id?: number | null): string {
  return kmlFileName(name, id).replace(/\.kml$/, '.gpx');
}
