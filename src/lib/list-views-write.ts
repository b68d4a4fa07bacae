import { useSession } from '@/stores/session';
import {
  listPrefsKey,
  readListPrefs,
  sameName,
  useListPrefsVersion,
  VIEW_NAME_MAX,
  type ListName,
  type ListPrefs,
  type SavedView,
} from './list-views';

/**
 * Changes the signed-in administrator's entry for `list` (src/lib/list-views.ts): reads it
 * again from storage (another tab may have written it), applies `change` and stores the
 * result. False when there is no administrator or the browser refused to store it.
 */
export function writeListPrefs(list: ListName, change: (prefs: ListPrefs) => ListPrefs): boolean {
  const userId = useSession.getState().currentUser?.id;
  if (userId === undefined) return false;
  const next = change(readListPrefs(list, userId));
  try {
    window.localStorage.setItem(listPrefsKey(userId, list), JSON.stringify(next));
  } catch {
    return false;
  } finally {
    useListPrefsVersion.setState((v) => v + 1);
  }
  return true;
}

export type ViewNameProblem = 'empty' | 'tooLong' | 'taken';

/** What is wrong with a view's name (trimmed first), or null; `renaming` may keep its own name. */
export function viewNameProblem(
  name: string,
  views: readonly SavedView[],
  renaming?: string,
): ViewNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > VIEW_NAME_MAX) return 'tooLong';
  if (views.some((v) => sameName(v.name, trimmed) && v.name !== renaming)) return 'taken';
  return null;
}

/** The filters of a search worth keeping: the list's keys, without the empty ones. */
export function viewSearch(search: object, keys: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (search as Record<string, unknown>)[key];
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
      kept[key] = value;
  }
  return kept;
}

/** Two searches hold the same filters (key order aside). */
export function sameSearch(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  keys: readonly string[],
): boolean {
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
