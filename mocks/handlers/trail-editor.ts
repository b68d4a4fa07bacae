/**
 * Trail details, create, update, path and photo calls (issue 4). Uploaded photos go to
 * db.files and an uploaded .kml to db.kml, so they show and download afterwards; distance
 * and elevation gain are computed from the path with the panel's own metrics.
 */
import type { HttpHandler } from 'msw';
import {
  trailPathBodySchema,
  updateTrailJsonBodySchema,
  type PathPoint,
} from '../../src/api/trails/schemas';
import { pathMetrics } from '../../src/lib/kml/metrics';
import { db, nextId, touch } from '../db/store';
import type { TrailRecord } from '../db/types';
import { toTrail } from '../db/wire';
import { photoNameFromUrl } from '../media/urls';
import { adminRoute, error, json, paramId, readJson } from './guard';
import {
  createFieldsSchema,
  readKmlUpload,
  readPhotoUploads,
  storePhotos,
  textFields,
  updateFieldsSchema,
} from './trail-form';

function issues(e: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string[] {
  return e.issues.map((i) =>
    i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message,
  );
}

function setPath(trail: TrailRecord, path: readonly PathPoint[]): void {
  const metrics = pathMetrics(path);
  trail.trailPath = path.map((p) => ({ ...p }));
  trail.distance = metrics.distance;
  trail.elevationGain = metrics.elevationGain;
  const first = path[0];
  trail.startingPoint = first ? { lon: first.lon, lat: first.lat } : null;
}

function unknownTagOrCity(cityId: number | undefined, tagIds: number[] | undefined): string | null {
  if (cityId !== undefined && !db.cities.has(cityId)) return `cityId: City ${cityId} not found`;
  const missing = tagIds?.find((id) => !db.tags.has(id));
  return missing === undefined ? null : `tagIds: Tag ${missing} not found`;
}

async function readForm(request: Request): Promise<FormData | Response> {
  try {
    return await request.formData();
  } catch {
    return error(400, 'Malformed multipart body');
  }
}

const isMultipart = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');

export const trailEditorHandlers: HttpHandler[] = [
  adminRoute('get', '/trails/details/:id', ({ params }) => {
    const id = paramId(params);
    const trail = id === null ? undefined : db.trails.get(id);
    if (!trail) return error(404, 'Trail not found');
    return json({ trail: toTrail(db, trail) });
  }),

  adminRoute('post', '/trails', async ({ request }) => {
    if (!isMultipart(request)) return error(400, 'POST /trails takes a multipart form');
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const fields = createFieldsSchema.safeParse(textFields(form));
    if (!fields.success) return error(400, issues(fields.error));
    const unknown = unknownTagOrCity(fields.data.cityId, fields.data.tagIds);
    if (unknown) return error(400, unknown);
    const kml = await readKmlUpload(form);
    if (kml === null) return error(400, 'trail_path: a .kml file is required');
    if (typeof kml === 'string') return error(400, kml);
    const photos = await readPhotoUploads(form);
    if (typeof photos === 'string') return error(400, photos);
    if (photos.length === 0) return error(400, 'photos: at least one photo is required');

    const id = nextId(db.trails);
    const { tagIds, ...rest } = fields.data;
    const trail: TrailRecord = {
      id,
      ...rest,
      status: 'pending',
      distance: 0,
      elevationGain: null,
      rating: null,
      createdAt: new Date().toISOString(),
      photos: storePhotos(id, photos),
      tagIds: [...new Set(tagIds)].sort((a, b) => a - b),
      startingPoint: null,
      trailPath: null,
    };
    setPath(trail, kml.path);
    db.trails.set(id, trail);
    db.kml.set(id, kml.text);
    touch(db);
    return json({ trail: toTrail(db, trail) }, 201);
  }),

  adminRoute('put', '/trails/trail-path/:id', async ({ request, params }) => {
    const id = paramId(params);
    const trail = id === null ? undefined : db.trails.get(id);
    if (!trail) return error(404, 'Trail not found');
    const body = await readJson(request, trailPathBodySchema);
    if (body instanceof Response) return body;
    setPath(trail, body.trail_path);
    db.kml.delete(trail.id); // the download is now written from the new path
    return json({ trail: toTrail(db, trail) });
  }),

  adminRoute('delete', '/trails/:id/photo/:photoId', ({ params }) => {
    const id = paramId(params);
    const trail = id === null ? undefined : db.trails.get(id);
    if (!trail) return error(404, 'Trail not found');
    const name = photoNameFromUrl(typeof params.photoId === 'string' ? params.photoId : '');
    if (!trail.photos.includes(name)) return error(404, 'Photo not found');
    trail.photos = trail.photos.filter((p) => p !== name);
    db.files.delete(name);
    return json({ trail: toTrail(db, trail) });
  }),

  // After PUT /trails/activate and /trails/deactivate (mocks/handlers/trails.ts, registered first).
  adminRoute('put', '/trails/:id', async ({ request, params }) => {
    const id = paramId(params);
    const trail = id === null ? undefined : db.trails.get(id);
    if (!trail) return error(404, 'Trail not found');

    if (!isMultipart(request)) {
      const body = await readJson(request, updateTrailJsonBodySchema);
      if (body instanceof Response) return body;
      const unknown = unknownTagOrCity(body.cityId, body.tagIds);
      if (unknown) return error(400, unknown);
      Object.assign(
        trail,
        body.tagIds ? { ...body, tagIds: [...new Set(body.tagIds)].sort((a, b) => a - b) } : body,
      );
      return json({ trail: toTrail(db, trail) });
    }

    const form = await readForm(request);
    if (form instanceof Response) return form;
    const fields = updateFieldsSchema.safeParse(textFields(form));
    if (!fields.success) return error(400, issues(fields.error));
    const unknown = unknownTagOrCity(fields.data.cityId, fields.data.tagIds);
    if (unknown) return error(400, unknown);
    const kml = await readKmlUpload(form);
    if (typeof kml === 'string') return error(400, kml);
    const photos = await readPhotoUploads(form);
    if (typeof photos === 'string') return error(400, photos);

    const { tagIds, ...rest } = fields.data;
    Object.assign(trail, rest);
    if (tagIds) trail.tagIds = [...new Set(tagIds)].sort((a, b) => a - b);
    if (kml) {
      setPath(trail, kml.path);
      db.kml.set(trail.id, kml.text);
    }
    trail.photos = [...trail.photos, ...storePhotos(trail.id, photos)];
    return json({ trail: toTrail(db, trail) });
  }),
];
