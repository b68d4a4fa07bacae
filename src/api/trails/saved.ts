import type { QueryClient } from '@tanstack/react-query';
import { reviewKeys } from '../reviews/keys';
import { tagKeys } from '../tags/keys';
import { trailKeys } from './keys';
import type { Trail } from './schemas';

/**
 * After a trail is saved (create, update, path, photo): the detail cache takes the server's
 * answer, and the lists (and tag counts, which count trails, and review tables, which show
 * trail names) are refetched.
 */
export function trailSaved(queryClient: QueryClient, trail: Trail): Promise<void> {
  queryClient.setQueryData(trailKeys.detail(trail.id), trail);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trailKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: tagKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  ]).then(() => undefined);
}
