/** URLs of the fake backend's files. They live under the API base, so the worker serves them. */
import { apiUrl } from '../../src/api/config';

export const PHOTO_PATH = '/media/photos/:name';
export const KML_PATH = '/media/paths/:file';

/** Absolute URL of a photo by file name (a photo's id is its file name). */
export function photoUrl(name: string): string {
  return apiUrl(`/media/photos/${encodeURIComponent(name)}`);
}

/** Absolute URL of a trail's .kml file. */
export function kmlUrl(trailId: number): string {
  return apiUrl(`/media/paths/trail-${trailId}.kml`);
}

/** The file name at the end of a photo URL (or the name itself). */
export function photoNameFromUrl(urlOrName: string): string {
  const last = urlOrName.split('?')[0]?.split('/').pop() ?? urlOrName;
  return decodeURIComponent(last);
}
