import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { joinTracks, trackErrorMessage } from '@/lib/kml/errors';
import { parseGeoJsonText, readGeoJsonTrack } from '@/lib/kml/geojson';
import { parseGpxText, readGpxTrack } from '@/lib/kml/gpx';
import { KML_MAX_BYTES, trackFormat } from '@/lib/kml/limits';
import { elevationGainMeters } from '@/lib/kml/metrics';
import { parseKmlText } from '@/lib/kml/parse';
import { gpxFileName, pathToGpx, pathToKml } from '@/lib/kml/write';
import * as f from './track-fixtures';
import { codeOf, syntheticPath } from './kml-fixtures';

describe('trackFormat', () => {
  it('tells the format by extension, any case; anything else is null', () => {
    expect(['a.KML', 'b.gpx', 'c.GeoJSON', 'd.json', 'e.gpx.txt', 'f.csv'].map(trackFormat)).toEqual([
      'kml',
      'gpx',
      'geojson',
      'geojson',
      null,
      null,
    ]);
  });
});

describe('parseGpxText', () => {
  it('reads a Garmin Connect track: points, altitudes, name, recorded time; counts its waypoint', () => {
    const read = parseGpxText(f.GARMIN_GPX);
    expect(read).toEqual({
      format: 'gpx',
      tracks: [{ name: 'Dana Hiking', path: f.GARMIN_POINTS, seconds: f.GARMIN_SECONDS }],
      waypoints: 1,
    });
  });

  it('joins the segments of a Strava track in order', () => {
    const { tracks, waypoints } = parseGpxText(f.STRAVA_GPX);
    expect(tracks).toHaveLength(1);
    expect(tracks[0]?.path).toEqual(f.STRAVA_POINTS);
    expect(tracks[0]?.name).toBe('Morning Hike to Feynan');
    expect(tracks[0]?.seconds).toBe(25 * 60);
    expect(waypoints).toBe(0);
  });

  it('keeps the tracks of a multi-track file apart, in order, for the administrator to choose', () => {
    const { tracks, waypoints } = parseGpxText(f.GAIA_GPX);
    expect(tracks.map((t) => t.name)).toEqual(['Day 1: Dana to Feynan', null]);
    expect(tracks.map((t) => t.path)).toEqual([f.GAIA_DAY1, f.GAIA_DAY2]);
    expect(waypoints).toBe(3);
    expect(joinTracks(tracks)).toEqual({
      name: 'Day 1: Dana to Feynan',
      path: [...f.GAIA_DAY1, ...f.GAIA_DAY2],
      seconds: 2.5 * 3600 + 3600,
    });
  });

  it('reads a GPX 1.0 route (rte/rtept) without times', () => {
    expect(parseGpxText(f.ROUTE_GPX10).tracks).toEqual([
      { name: 'Ajloun Forest route', path: f.ROUTE_POINTS, seconds: null },
    ]);
  });

  it('reads a track without altitudes as null altitudes: no gain (N/A), not 0', () => {
    const { tracks } = parseGpxText(f.NO_ELE_GPX);
    expect(tracks[0]?.path).toEqual(f.FLAT_POINTS);
    expect(elevationGainMeters(tracks[0]?.path ?? [])).toBeNull();
  });

  it('reads what XML allows: prefixes, either quote, self-closing points, entities, CDATA; skips comments', () => {
    const text = `<?xml version="1.0"?>
<g:gpx xmlns:g="http://www.topografix.com/GPX/1/1" version="1.1">
  <!-- <trk><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg></trk> -->
  <g:trk><g:name><![CDATA[Wadi <Ghuweir> & Co]]></g:name><g:trkseg>
    <g:trkpt lon='35.5' lat='30.5'/>
    <g:trkpt lat="30.51" lon="35.51"><g:ele/><g:name>no &amp; name</g:name></g:trkpt>
    <g:trkpt lat="30.52" lon="35.52"><g:ele> 210.5 </g:ele><g:extensions><x:ele>9999</x:ele></g:extensions></g:trkpt>
    <g:trkpt lat="" lon="35.53"><g:name>skipped</g:name></g:trkpt>
  </g:trkseg></g:trk>
  <g:trk><g:name>Caf&#233; &amp; back</g:name><g:trkseg><g:trkpt lat="30.6" lon="35.6"/><g:trkpt lat="30.61" lon="35.61"/></g:trkseg></g:trk>
</g:gpx>`;
    expect(parseGpxText(text)).toEqual({
      format: 'gpx',
      tracks: [
        {
          name: 'Wadi <Ghuweir> & Co',
          path: [
            { lon: 35.5, lat: 30.5, altitude: null },
            { lon: 35.51, lat: 30.51, altitude: null },
            { lon: 35.52, lat: 30.52, altitude: 210.5 },
          ],
          seconds: null,
        },
        {
          name: 'Café & back',
          path: [
            { lon: 35.6, lat: 30.6, altitude: null },
            { lon: 35.61, lat: 30.61, altitude: null },
          ],
          seconds: null,
        },
      ],
      waypoints: 0,
    });
  });

  it.each([
    ['no track (waypoints only)', f.WAYPOINTS_ONLY_GPX, 'no-path'],
    ['coordinates out of range', f.OUT_OF_RANGE_GPX, 'out-of-range'],
    ['DOCTYPE and ENTITY declarations', f.ENTITY_GPX, 'doctype'],
    ['text that is not XML', 'lat,lon\n31,35', 'not-xml'],
    ['a file cut short', f.GARMIN_GPX.slice(0, f.GARMIN_GPX.indexOf('</trkseg>')), 'not-xml'],
    ['a file cut inside a tag', '<gpx><trk><trkseg><trkpt lat="1" lon="2"', 'not-xml'],
  ])('refuses %s', (_case, text, code) => {
    expect(codeOf(() => parseGpxText(text))).toBe(code);
  });
});

