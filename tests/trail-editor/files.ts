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
