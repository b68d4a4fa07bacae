/** Test files for the trail editor: a real PNG, a fake one, .kml files. */
import { syntheticKml } from '../lib/kml-fixtures';

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

export function pngFile(name = 'summit.png'): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

export function kmlFile(points = 30, name = 'path.kml', trailName = 'Uploaded Path'): File {
  return new File([syntheticKml(points, trailName)], name, {
    type: 'application/vnd.google-earth.kml+xml',
  });
}

/** A complete POST /trails multipart form: defaults for every field, a .kml and a photo. */
export function newTrailForm(
  fields: Record<string, string> = {},
  files: Array<[string, File]> = [
    ['trail_path', kmlFile(20)],
    ['photos', pngFile()],
  ],
): FormData {
  const form = new FormData();
  const all = {
    name: 'A New Trail',
    difficulty: 'Easy',
    time: '1 hours 30 minutes',
    description: 'Made by a test.',
    cityId: '1',
    type: 'Loop',
    carType: 'Sedan',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  for (const [key, file] of files) form.append(key, file);
  return form;
}
