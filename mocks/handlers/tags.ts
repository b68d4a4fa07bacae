/** Tag calls. GET /trails/tags is here for the trail editor and the tag screen (issue 5). */
import { tagTrailCounts, toTag } from '../db/wire';
import { db } from '../db/store';
import { adminRoute, json } from './guard';

export const tagHandlers = [
  adminRoute('get', '/trails/tags', () => {
    const counts = tagTrailCounts(db);
    const tags = [...db.tags.values()].sort((a, b) => a.id - b.id).map((t) => toTag(t, counts.get(t.id) ?? 0));
    return json({ tags });
  }),
];
