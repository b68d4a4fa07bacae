import type { QueryClient } from '@tanstack/react-query';
import {
  arrayList,
  pagedList,
  patchEntityOptimistically,
  patchRow,
  patchRowOptimistically,
  patchRowsWhere,
  removeRow,
} from '../common/cache';
import { defineWrite } from '../common/effects';
import { reviewKeys } from '../reviews/keys';
import type { Review } from '../reviews/schemas';
import { tagKeys } from '../tags/keys';
import { waypointKeys } from '../waypoints/keys';
import { trailKeys } from './keys';
import type { Trail, TrailListItem, TrailListResponse, TrailStatus } from './schemas';

/**
 * Every cached view each trail write changes (docs/cache-effects.md). Views of trails: the
 * list pages, the details (editor, waypoints page, trail reviews page, sidebar), and what
 * shows a trail elsewhere: review rows carry its name, tags count its trails.
 */

/** The trail list's pages: rows and the total count. */
export const trailListRows = pagedList<TrailListResponse, TrailListItem>(trailKeys.lists(), 'trails', 'count');

/** The fields of a list row that a trail from the server carries (duration and reviewCount it does not). */
export function listFields(trail: Trail): Partial<TrailListItem> {
  const { description: _description, trailPath: _trailPath, id: _id, ...fields } = trail;
  return fields;
}

/** A trail as the server answered a write: its details, and its row in every cached page. */
const trailAnswered = {
  'Trail list': (client: QueryClient, trail: Trail) => void patchRow(client, trailListRows, trail.id, listFields(trail)),
  'Trail details': (client: QueryClient, trail: Trail) => void client.setQueryData(trailKeys.detail(trail.id), trail),
};

/** Review rows show the trail's name (both review tables). */
function reviewRowsNamed(client: QueryClient, trail: Trail): void {
  const rename = (review: Review) => review.trail.id === trail.id && review.trail.name !== trail.name;
  const patch = (review: Review) => ({ trail: { ...review.trail, name: trail.name } });
  patchRowsWhere(client, arrayList<Review>(reviewKeys.pending()), rename, patch);
  patchRowsWhere(client, arrayList<Review>(reviewKeys.ofTrail(trail.id)), rename, patch);
}

export interface TrailStatusVars {
  id: number;
  status: TrailStatus;
}

export const trailWrites = {
  /** Change Status (list) — optimistic; the server's trail then replaces the details. */
  status: defineWrite<TrailStatusVars, Trail>({
    key: trailKeys.write('status'),
    optimistic: {
      'Trail list': (client, { id, status }) => patchRowOptimistically(client, trailListRows, id, { status }),
      'Trail details': (client, { id, status }) => patchEntityOptimistically<Trail>(client, trailKeys.detail(id), { status }),
    },
    answered: trailAnswered,
    // The status filter decides which page a trail is on.
    refetched: { 'Trail list': () => trailKeys.lists() },
  }),

  /** Create: a new row belongs somewhere in the pages; tags count one more trail. */
  create: defineWrite<unknown, Trail>({
    key: trailKeys.write('create'),
    answered: { 'Trail details': trailAnswered['Trail details'] },
    refetched: { 'Trail list': () => trailKeys.lists(), Tags: () => tagKeys.all },
  }),

  /** Update (the editor's fields and new photos). */
  update: defineWrite<unknown, Trail>({
    key: trailKeys.write('update'),
    answered: {
      ...trailAnswered,
      'Pending reviews': (client, trail) => reviewRowsNamed(client, trail),
      'Trail reviews': (client, trail) => reviewRowsNamed(client, trail),
    },
    // Name, status and city decide the pages; the tags may have changed (counts).
    refetched: { 'Trail list': () => trailKeys.lists(), Tags: () => tagKeys.all },
  }),

  /** Delete one photo: the server answers the trail without it. */
  photoDelete: defineWrite<unknown, Trail>({
    key: trailKeys.write('photo-delete'),
    answered: trailAnswered,
  }),

  /** New trail path: distance, elevation and starting point come back recomputed. */
  path: defineWrite<unknown, Trail>({
    key: trailKeys.write('path'),
    answered: trailAnswered,
  }),

  /**
   * Hard delete (confirmed first, so not optimistic): the row leaves every page; the server took
   * the trail's waypoints and reviews with it; the review queue lists reviews of every trail
   * and tags counted it.
   */
  delete: defineWrite<number, unknown>({
    key: trailKeys.write('delete'),
    answered: { 'Trail list': (client, _result, id) => void removeRow(client, trailListRows, id) },
    removed: {
      'Trail details': (id) => trailKeys.detail(id),
      Waypoints: (id) => waypointKeys.ofTrail(id),
      'Trail reviews': (id) => reviewKeys.ofTrail(id),
    },
    refetched: {
      'Trail list': () => trailKeys.lists(),
      'Pending reviews': () => reviewKeys.pending(),
      Tags: () => tagKeys.all,
    },
  }),
};
