/** Tag calls (docs/api.md "Tags"): the list (also used by the trail editor), create and delete. */
import { createTagBodySchema } from '../../src/api/tags/schemas';
import { nextId, update } from '../db/changes';
import { db } from '../db/store';
import { tagTrailCounts, toTag } from '../db/wire';
import { adminRoute, error, json, notFound, paramId, readJson } from './guard';

/** Same rule as the create dialog (SPEC.md §5): letters, numbers, spaces, hyphens, underscores. */
const TAG_NAME_PATTERN = /^[\p{L}\p{N} _-]+$/u;

export const tagHandlers = [
  adminRoute('get', '/trails/tags', () => {
    const counts = tagTrailCounts(db);
    const tags = [...db.tags.values()].sort((a, b) => a.id - b.id).map((t) => toTag(t, counts.get(t.id) ?? 0));
    return json({ tags });
  }),

  adminRoute('post', '/trails/tags', async ({ request }) => {
    const body = await readJson(request, createTagBodySchema);
    if (body instanceof Response) return body;
    if (!TAG_NAME_PATTERN.test(body.name)) {
      return error(400, ['name: can only contain letters, numbers, spaces, hyphens, and underscores']);
    }
    const lower = body.name.toLowerCase();
    for (const tag of db.tags.values()) {
      if (tag.name.toLowerCase() === lower) return error(409, 'A tag with this name already exists');
    }
    const tag = { id: nextId(db.tags), name: body.name, createdAt: new Date().toISOString() };
    db.tags.set(tag.id, tag);
    return json({ tag: { identifiers: [{ id: tag.id }], name: tag.name } }, 201);
  }),

  adminRoute('delete', '/trails/tags/:id', ({ params }) => {
    const id = paramId(params);
    if (id === null) return error(400, ['id: must be a positive integer']);
    if (!db.tags.delete(id)) return notFound('Tag', id);
    // The tag leaves every trail that carried it.
    for (const trail of db.trails.values()) {
      if (trail.tagIds.includes(id)) update(db.trails, trail.id, { tagIds: trail.tagIds.filter((t) => t !== id) });
    }
    return json({ message: 'Tag deleted' });
  }),
];
