/**
 * ky's one retry of a multipart POST (src/api/http.ts) sends the same request again: the same
 * files byte for byte (the body is rebuilt from the same FormData, not a half-read stream) and
 * the same Idempotency-Key, so a server that saw the first can answer the second with it.
 * In node: jsdom drops file bytes from multipart bodies (docs/testing.md).
 */
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiUrl } from '@/api/config';
import { call } from '@/api/http';
import { server } from '../../mocks/node';
import { signInAsAdmin } from '../sign-in';
import { PNG_BYTES } from '../trail-editor/files';

const ok = z.object({ ok: z.literal(true) });

interface Seen {
  key: string | null;
  files: { name: string; bytes: number[] }[];
  fields: [string, string][];
}

describe('a retried multipart POST', () => {
  it.each([
    ['a 503', () => HttpResponse.json({ message: 'busy', statusCode: 503 }, { status: 503 })],
    ['a network error', () => HttpResponse.error()],
  ])('after %s sends byte-identical files with the same Idempotency-Key', async (_, fail) => {
    await signInAsAdmin();
    const seen: Seen[] = [];
    server.use(
      mock.post(apiUrl('/probe'), async ({ request }) => {
        const form = await request.formData();
        const files: Seen['files'] = [];
        const fields: Seen['fields'] = [];
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') fields.push([name, value]);
          else files.push({ name: `${name}:${value.name}`, bytes: [...new Uint8Array(await value.arrayBuffer())] });
        }
        seen.push({ key: request.headers.get('Idempotency-Key'), files, fields });
        return seen.length === 1 ? fail() : HttpResponse.json({ ok: true });
      }),
    );
    const body = new FormData();
    body.append('name', 'Wadi Rum');
    body.append('photos', new File([PNG_BYTES], 'a.png', { type: 'image/png' }));
    const big = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 251);
    body.append('photos', new File([big], 'b.png', { type: 'image/png' }));

    await expect(call('post', '/probe', ok, { body })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).toBe(seen[0]!.key);
    expect(seen[0]!.files.map((f) => f.bytes.length)).toEqual([PNG_BYTES.length, 70_000]);
    expect(seen[1]).toEqual(seen[0]);
  });
});
