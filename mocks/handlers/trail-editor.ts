/**
 * Trail details, create, update, path and photo calls. Uploaded photos go to
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
import { nextId, update } from '../db/changes';
import { db, touch } from '../db/store';
import type { TrailRecord } from '../db/types';
import { toTrail } from '../db/wire';
import { photoNameFromUrl } from '../media/urls';
import { adminRoute, error, fieldMessages, json, notFound, notFoundMessage, paramId, readJson } from './guard';
import {
  createFieldsSchema,
  readKmlUpload,
  readPhotoUploads,
  storePhotos,
  textFields,
  updateFieldsSchema,
} from './trail-form';

/** The fields a new path sets: the path itself, its metrics and its starting point. */
function pathFields(path: readonly PathPoint[]): Pick<TrailRecord, 'trailPath' | 'distance' | 'elevationGain' | 'startingPoint'> {
  const metrics = pathMetrics(path);
  const first = path[0];
  return {
    trailPath: path.map((p) => ({ ...p })),
    distance: metrics.distance,
    elevationGain: metrics.elevationGain,
    startingPoint: first ? { lon: first.lon, lat: first.lat } : null,
  };
}

const sortedTagIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

function unknownTagOrCity(cityId: number | undefined, tagIds: number[] | undefined): string | null {
  if (cityId !== undefined && !db.cities.has(cityId)) return `cityId: ${notFoundMessage('City', cityId)}`;
  const missing = tagIds?.find((id) => !db.tags.has(id));
  return missing === undefined ? null : `tagIds: ${notFoundMessage('Tag', missing)}`;
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
    if (!trail) return notFound('Trail');
    return json({ trail: toTrail(db, trail) });
  }),

  adminRoute('post', '/trails', async ({ request }) => {
    if (!isMultipart(request)) return error(400, ['body: POST /trails takes a multipart form']);
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const fields = createFieldsSchema.safeParse(textFields(form));
    if (!fields.success) return error(400, fieldMessages(fields.error.issues));
    const unknown = unknownTagOrCity(fields.data.cityId, fields.data.tagIds);
    if (unknown) return error(400, [unknown]);
    const kml = await readKmlUpload(form);
    if (kml === null) return error(400, ['trail_path: a .kml file is required']);
    if (typeof kml === 'string') return error(400, [kml]);
    const photos = await readPhotoUploads(form);
    if (typeof photos === 'string') return error(400, [photos]);
    if (photos.length === 0) return error(400, ['photos: at least one photo is required']);

    const id = nextId(db.trails);
    const { tagIds, ...rest } = fields.data;
    const trail: TrailRecord = {
      id,
      ...rest,
      status: 'pending',
      rating: null,
      createdAt: new Date().toISOString(),
      photos: storePhotos(id, photos),
      tagIds: sortedTagIds(tagIds),
      ...pathFields(kml.path),
    };
    db.trails.set(id, trail);
    db.kml.set(id, kml.text);
    touch(db);
    return json({ trail: toTrail(db, trail) }, 201);
  }),

  adminRoute('put', '/trails/trail-path/:id', async ({ request, params }) => {
    const id = paramId(params);
    if (id === null || !db.trails.has(id)) return notFound('Trail');
    const body = await readJson(request, trailPathBodySchema);
    if (body instanceof Response) return body;
    const trail = update(db.trails, id, pathFields(body.trail_path)) as TrailRecord;
    db.kml.delete(id); // the download is now written from the new path
    return json({ trail: toTrail(db, trail) });
  }),

  adminRoute('delete', '/trails/:id/photo/:photoId', ({ params }) => {
    const id = paramId(params);
    const trail = id === null ? undefined : db.trails.get(id);
    if (!trail) return notFound('Trail');
    const name = photoNameFromUrl(typeof params.photoId === 'string' ? params.photoId : '');
    if (!trail.photos.includes(name)) return notFound('Photo');
    update(db.trails, trail.id, { photos: trail.photos.filter((p) => p !== name) });
    db.files.delete(name);
    return json({ trail: toTrail(db, trail) });
  }),

  // After PUT /trails/activate and /trails/deactivate (mocks/handlers/trails.ts, registered first).
  adminRoute('put', '/trails/:id', async ({ request, params }) => {
    const id = paramId(params);
    const trail = id === null ? undefined : db.trails.get(id);
    if (!trail) return notFound('Trail');

    if (!isMultipart(request)) {
      const body = await readJson(request, updateTrailJsonBodySchema);
      if (body instanceof Response) return body;
      const unknown = unknownTagOrCity(body.cityId, body.tagIds);
      if (unknown) return error(400, [unknown]);
      update(db.trails, trail.id, body.tagIds ? { ...body, tagIds: sortedTagIds(body.tagIds) } : body);
      return json({ trail: toTrail(db, trail) });
    }

    const form = await readForm(request);
    if (form instanceof Response) return form;
    const fields = updateFieldsSchema.safeParse(textFields(form));
    if (!fields.success) return error(400, fieldMessages(fields.error.issues));
    const unknown = unknownTagOrCity(fields.data.cityId, fields.data.tagIds);
    if (unknown) return error(400, [unknown]);
    const kml = await readKmlUpload(form);
    if (typeof kml === 'string') return error(400, [kml]);
    const photos = await readPhotoUploads(form);
    if (typeof photos === 'string') return error(400, [photos]);

    const { tagIds, ...rest } = fields.data;
    update(db.trails, trail.id, {
      ...rest,
      ...(tagIds ? { tagIds: sortedTagIds(tagIds) } : {}),
      ...(kml ? pathFields(kml.path) : {}),
      ...(photos.length > 0 ? { photos: [...trail.photos, ...storePhotos(trail.id, photos)] } : {}),
    });
    if (kml) db.kml.set(trail.id, kml.text);
    return json({ trail: toTrail(db, trail) });
  }),
];
