import { bench, describe, expect } from 'vitest';
import { joinTracks } from '@/lib/kml/errors';
import { parseGeoJsonText } from '@/lib/kml/geojson';
import { parseGpxText } from '@/lib/kml/gpx';
import { pathMetrics } from '@/lib/kml/metrics';
import { elevationProfile } from '@/lib/kml/profile';
import { pathToKml, pathToGpx } from '@/lib/kml/write';

/**
 * A 50,000-point GPX and GeoJSON track read, measured, converted to the .kml that is sent, and
 * prepared for drawing (the elevation profile, the heaviest step of the drawing); compare with
 * bench/kml.bench.ts run at the same time, the machine's load moves both. The GPX has the layout apps export: one point
 * per element with ele, time and a heart-rate extension, in two segments. The GPX reader scans
 * the text (no DOM), so node measures what a browser runs.
 */
const N = 50_000;
const path = Array.from({ length: N }, (_, i) => ({
  lon: Math.round((35.9 + i * 0.0002 + Math.sin(i / 15) * 0.0001) * 1e6) / 1e6,
  lat: Math.round((31.9 + i * 0.00015) * 1e6) / 1e6,
  altitude: Math.round((800 + 120 * Math.sin(i / 200) + 20 * Math.sin(i / 13)) * 10) / 10,
}));
const start = Date.UTC(2026, 3, 2, 5, 0, 0);
const trkpt = (p: (typeof path)[number], i: number) =>
  `<trkpt lat="${p.lat}" lon="${p.lon}"><ele>${p.altitude}</ele><time>${new Date(start + i * 1000).toISOString()}</time>` +
  `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${100 + (i % 40)}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>`;
const half = N / 2;
const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="StravaGPX" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<trk><name>Synthetic</name><trkseg>
${path.slice(0, half).map(trkpt).join('\n')}
</trkseg><trkseg>
${path.slice(half).map((p, i) => trkpt(p, i + half)).join('\n')}
</trkseg></trk></gpx>`;
const geojson = JSON.stringify({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { name: 'Synthetic' }, geometry: { type: 'LineString', coordinates: path.map((p) => [p.lon, p.lat, p.altitude]) } }],
});

function prepare(read: ReturnType<typeof parseGpxText>) {
  const track = joinTracks(read.tracks);
  expect(track.path).toHaveLength(N);
  pathToKml('Synthetic', track.path);
  elevationProfile(track.path);
  return pathMetrics(track.path);
}

describe(`GPX, 50,000 points (${(gpx.length / 1e6).toFixed(1)} MB): read + metrics + .kml + profile`, () => {
  bench('the GPX scanner, then the rest', () => {
    prepare(parseGpxText(gpx));
  });
  bench('the GPX scanner alone', () => {
    parseGpxText(gpx);
  });
});

describe(`GeoJSON, 50,000 points (${(geojson.length / 1e6).toFixed(1)} MB): read + metrics + .kml + profile`, () => {
  bench('JSON.parse and the walk, then the rest', () => {
    prepare(parseGeoJsonText(geojson));
  });
  bench('JSON.parse and the walk alone', () => {
    parseGeoJsonText(geojson);
  });
});

describe('the .gpx download, 50,000 points', () => {
  bench('pathToGpx', () => {
    pathToGpx('Synthetic', path);
  });
});
