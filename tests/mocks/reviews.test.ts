import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { call, signIn, signInHiker } from './helpers';
import { anyTrailId, reviewRecord, setReviews } from '../reviews/helpers';

async function put(action: string, reviewId: unknown, token?: string) {
  const t = token ?? (await signIn()).accessToken;
  return call(`/trails/review/${action}`, t, { method: 'PUT', json: { reviewId } });
}

describe('fake backend: reviews', () => {
  it('lists pending reviews newest first, and one trail’s reviews of every status', async () => {
    const trailId = anyTrailId(1);
    setReviews([
      reviewRecord({ id: 1, trailId, status: 'pending' }),
      reviewRecord({ id: 2, trailId, status: 'active' }),
      reviewRecord({ id: 3, status: 'pending' }),
      reviewRecord({ id: 4, trailId, status: 'deleted' }),
    ]);
    const { accessToken } = await signIn();
    const pending = (await (await call('/trails/reviews/pending', accessToken)).json()) as { reviews: { id: number }[] };
    expect(pending.reviews.map((r) => r.id)).toEqual([1, 3]);
    const ofTrail = (await (await call(`/trails/${trailId}/reviews`, accessToken)).json()) as {
      reviews: { id: number; trail: { id: number; name: string } }[];
    };
    expect(ofTrail.reviews.map((r) => r.id)).toEqual([1, 2, 4]);
    expect(ofTrail.reviews[0]?.trail).toEqual({ id: trailId, name: db.trails.get(trailId)?.name });
    expect((await call('/trails/999999/reviews', accessToken)).status).toBe(404);
  });

  it.each([
    ['accept', 'pending', 'active'],
    ['reject', 'pending', 'deleted'],
    ['deactivate', 'active', 'deleted'],
    ['reactivate', 'deleted', 'active'],
  ] as const)('%s moves %s → %s and answers 409 from any other state', async (action, from, to) => {
    setReviews([
      reviewRecord({ id: 1, status: from }),
      ...(['pending', 'active', 'deleted'] as const).filter((s) => s !== from).map((status, i) => reviewRecord({ id: 10 + i, status })),
    ]);
    const ok = await put(action, 1);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { review: { status: string } }).review.status).toBe(to);
    expect(db.reviews.get(1)?.status).toBe(to);
    for (const id of [10, 11]) {
      const wrong = await put(action, id);
      expect(wrong.status).toBe(409);
    }
  });

  it('answers 404 for an unknown review, 400 for a bad body, 403 for a hiker', async () => {
    setReviews([reviewRecord({ id: 1 })]);
    expect((await put('accept', 424242)).status).toBe(404);
    expect((await put('accept', 'x')).status).toBe(400);
    const hiker = await signInHiker();
    expect((await put('accept', 1, hiker.accessToken)).status).toBe(403);
    expect(db.reviews.get(1)?.status).toBe('pending');
  });
});
