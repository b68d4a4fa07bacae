/**
 * Track files as hiking and mapping apps export them, written by hand after each app's format:
 * namespaces, creator, extensions and layout as the apps write them; points on the Dana trail
 * (Jordan). Each comes with the points a reader must find, in order.
 */
import type { PathPoint } from '@/api/trails/schemas';

const p = (lon: number, lat: number, altitude: number | null = null): PathPoint => ({ lon, lat, altitude });

/** Garmin Connect: GPX 1.1, one trk of one trkseg, heart rate and cadence in extensions, a wpt. */
export const GARMIN_POINTS = [p(35.6048, 30.6741, 1205.4), p(35.6052, 30.6735, 1198.2), p(35.60581, 30.67288, 1190), p(35.6063, 30.6721, 1183.8)];
export const GARMIN_GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Connect" version="1.1"
  xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
  xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
  xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns2="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
  <metadata>
    <link href="connect.garmin.com"><text>Garmin Connect</text></link>
    <time>2026-03-14T06:02:11.000Z</time>
  </metadata>
  <wpt lat="30.6741" lon="35.6048"><ele>1205.4</ele><name>Dana village</name></wpt>
  <trk>
    <name>Dana Hiking</name>
    <type>hiking</type>
    <trkseg>
      <trkpt lat="30.6741" lon="35.6048">
        <ele>1205.4</ele>
        <time>2026-03-14T06:02:11.000Z</time>
        <extensions><ns3:TrackPointExtension><ns3:hr>96</ns3:hr><ns3:cad>48</ns3:cad></ns3:TrackPointExtension></extensions>
      </trkpt>
      <trkpt lat="30.6735" lon="35.6052">
        <ele>1198.2</ele>
        <time>2026-03-14T06:40:11.000Z</time>
        <extensions><ns3:TrackPointExtension><ns3:hr>104</ns3:hr><ns3:cad>51</ns3:cad></ns3:TrackPointExtension></extensions>
      </trkpt>
      <trkpt lat="30.67288" lon="35.60581">
        <ele>1190.0</ele>
        <time>2026-03-14T07:31:41.000Z</time>
        <extensions><ns3:TrackPointExtension><ns3:hr>111</ns3:hr></ns3:TrackPointExtension></extensions>
      </trkpt>
      <trkpt lat="30.6721" lon="35.6063">
        <ele>1183.8</ele>
        <time>2026-03-14T08:14:11.000Z</time>
      </trkpt>
    </trkseg>
  </trk>
</gpx>
`;
/** 06:02:11 to 08:14:11. */
export const GARMIN_SECONDS = 2 * 3600 + 12 * 60;

/** Strava: GPX 1.1, creator StravaGPX, two trksegs (a pause), ele and time, no waypoints. */
export const STRAVA_POINTS = [p(35.5912, 30.6512, 402.6), p(35.5916, 30.6509, 398.4), p(35.592, 30.6503, 391), p(35.5925, 30.6499, 389.2), p(35.5931, 30.6494, 380.8)];
export const STRAVA_GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="StravaGPX" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
 <metadata>
  <time>2026-04-02T05:31:09Z</time>
 </metadata>
 <trk>
  <name>Morning Hike to Feynan</name>
  <type>hiking</type>
  <trkseg>
   <trkpt lat="30.6512000" lon="35.5912000">
    <ele>402.6</ele>
    <time>2026-04-02T05:31:09Z</time>
   </trkpt>
   <trkpt lat="30.6509000" lon="35.5916000">
    <ele>398.4</ele>
    <time>2026-04-02T05:33:09Z</time>
   </trkpt>
  </trkseg>
  <trkseg>
   <trkpt lat="30.6503000" lon="35.5920000">
    <ele>391.0</ele>
    <time>2026-04-02T05:51:09Z</time>
   </trkpt>
   <trkpt lat="30.6499000" lon="35.5925000">
    <ele>389.2</ele>
    <time>2026-04-02T05:53:09Z</time>
   </trkpt>
   <trkpt lat="30.6494000" lon="35.5931000">
    <ele>380.8</ele>
    <time>2026-04-02T05:56:09Z</time>
   </trkpt>
  </trkseg>
 </trk>
</gpx>
`;

