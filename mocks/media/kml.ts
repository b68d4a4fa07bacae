/** KML 2.2 documents for trail paths. */
import type { PathPoint } from '../../src/api/trails/schemas';

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
}

/** A KML document with one Placemark/LineString whose coordinates are "lon,lat,alt" triples. */
export function trailKml(name: string, path: readonly PathPoint[], description = ''): string {
  const coordinates = path.map((p) => `${p.lon},${p.lat},${p.altitude ?? 0}`).join('\n          ');
  const hasAltitude = path.some((p) => p.altitude !== null);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>${escapeXml(name)}</name>
    <Placemark>
      <name>${escapeXml(name)}</name>
      <description>${escapeXml(description)}</description>
      <LineString>
        <tessellate>1</tessellate>
        <altitudeMode>${hasAltitude ? 'absolute' : 'clampToGround'}</altitudeMode>
        <coordinates>
          ${coordinates}
        </coordinates>
      </LineString>
    </Placemark>
  </Document>
</kml>
`;
}
