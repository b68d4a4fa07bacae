import { beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/api/common/schemas';
import { trailListResponseSchema } from '@/api/trails/schemas';
import { call, signIn } from './helpers';

let token = '';
beforeEach(async () => {
  token = (await signIn()).accessToken;
});

describe('GET /trails', () => {
  it('answers the first page of 12 by default', async () => {
    const res = await call('/trails', token);
    expect(res.status).toBe(200);
    const body = trailListResponseSchema.parse(await res.json());
    expect(body.count).toBe(240);
    expect(body.trails).toHaveLength(12);
  });

  it('filters by name, status and countries, sorts and pages', async () => {
    const res = await call(
      '/trails?name=wadi&status=active&countryIds=1,2&sortBy=oldest&page=1&pageSize=5',
      token,
    );
    const body = trailListResponseSchema.parse(await res.json());
    expect(body.count).toBeGreaterThan(0);
    for (const t of body.trails) {
      expect(t.name.toLowerCase()).toContain('wadi');
      expect(t.status).toBe('active');
      expect([1, 2]).toContain(t.city.countryId);
    }
    const dates = body.trails.map((t) => Date.parse(t.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it.each(['pageSize=1000', 'status=bogus', 'cityIds=a,b', 'page=0', 'sortBy=name'])(
    'answers 400 to %s, naming the field',
    async (qs) => {
      const res = await call(`/trails?${qs}`, token);
      expect(res.status).toBe(400);
      const body = errorBodySchema.parse(await res.json());
      expect(body.statusCode).toBe(400);
      const field = qs.split('=')[0] ?? '';
      expect(body.message).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}(\\.\\d+)?: `))]));
    },
  );
});

describe('validation errors name the field (docs/api.md: a 400 message may be a list)', () => {
  it('in a JSON body, a malformed body and a multipart form', async () => {
    const empty = await call('/trails/locations/countries', token, { method: 'POST', json: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(errorBodySchema.parse(await empty.json()).message).toEqual([expect.stringMatching(/^name: /)]);
    const wrongType = await call('/trails/activate', token, { method: 'PUT', json: { id: 'seven' } });
    expect(errorBodySchema.parse(await wrongType.json()).message).toEqual([expect.stringMatching(/^id: /)]);
    const notAnObject = await call('/trails/activate', token, { method: 'PUT', json: [1] });
    expect(errorBodySchema.parse(await notAnObject.json()).message).toEqual([expect.stringMatching(/^body: /)]);
    const malformed = await call('/trails/activate', token, {
      method: 'PUT',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(errorBodySchema.parse(await malformed.json()).message).toEqual(['body: Malformed JSON body']);
    const form = new FormData();
    form.set('name', 'Half a trail');
    const partial = await call('/trails', token, { method: 'POST', body: form });
    expect(partial.status).toBe(400);
    const messages = errorBodySchema.parse(await partial.json()).message;
    for (const field of ['difficulty', 'time', 'description', 'cityId', 'type', 'carType']) {
      expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}: `))]));
    }
  });
});
