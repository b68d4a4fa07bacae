import type { QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { unreadableRows } from '@/api/common/unreadable-rows';

/** The rows the list query `queryKey` could not read in its latest answer (none: []). */
export function useUnreadableRows(queryKey: QueryKey) {
  return useSyncExternalStore(unreadableRows.subscribe, () => unreadableRows.get(queryKey));
}

