import type { QueryClient } from '@tanstack/react-query';
import { trailKeys } from '../trails/keys';
import { locationKeys } from './keys';

/**
 * After any location write: every country and city list, and the trail lists and details
 * (they carry city and country names).
 */
export function invalidateLocations(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: locationKeys.all }),
    queryClient.invalidateQueries({ queryKey: trailKeys.all }),
  ]).then(() => undefined);
}
