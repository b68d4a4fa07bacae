import type { PathPoint } from '@/api/trails/schemas';
import { downloadTextFile } from '@/lib/download';
import { gpxFileName, kmlFileName, pathToGpx, pathToKml } from '@/lib/kml/write';

/*
 * What the trail path field writes, loaded only when it writes: a download of the path (.kml
 * or .gpx, on the button's click) and the .kml a GPX or GeoJSON track is sent as (with its
 * reader, when such a file is chosen).
 */

const KML_TYPE = 'application/vnd.google-earth.kml+xml';

/** Downloads `path` as a file named after `name` (else the trail's id), titled `title`. */
export function downloadPath(as: 'kml' | 'gpx', name: string, title: string, trailId: number | null, path: readonly PathPoint[]) {
  if (as === 'gpx') downloadTextFile(gpxFileName(name, trailId), pathToGpx(title, path), 'application/gpx+xml');
  else downloadTextFile(kmlFileName(name, trailId), pathToKml(title, path), KML_TYPE);
}

/** The .kml File a track read from `file` (GPX, GeoJSON) is sent as, named as the file. */
export function kmlFile(file: File, title: string, path: readonly PathPoint[]): File {
  return new File([pathToKml(title, path)], `${file.name.replace(/\.[^.]*$/, '')}.kml`, { type: KML_TYPE });
}
