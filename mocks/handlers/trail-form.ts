/**
 * Reading the trail editor's multipart bodies on the fake backend: text fields by the shared
 * enums, photos checked by their bytes, the .kml parsed with the panel's own reader (the
 * browser's DOMParser in demo mode and jsdom tests, @xmldom/xmldom in node tests).
 */
import { z } from 'zod';
import { idSchema } from '../../src/api/common/schemas';
import {
  carTypeSchema,
  difficultySchema,
  routeTypeSchema,
  trailStatusSchema,
  type PathPoint,
} from '../../src/api/trails/schemas';
import { sniffImageBytes, type ImageKind } from '../../src/lib/image-sniff';
import { KmlError, parseKmlText, type XmlParser } from '../../src/lib/kml/parse';
import { db } from '../db/store';
import type { StoredFile } from '../db/types';

const tagIdsText = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'tagIds must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(z.array(idSchema).max(10, 'You can select up to 10 tags only.'));

const text = (field: string) => z.string().trim().min(1, `${field} is required`);

/** Text fields of POST /trails (all required). */
export const createFieldsSchema = z.object({
  name: text('name'),
  difficulty: difficultySchema,
  time: text('time'),
  description: text('description'),
  cityId: z.coerce.number().pipe(idSchema),
  type: routeTypeSchema,
  carType: carTypeSchema,
  tagIds: tagIdsText.optional().default([]),
});

/** Text fields of a multipart PUT /trails/{id} (each optional: only the changed ones). */
export const updateFieldsSchema = z
  .object({
    name: text('name'),
    difficulty: difficultySchema,
    time: text('time'),
    description: text('description'),
    status: trailStatusSchema,
    cityId: z.coerce.number().pipe(idSchema),
    type: routeTypeSchema,
    carType: carTypeSchema,
    tagIds: tagIdsText,
  })
  .partial();

/** The text fields of a form as a plain object (files left out). */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') out[key] = value;
  });
  return out;
}

const fileEntries = (form: FormData, key: string): File[] =>
  form.getAll(key).filter((v): v is File => typeof v !== 'string');

let xmlParser: XmlParser | null = null;
async function parser(): Promise<XmlParser> {
  if (typeof DOMParser !== 'undefined') return new DOMParser();
  if (!xmlParser) {
    const { DOMParser: XmlDomParser } = await import('@xmldom/xmldom');
    xmlParser = new XmlDomParser({ onError: () => undefined }) as unknown as XmlParser;
  }
  return xmlParser;
}

export interface KmlUpload {
  text: string;
  path: PathPoint[];
}

/** The form's trail_path file parsed, null when absent, or an error message. */
export async function readKmlUpload(form: FormData): Promise<KmlUpload | null | string> {
  const file = fileEntries(form, 'trail_path')[0];
  if (!file) return null;
  if (!/\.kml$/i.test(file.name)) return 'trail_path: Please upload a file with a .kml extension.';
  try {
    const kmlText = await file.text();
    return { text: kmlText, path: parseKmlText(kmlText, await parser()).path };
  } catch (e) {
    return `trail_path: ${e instanceof KmlError ? e.message : 'unreadable file'}`;
  }
}

export interface PhotoUpload {
  bytes: Uint8Array;
  kind: ImageKind;
}

/** The form's photos, each checked by its bytes, or an error message. */
export async function readPhotoUploads(form: FormData): Promise<PhotoUpload[] | string> {
  const out: PhotoUpload[] = [];
  for (const file of fileEntries(form, 'photos')) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImageBytes(bytes);
    if (!kind) return `photos: ${file.name} is not an image (PNG, JPEG, GIF, WebP or AVIF)`;
    out.push({ bytes, kind });
  }
  return out;
}

const EXT: Record<ImageKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
};
const MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
let uploadCounter = 0;

/** Stores uploaded photos in db.files under fresh unique names; answers the names. */
export function storePhotos(trailId: number, photos: PhotoUpload[]): string[] {
  return photos.map(({ bytes, kind }) => {
    let name: string;
    do
      name = `upload-${trailId}-${Date.now().toString(36)}-${(uploadCounter++).toString(36)}.${EXT[kind]}`;
    while (db.files.has(name));
    const file: StoredFile = { bytes, contentType: MIME[kind] };
    db.files.set(name, file);
    return name;
  });
}
