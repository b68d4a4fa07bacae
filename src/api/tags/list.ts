import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { tagKeys } from './keys';
import { tagsResponseSchema, type Tag } from './schemas';

/** GET /trails/tags (SPEC.md §7): every tag with its trail count and, when sent, createdAt. */
export async function fetchTags(signal?: AbortSignal): Promise<Tag[]> {
  const { tags } = await http.get('/trails/tags', tagsResponseSchema, { signal });
  return tags;
}

/** Shared by the tag screen, the trail editor's tag picker and route loaders. */
export function tagsQueryOptions() {
  return queryOptions({
    queryKey: tagKeys.list(),
    queryFn: ({ signal }) => fetchTags(signal),
  });
}
