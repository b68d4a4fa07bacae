/**
 * The files the wire shapes link to: photos at `${API}/media/photos/<name>` and trail paths
 * at `${API}/media/paths/trail-<id>.kml`. No token: <img> and download links cannot send one.
 */
import { HttpResponse } from 'msw';
import { db } from '../db/store';
// One KML writer for the panel's download and the fake backend's files.
import { pathToKml } from '../../src/lib/kml/write';
import { generatedPhoto } from '../media/photos';
import { KML_PATH, PHOTO_PATH, photoNameFromUrl } from '../media/urls';
import type { StoredFile } from '../db/types';
import { error, notFound, publicRoute } from './guard';

/** An uploaded file or a seeded photo (drawn on first request), by file name or URL. */
export function findPhoto(nameOrUrl: string): StoredFile | null {
  const name = photoNameFromUrl(nameOrUrl);
  const uploaded = db.files.get(name);
  if (uploaded) return uploaded;
  if (db.seededPhotos.has(name)) return { bytes: generatedPhoto(name), contentType: 'image/png' };
  return null;
}

export const fileHandlers = [
  publicRoute('get', PHOTO_PATH, ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : '';
    const file = findPhoto(name);
    if (!file) return notFound('File');
    // A fresh copy: Response bodies take ArrayBuffer-backed views.
    return new HttpResponse(new Uint8Array(file.bytes), {
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'public, max-age=3600' },
    });
  }),

  publicRoute('get', KML_PATH, ({ params }) => {
    const match = typeof params.file === 'string' ? /^trail-(\d+)\.kml$/.exec(params.file) : null;
    const trail = match ? db.trails.get(Number(match[1])) : undefined;
    if (!trail) return notFound('File');
    const text =
      db.kml.get(trail.id) ?? (trail.trailPath ? pathToKml(trail.name, trail.trailPath) : null);
    if (text === null) return error(404, 'This trail has no path');
    return new HttpResponse(text, {
      headers: {
        'Content-Type': 'application/vnd.google-earth.kml+xml',
        'Content-Disposition': `attachment; filename="trail-${trail.id}.kml"`,
      },
    });
  }),
];
