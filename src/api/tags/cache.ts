import { addRow, arrayList, patchEntitiesWhere, patchRowsWhere, removeRow } from '../common/cache';
import { defineWrite } from '../common/effects';
import { trailListRows } from '../trails/cache';
import { trailKeys } from '../trails/keys';
import type { Trail } from '../trails/schemas';
import { tagKeys } from './keys';
import type { Tag } from './schemas';

/**
 * Every cached view each tag write changes (docs/cache-effects.md). The tag list is the tag
 * screen's table and the trail editor's picker; trails carry their tags.
 */
const tagRows = arrayList<Tag>(tagKeys.list());

const carries = (id: number) => (trail: Pick<Trail, 'tags'>) => trail.tags.some((t) => t.id === id);
const without = (id: number) => (trail: Pick<Trail, 'tags'>) => ({ tags: trail.tags.filter((t) => t.id !== id) });

export const tagWrites = {
  /** Create: the answer has all a row shows. */
  create: defineWrite<string, Tag>({
    key: tagKeys.write('create'),
    answered: { Tags: (client, tag) => addRow(client, tagRows, tag) },
    refetched: { Tags: () => tagKeys.all },
  }),

  /** Delete: the server takes the tag off every trail that carried it. */
  delete: defineWrite<Tag, unknown>({
    key: tagKeys.write('delete'),
    answered: {
      Tags: (client, _result, tag) => void removeRow(client, tagRows, tag.id),
      'Trail list': (client, _result, tag) =>
        patchRowsWhere(client, trailListRows, carries(tag.id), without(tag.id)),
      'Trail details': (client, _result, tag) =>
        patchEntitiesWhere<Trail>(client, trailKeys.details(), carries(tag.id), without(tag.id)),
    },
    refetched: { Tags: () => tagKeys.all },
  }),
};
