/**
 * "Another administrator" (the developer panel's switch; demo and dev builds only): while it
 * is on, someone else works on the catalogue every OTHER_ADMIN_MS, through the fake backend
 * itself (its serialised, saved writes: other tabs hear of them as of any write), so a
 * developer can watch the panel stay fresh: the pending count moves, the queue offers new
 * reviews, a review accepted here is already handled there.
 *
 * One step does one of: accept or reject the oldest pending review, add a pending review, or
 * rename the newest trail (its name gets or loses a trailing " (edited)").
 */
import { nextId, update } from '../db/changes';
import { db, touch } from '../db/store';
import { refreshRating } from '../handlers/reviews';
import { storage } from '../persist/storage';

export const OTHER_ADMIN_MS = 5_000;
export const OTHER_ADMIN_ACTIONS = ['accept', 'reject', 'add', 'edit'] as const;
export type OtherAdminAction = (typeof OTHER_ADMIN_ACTIONS)[number];

const EDITED = ' (edited)';

function oldestPending() {
  let oldest: { id: number; trailId: number; createdAt: string } | null = null;
  for (const r of db.reviews.values())
    if (r.status === 'pending' && (!oldest || r.createdAt < oldest.createdAt)) oldest = r;
  return oldest;
}

/** Does one thing another administrator would do; answers the id of the row it changed (null: nothing to do). */
export function actAsOtherAdmin(action: OtherAdminAction): Promise<number | null> {
  return storage.write(async () => {
    if (action === 'accept' || action === 'reject') {
      const review = oldestPending();
      if (!review) return null;
      update(db.reviews, review.id, { status: action === 'accept' ? 'active' : 'deleted' });
      refreshRating(review.trailId);
      return review.id;
    }
    if (action === 'add') {
      const trailIds = [...db.trails.keys()];
      const userIds = [...db.users.keys()];
      if (trailIds.length === 0 || userIds.length === 0) return null;
      const id = nextId(db.reviews);
      db.reviews.set(id, {
        id,
        trailId: trailIds[id % trailIds.length]!,
        userId: userIds[id % userIds.length]!,
        status: 'pending',
        rating: 1 + (id % 5),
        text: `A review written while you watched (${id}).`,
        difficulty: null,
        photos: [],
        createdAt: new Date().toISOString(),
      });
      touch(db);
      return id;
    }
    // The newest trail: first on the trail list as it opens.
    let trail: { id: number; name: string; createdAt: string } | null = null;
    for (const t of db.trails.values()) if (!trail || t.createdAt > trail.createdAt) trail = t;
    if (!trail) return null;
    update(db.trails, trail.id, { name: trail.name.endsWith(EDITED) ? trail.name.slice(0, -EDITED.length) : trail.name + EDITED });
    return trail.id;
  });
}

let timer: ReturnType<typeof setInterval> | null = null;
let step = 0;
const listeners = new Set<() => void>();

export const otherAdminOn = (): boolean => timer !== null;

export function onOtherAdmin(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Turns the other administrator on or off (in this tab). */
export function setOtherAdmin(on: boolean): void {
  if (on === otherAdminOn()) return;
  if (timer) clearInterval(timer);
  timer = on
    ? setInterval(() => {
        void actAsOtherAdmin(OTHER_ADMIN_ACTIONS[step++ % OTHER_ADMIN_ACTIONS.length]!).catch(() => undefined);
      }, OTHER_ADMIN_MS)
    : null;
  for (const listener of listeners) listener();
}