describe('parseGeoJsonText', () => {
  it('reads a geojson.io FeatureCollection: its line is the track, its Point a waypoint, the Polygon left out', () => {
    expect(parseGeoJsonText(f.GEOJSON_IO)).toEqual({
      format: 'geojson',
      tracks: [{ name: 'Little Petra approach', path: f.GEOJSON_IO_POINTS, seconds: null }],
      waypoints: 1,
    });
  });

  it('keeps two line Features as two tracks; a MultiPoint counts its points as waypoints', () => {
    const read = parseGeoJsonText(f.UMAP_TWO_LINES);
    expect(read.tracks.map((t) => [t.name, t.path])).toEqual([
      ['Upper path', f.UMAP_A],
      ['Lower path', f.UMAP_B],
    ]);
    expect(read.waypoints).toBe(2);
  });

  it('reads a bare LineString geometry', () => {
    expect(parseGeoJsonText(f.BARE_LINESTRING).tracks[0]?.path).toEqual([
      { lon: 35.2, lat: 31.2, altitude: 500 },
      { lon: 35.21, lat: 31.21, altitude: 512.5 },
    ]);
  });

  it('reads a Feature, its title and its times (below sea level too)', () => {
    expect(parseGeoJsonText(f.FEATURE_LINESTRING).tracks).toEqual([
      {
        name: 'Wadi Mujib',
        path: [
          { lon: 35.56, lat: 31.46, altitude: -380 },
          { lon: 35.57, lat: 31.47, altitude: -360.25 },
        ],
        seconds: 105 * 60,
      },
    ]);
  });

  it('joins the lines of a MultiLineString (QGIS export) in order', () => {
    expect(parseGeoJsonText(f.QGIS_MULTILINESTRING).tracks).toEqual([
      { name: 'Segments', path: f.MULTI_POINTS, seconds: null },
    ]);
  });

  it.each([
    ['text that is not JSON', '<gpx/>', 'not-json'],
    ['JSON that is not an object', '[1,2]', 'not-json'],
    ['no line', '{"type":"Point","coordinates":[35,31]}', 'no-path'],
    ['a one-point line', '{"type":"LineString","coordinates":[[35,31]]}', 'no-path'],
    ['coordinates out of range', '{"type":"LineString","coordinates":[[35,31],[235,31]]}', 'out-of-range'],
  ])('refuses %s', (_case, text, code) => {
    expect(codeOf(() => parseGeoJsonText(text))).toBe(code);
  });
});

describe('reading a chosen file', () => {
  it.each([
    ['trail.gpx', readGpxTrack],
    ['trail.geojson', readGeoJsonTrack],
  ])('refuses an oversized %s by its size, before reading it', async (name, read) => {
    const file = new File(['x'], name);
    Object.defineProperty(file, 'size', { value: KML_MAX_BYTES + 1 });
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('must not be read')) });
    await expect(read(file)).rejects.toMatchObject({ code: 'too-large' });
  });

  it('says GPX and GeoJSON errors in their own words, KML ones as before', () => {
    const tr = translator();
    expect(tr.m(trackErrorMessage('no-path', 'gpx'))).toBe(
      'The file has no track (no track, route or line with at least two points).',
    );
    expect(tr.m(trackErrorMessage('too-large', 'geojson'))).toBe(
      'The file is larger than 10 MB. Please upload a smaller file.',
    );
    expect(tr.m(trackErrorMessage('extension', null))).toBe('Please upload a file with a .kml extension.');
    expect(tr.m(trackErrorMessage('no-path', 'kml'))).toBe(
      'The file has no trail path (no LineString with at least two points).',
    );
  });
});

describe('the .kml that is sent and the .gpx download', () => {
  it.each([
    ['Garmin GPX', () => parseGpxText(f.GARMIN_GPX).tracks[0]?.path],
    ['Strava GPX', () => parseGpxText(f.STRAVA_GPX).tracks[0]?.path],
    ['GPX 1.0 route', () => parseGpxText(f.ROUTE_GPX10).tracks[0]?.path],
    ['GPX without altitudes', () => parseGpxText(f.NO_ELE_GPX).tracks[0]?.path],
    ['geojson.io', () => parseGeoJsonText(f.GEOJSON_IO).tracks[0]?.path],
    ['GeoJSON MultiLineString', () => parseGeoJsonText(f.QGIS_MULTILINESTRING).tracks[0]?.path],
  ])('a %s converted to KML reads back with the same coordinates and altitudes', (_app, read) => {
    const path = read() ?? [];
    expect(path.length).toBeGreaterThan(1);
    expect(parseKmlText(pathToKml('Trail', path)).path).toEqual(path);
  });

  it('writes a GPX 1.1 track that reads back the same, altitudes or none', () => {
    const path = [...syntheticPath(5), { lon: 35.1, lat: 31.2, altitude: null }];
    const gpx = pathToGpx('Wadi <Rum> & "North"', path);
    const read = parseGpxText(gpx);
    expect(read.tracks).toEqual([{ name: 'Wadi <Rum> & "North"', path, seconds: null }]);
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpxFileName('Wadi Rum: Loop', 4)).toBe('wadi-rum-loop.gpx');
  });
});
