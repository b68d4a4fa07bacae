import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { call, signIn } from './helpers';
import { SAMPLE, setTags } from '../tags/helpers';

describe('fake backend: tags', () => {
  it('lists tags with trail counts and createdAt', async () => {
    setTags(SAMPLE);
    const { accessToken } = await signIn();
    const body = (await (await call('/trails/tags', accessToken)).json()) as { tags: unknown[] };
    expect(body.tags[0]).toEqual({ id: 1, name: 'Waterfall', trailCount: 8, createdAt: '2025-03-01T00:00:00.000Z' });
  });

  it('creates a tag with its id under identifiers, refusing a duplicate in any case', async () => {
    setTags(SAMPLE);
    const { accessToken } = await signIn();
    const res = await call('/trails/tags', accessToken, { method: 'POST', json: { name: 'Snow' } });
    expect(res.status).toBe(201);
    const { tag } = (await res.json()) as { tag: { identifiers: { id: number }[]; name: string } };
    expect(tag.name).toBe('Snow');
    expect(db.tags.get(tag.identifiers[0]?.id ?? 0)?.name).toBe('Snow');
    expect((await call('/trails/tags', accessToken, { method: 'POST', json: { name: 'CANYON' } })).status).toBe(409);
    expect((await call('/trails/tags', accessToken, { method: 'POST', json: { name: 'x' } })).status).toBe(400);
    expect((await call('/trails/tags', accessToken, { method: 'POST', json: { name: 'a<b>' } })).status).toBe(400);
  });

  it('deletes a tag and takes it off every trail; 404 for an unknown one', async () => {
    setTags(SAMPLE);
    const { accessToken } = await signIn();
    expect((await call('/trails/tags/1', accessToken, { method: 'DELETE' })).status).toBe(200);
    expect(db.tags.has(1)).toBe(false);
    expect([...db.trails.values()].some((t) => t.tagIds.includes(1))).toBe(false);
    expect((await call('/trails/tags/1', accessToken, { method: 'DELETE' })).status).toBe(404);
  });
});