/** Gaia GPS: two tracks (two days) and three waypoints; the second track has no name. */
export const GAIA_DAY1 = [p(35.4412, 30.3211, 1012), p(35.4419, 30.3204, 1020.5), p(35.4427, 30.3197, 1031)];
export const GAIA_DAY2 = [p(35.4431, 30.3189, 1029), p(35.4438, 30.318, 1010.7)];
export const GAIA_GPX = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="GaiaGPS">
<metadata><name>Dana to Petra</name></metadata>
<wpt lat="30.3211" lon="35.4412"><ele>1012</ele><name>Camp 1</name><sym>campsite</sym></wpt>
<wpt lat="30.3197" lon="35.4427"><ele>1031</ele><name>Spring</name><sym>water</sym></wpt>
<wpt lat="30.3180" lon="35.4438"><ele>1010.7</ele><name>Camp 2</name></wpt>
<trk><name>Day 1: Dana to Feynan</name><trkseg>
<trkpt lat="30.3211" lon="35.4412"><ele>1012</ele><time>2026-05-01T07:00:00Z</time></trkpt>
<trkpt lat="30.3204" lon="35.4419"><ele>1020.5</ele><time>2026-05-01T08:00:00Z</time></trkpt>
<trkpt lat="30.3197" lon="35.4427"><ele>1031</ele><time>2026-05-01T09:30:00Z</time></trkpt>
</trkseg></trk>
<trk><trkseg>
<trkpt lat="30.3189" lon="35.4431"><ele>1029</ele><time>2026-05-02T07:00:00Z</time></trkpt>
<trkpt lat="30.3180" lon="35.4438"><ele>1010.7</ele><time>2026-05-02T08:00:00Z</time></trkpt>
</trkseg></trk>
</gpx>
`;

/** GPSBabel's GPX 1.0 route: rte/rtept, elevations, no times; a trk with a single point. */
export const ROUTE_POINTS = [p(35.73, 32.33, 312), p(35.7312, 32.3314, 330.5), p(35.7327, 32.3322, 351)];
export const ROUTE_GPX10 = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.0" creator="GPSBabel - https://www.gpsbabel.org" xmlns="http://www.topografix.com/GPX/1/0">
<time>2026-02-10T10:00:00Z</time>
<bounds minlat="32.330000000" minlon="35.730000000" maxlat="32.332200000" maxlon="35.732700000"/>
<rte>
  <name>Ajloun Forest route</name>
  <rtept lat="32.330000000" lon="35.730000000"><ele>312.000</ele><name>RP001</name></rtept>
  <rtept lat="32.331400000" lon="35.731200000"><ele>330.500</ele><name>RP002</name></rtept>
  <rtept lat="32.332200000" lon="35.732700000"><ele>351.000</ele><name>RP003</name></rtept>
</rte>
</gpx>
`;

/** A phone app's GPX without altitudes (OsmAnd with the barometer off). */
export const FLAT_POINTS = [p(35.9, 31.95), p(35.901, 31.951), p(35.9022, 31.9517)];
export const NO_ELE_GPX = `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<gpx version="1.1" creator="OsmAnd~ 4.6.8" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net">
  <trk><name>Amman walk</name><trkseg>
    <trkpt lat="31.95" lon="35.9"><hdop>4.2</hdop></trkpt>
    <trkpt lat="31.951" lon="35.901"><hdop>3.9</hdop></trkpt>
    <trkpt lat="31.9517" lon="35.9022"><hdop>3.1</hdop></trkpt>
  </trkseg></trk>
</gpx>
`;

export const OUT_OF_RANGE_GPX = `<?xml version="1.0"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
<trkpt lat="31.9" lon="35.9"><ele>1</ele></trkpt><trkpt lat="131.9" lon="35.9"><ele>2</ele></trkpt>
</trkseg></trk></gpx>`;

