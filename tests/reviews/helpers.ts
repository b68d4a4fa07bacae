import { db, touch } from '../../mocks/db';
import type { ReviewRecord } from '../../mocks/db';

/** Existing trail and user ids of the seed, to hang test reviews on. */
export function anyTrailId(n = 0): number {
  return [...db.trails.keys()].sort((a, b) => a - b)[n] as number;
}
export function anyUserId(n = 0): number {
  return [...db.users.keys()].sort((a, b) => a - b)[n] as number;
}

let seq = 0;
/** A review record with sensible defaults; ids count down from a newest date so order is known. */
export function reviewRecord(over: Partial<ReviewRecord> = {}): ReviewRecord {
  seq++;
  return {
    id: over.id ?? 9000 + seq,
    trailId: anyTrailId(),
    userId: anyUserId(),
    status: 'pending',
    rating: 4,
    text: `Review text ${seq}`,
    difficulty: 'Moderate',
    photos: [],
    createdAt: new Date(Date.UTC(2026, 0, 1) - seq * 60_000).toISOString(),
    ...over,
  };
}

/** Replaces every review of the db with `records` (in the given order = newest first). */
export function setReviews(records: ReviewRecord[]): ReviewRecord[] {
  db.reviews.clear();
  const base = Date.UTC(2026, 0, 1);
  records.forEach((r, i) => {
    r.createdAt = new Date(base - i * 60_000).toISOString();
    db.reviews.set(r.id, r);
  });
  touch(db);
  return records;
}

/** n pending reviews with ids 1..n, newest first. */
export function pendingQueue(n: number, over: (i: number) => Partial<ReviewRecord> = () => ({})): ReviewRecord[] {
  return setReviews(Array.from({ length: n }, (_, i) => reviewRecord({ id: i + 1, ...over(i) })));
}

/** The table row of review `id` (rows carry data-review-id). */
export function reviewRow(id: number): HTMLElement {
  const r = document.querySelector(`tr[data-review-id="${id}"]`);
  if (!(r instanceof HTMLElement)) throw new Error(`row of review ${id} not found`);
  return r;
}

export function queryReviewRow(id: number): HTMLElement | null {
  const r = document.querySelector(`tr[data-review-id="${id}"]`);
  return r instanceof HTMLElement ? r : null;
}
