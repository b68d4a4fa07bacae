import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { arrayList, keepEdits, patchRowOptimistically, removeRowOptimistically, type Edit, type KeptEdits } from '@/api/common/cache';
import type { OutboxEntry, OutboxRequest } from '@/api/common/outbox';
import type { ResumeView } from '@/api/common/outbox-resume';
import { REVIEW_ACTION_RESULT, type ReviewAction } from '@/api/reviews/cache';
import { reviewKeys } from '@/api/reviews/keys';
import type { Review } from '@/api/reviews/schemas';
import { trailWrites } from '@/api/trails/cache';
import { trailKeys } from '@/api/trails/keys';
import { trailStatusSchema, type TrailStatus } from '@/api/trails/schemas';
import { userWrites } from '@/api/users/cache';
import { userStatusSchema } from '@/api/users/schemas';

/**
 * The writes the outbox sends again at the start of a session (src/api/common/outbox-resume.ts)
 * show from the start, as they did while held: each one's optimistic edits, the same the
 * write declares (src/api/{trails,users,reviews}/cache.ts), are kept written (keepEdits) until
 * it is sent, when the server has the change, or fails, when the row shows the server's again.
 * What the sent ones change is read again batch by batch, so a long resume shows progress.
 */

interface Effects {
  edits: Edit[];
  /** What the write changes on the server, read again once it is sent. */
  refetched: QueryKey[];
}

const numberIn = (json: unknown, name: string): number | null => {
  const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
};
const stringIn = (json: unknown, name: string): string | null => {
  const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : null;
};

function trailStatus(client: QueryClient, id: number, status: TrailStatus): Effects {
  const vars = { id, status };
  return {
    edits: Object.values(trailWrites.status.optimistic ?? {}).map((edit) => () => edit(client, vars)),
    refetched: [trailKeys.lists(), trailKeys.detail(id)],
  };
}

const pendingRows = arrayList<Review>(reviewKeys.pending());
/** Every trail's reviews: the trail of a review is not in its request. */
const trailReviewRows = arrayList<Review>(reviewKeys.ofTrails());

/** The effects of a held request (the requests src/api/{trails,users,reviews} hold); null: one the panel does not hold. */
export function effectsOf(client: QueryClient, { path, json }: OutboxRequest): Effects | null {
  if (path === '/trails/activate' || path === '/trails/deactivate') {
    const id = numberIn(json, 'id');
    return id === null ? null : trailStatus(client, id, path === '/trails/activate' ? 'active' : 'deleted');
  }
  const trail = /^\/trails\/(\d+)\/status$/.exec(path);
  const status = stringIn(json, 'status');
  if (trail) {
    const read = z.safeParse(trailStatusSchema, status);
    return read.success ? trailStatus(client, Number(trail[1]), read.data) : null;
  }
  if (path === '/users/management/status') {
    const userId = numberIn(json, 'userId');
    const read = z.safeParse(userStatusSchema, status);
    if (userId === null || !read.success) return null;
    const vars = { userId, status: read.data };
    return {
      edits: Object.values(userWrites.status.optimistic ?? {}).map((edit) => () => edit(client, vars)),
      refetched: Object.values(userWrites.status.refetched ?? {}).map((key) => key(vars, undefined)),
    };
  }
  const review = /^\/trails\/review\/(\w+)$/.exec(path);
  const reviewId = numberIn(json, 'reviewId');
  const action = review?.[1] as ReviewAction | undefined;
  if (action && Object.hasOwn(REVIEW_ACTION_RESULT, action) && reviewId !== null) {
    return {
      edits: [
        () => removeRowOptimistically(client, pendingRows, reviewId),
        () => patchRowOptimistically(client, trailReviewRows, reviewId, { status: REVIEW_ACTION_RESULT[action] }),
      ],
      // The trail's rating and review count too.
      refetched: [reviewKeys.pending(), reviewKeys.ofTrails(), trailKeys.lists(), trailKeys.details()],
    };
  }
  return null;
}

/** The view of a resume on `client`: the entries' changes shown at once, released one by one. */
export function resumedEdits(client: QueryClient): ResumeView {
  const kept = new Map<string, KeptEdits>();
  return {
    show: async (entries) => {
      await Promise.all(
        entries.map(async (entry) => {
          const effects = effectsOf(client, entry.request);
          if (effects) kept.set(entry.key, await keepEdits(client, effects.edits));
        }),
      );
    },
    release: (entry, sent) => {
      const edits = kept.get(entry.key);
      kept.delete(entry.key);
      if (sent) edits?.end();
      else edits?.undo();
    },
    settled: (entries: readonly OutboxEntry[]) => {
      const keys = new Map<string, QueryKey>();
      for (const entry of entries) {
        const effects = effectsOf(client, entry.request);
        // A request the panel does not hold (an older page's): everything is read again.
        if (!effects) return void client.invalidateQueries();
        for (const key of effects.refetched) keys.set(JSON.stringify(key), key);
      }
      for (const queryKey of keys.values()) void client.invalidateQueries({ queryKey });
    },
  };
}