export const WAYPOINTS_ONLY_GPX = `<?xml version="1.0"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
<wpt lat="31.9" lon="35.9"><name>Only a point</name></wpt></gpx>`;

export const ENTITY_GPX = `<?xml version="1.0"?>
<!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>
<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>&b;</name><trkseg>
<trkpt lat="31.9" lon="35.9"/><trkpt lat="31.91" lon="35.91"/></trkseg></trk></gpx>`;

/** geojson.io: a FeatureCollection with a drawn LineString (with altitudes), a Point and a Polygon. */
export const GEOJSON_IO_POINTS = [p(35.4443, 30.3285, 1050), p(35.4452, 30.3279, 1062.5), p(35.4466, 30.3268, 1071)];
export const GEOJSON_IO = JSON.stringify(
  {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Little Petra approach', stroke: '#555555', 'stroke-width': 2, 'stroke-opacity': 1 },
        geometry: { coordinates: [[35.4443, 30.3285, 1050], [35.4452, 30.3279, 1062.5], [35.4466, 30.3268, 1071]], type: 'LineString' },
      },
      { type: 'Feature', properties: { name: 'Car park' }, geometry: { coordinates: [35.4441, 30.3287], type: 'Point' } },
      {
        type: 'Feature',
        properties: {},
        geometry: { coordinates: [[[35.44, 30.32], [35.45, 30.32], [35.45, 30.33], [35.44, 30.32]]], type: 'Polygon' },
      },
    ],
  },
  null,
  2,
);

/** uMap: a FeatureCollection of two named lines (two tracks) and a MultiPoint of two. */
export const UMAP_A = [p(35.1, 31.1), p(35.101, 31.101)];
export const UMAP_B = [p(35.102, 31.102), p(35.103, 31.1031), p(35.104, 31.104)];
export const UMAP_TWO_LINES = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'LineString', coordinates: [[35.1, 31.1], [35.101, 31.101]] }, properties: { name: 'Upper path', _umap_options: { color: 'Red' } } },
    { type: 'Feature', geometry: { type: 'LineString', coordinates: [[35.102, 31.102], [35.103, 31.1031], [35.104, 31.104]] }, properties: { name: 'Lower path' } },
    { type: 'Feature', geometry: { type: 'MultiPoint', coordinates: [[35.1, 31.1], [35.104, 31.104]] }, properties: { name: 'Viewpoints' } },
  ],
});

/** A bare geometry, a Feature and a MultiLineString (QGIS export), with times in a Feature. */
export const BARE_LINESTRING = JSON.stringify({ type: 'LineString', coordinates: [[35.2, 31.2, 500], [35.21, 31.21, 512.5]] });
export const FEATURE_LINESTRING = JSON.stringify({
  type: 'Feature',
  properties: { title: 'Wadi Mujib', coordinateProperties: { times: ['2026-06-01T06:00:00Z', '2026-06-01T07:45:00Z'] } },
  geometry: { type: 'LineString', coordinates: [[35.56, 31.46, -380], [35.57, 31.47, -360.25]] },
});
export const MULTI_POINTS = [p(35.3, 31.3, 700), p(35.301, 31.301, 705), p(35.302, 31.302, 712), p(35.303, 31.303, 709)];
export const QGIS_MULTILINESTRING = `{
"type": "FeatureCollection",
"name": "trail_segments",
"crs": { "type": "name", "properties": { "name": "urn:ogc:def:crs:OGC:1.3:CRS84" } },
"features": [
{ "type": "Feature", "properties": { "id": 1, "name": "Segments" }, "geometry": { "type": "MultiLineString", "coordinates": [ [ [ 35.3, 31.3, 700.0 ], [ 35.301, 31.301, 705.0 ] ], [ [ 35.302, 31.302, 712.0 ], [ 35.303, 31.303, 709.0 ] ] ] } }
]
}
`;
