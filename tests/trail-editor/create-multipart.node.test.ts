/**
 * SPEC.md §7's POST /trails multipart body, read byte for byte. jsdom drops File contents
 * from multipart bodies (docs/testing.md), so this file runs in node: the body is built by the
 * panel's own fetcher, captured on its way to the fake backend, and parsed again.
 */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTrail, createTrailFormData, type CreateTrailInput } from '@/api/trails/create';
import { updateTrail } from '@/api/trails/update';
import { apiUrl } from '@/api/config';
import { pathMetrics } from '@/lib/kml/metrics';
import { server } from '../../mocks/node';
import { db, kmlUrl } from '../../mocks/db';
import { signInAsAdmin } from '../sign-in';
import { syntheticKml, syntheticPath } from '../lib/kml-fixtures';
import { PNG_BYTES } from './files';

const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const kmlText = syntheticKml(40, 'Byte Check');

function input(): CreateTrailInput {
  return {
    name: 'Dana to Feynan',
    difficulty: 'Challenging',
    time: '5 hours 45 minutes',
    description: 'Down the Wadi Dana <b>canyon</b>.',
    trailPath: new File([kmlText], 'dana.kml', { type: 'application/vnd.google-earth.kml+xml' }),
    cityId: 6,
    type: 'One_Way',
    carType: '_4x4',
    tagIds: [2, 5, 7],
    photos: [
      new File([PNG_BYTES], 'one.png', { type: 'image/png' }),
      new File([JPEG_BYTES], 'two.jpg', { type: 'image/jpeg' }),
    ],
  };
}

async function bytesOf(value: FormDataEntryValue | null | undefined): Promise<Uint8Array> {
  if (!value || typeof value === 'string') throw new Error('expected a file');
  return new Uint8Array(await value.arrayBuffer());
}

describe('POST /trails multipart body (node)', () => {
  it('carries every field of SPEC.md §7, files byte for byte', async () => {
    await signInAsAdmin();
    let sent: FormData | null = null;
    let contentType = '';
    server.use(
      // Returns nothing: the request goes on to the real fake-backend handler.
      http.post(apiUrl('/trails'), async ({ request }) => {
        contentType = request.headers.get('Content-Type') ?? '';
        sent = await request.clone().formData();
      }),
    );

    const trail = await createTrail(input());

    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent as FormData | null;
    if (!form) throw new Error('no request captured');
    expect([...new Set([...form.keys()])].sort()).toEqual(
      [
        'carType',
        'cityId',
        'description',
        'difficulty',
        'name',
        'photos',
        'tagIds',
        'time',
        'trail_path',
        'type',
      ].sort(),
    );
    expect(form.get('name')).toBe('Dana to Feynan');
    expect(form.get('difficulty')).toBe('Challenging');
    expect(form.get('time')).toBe('5 hours 45 minutes');
    expect(form.get('description')).toBe('Down the Wadi Dana <b>canyon</b>.');
    expect(form.get('cityId')).toBe('6');
    expect(form.get('type')).toBe('One_Way');
    expect(form.get('carType')).toBe('_4x4');
    expect(JSON.parse(String(form.get('tagIds')))).toEqual([2, 5, 7]);
    const kml = form.get('trail_path') as File;
    expect(kml.name).toBe('dana.kml');
    expect(new TextDecoder().decode(await bytesOf(kml))).toBe(kmlText);
    const photos = form.getAll('photos') as File[];
    expect(photos.map((p) => p.name)).toEqual(['one.png', 'two.jpg']);
    expect(await bytesOf(photos[0])).toEqual(PNG_BYTES);
    expect(await bytesOf(photos[1])).toEqual(JPEG_BYTES);

    // The fake backend made the trail from it: pending, metrics from the path, files stored.
    expect(trail).toMatchObject({
      name: 'Dana to Feynan',
      status: 'pending',
      cityId: 6,
      carType: '_4x4',
      tags: [2, 5, 7].map((id) => ({ id, name: db.tags.get(id)?.name })),
      ...pathMetrics(syntheticPath(40)),
    });
    expect(trail.trailPath?.coordinates).toEqual(syntheticPath(40));
    expect(trail.photos).toHaveLength(2);
    const served = await fetch(trail.photos[0] ?? '');
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    expect(await (await fetch(kmlUrl(trail.id))).text()).toBe(kmlText);
  });

  it('the body builder repeats photos and sends tagIds as a JSON list', () => {
    const form = createTrailFormData({ ...input(), tagIds: [] });
    expect(form.getAll('photos')).toHaveLength(2);
    expect(form.get('tagIds')).toBe('[]');
  });

  it('a multipart update adds photos and replaces the path, sending only changed fields', async () => {
    await signInAsAdmin();
    let sent: FormData | null = null;
    server.use(
      http.put(apiUrl('/trails/3'), async ({ request }) => {
        sent = await request.clone().formData();
      }),
    );
    const before = db.trails.get(3)?.photos.length ?? 0;
    const trail = await updateTrail({
      id: 3,
      changes: { name: 'Renamed', cityId: 2, tagIds: [1] },
      photos: [new File([PNG_BYTES], 'new.png', { type: 'image/png' })],
      trailPath: new File([kmlText], 'new.kml'),
    });
    const form = sent as FormData | null;
    if (!form) throw new Error('no request captured');
    expect([...new Set([...form.keys()])].sort()).toEqual([
      'cityId',
      'name',
      'photos',
      'tagIds',
      'trail_path',
    ]);
    expect(form.get('cityId')).toBe('2');
    expect(form.get('tagIds')).toBe('[1]');
    expect(trail).toMatchObject({ name: 'Renamed', cityId: 2, tags: [{ id: 1 }] });
    expect(trail.photos).toHaveLength(before + 1);
    expect(await (await fetch(kmlUrl(3))).text()).toBe(kmlText);
  });

  it('the fake backend refuses a photo that is not an image by its bytes', async () => {
    await signInAsAdmin();
    const bad = {
      ...input(),
      photos: [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' }),
      ],
    };
    await expect(createTrail(bad)).rejects.toMatchObject({
      status: 400,
      serverMessage: expect.stringContaining('not an image'),
    });
  });
});
