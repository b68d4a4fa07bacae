import { useMemo } from 'react';
import * as z from 'zod/mini';
import { create } from 'zustand';
import { useSession } from '@/stores/session';

/**
 * An administrator's own ways of looking at a list (docs/decisions/saved-views.md): saved
 * views (named filters and sort, one of them maybe the list's default), the columns hidden
 * and the compact density. Kept in this browser's local storage, one entry per signed-in user
 * and list, so another administrator on the same browser sees none of them. What is stored
 * is read with zod and never trusted: an unreadable view is dropped, an unreadable entry is
 * an empty one.
 *
 * This file is what a list needs to draw itself (the columns shown, the density) and to open
 * on its default view; writing is the menus' (src/ui/saved-views-body.tsx,
 * src/ui/columns-menu-body.tsx), loaded on their first use.
 */

export type ListName = 'trails' | 'users';

/** A view's name: trimmed, 1 to 40 characters, unique in its list (case aside). */
export const VIEW_NAME_MAX = 40;

export interface SavedView {
  name: string;
  /** The list's filters and sort, as its URL search holds them (the route validates them again). */
  search: Record<string, unknown>;
}

/** The Views menu's props (src/ui/saved-views-menu.tsx), here so its body can name them. */
export interface SavedViewsMenuProps {
  list: ListName;
  /** The list's route ('/trails'), for a view's link. */
  to: '/trails' | '/users';
  /** The list's current URL search. */
  search: object;
  /** The search keys a view keeps: the list's filters and sort. */
  filterKeys: readonly string[];
  /** Shows the list with these filters (useListSearch's applyFilters). */
  onApply: (filters: Record<string, unknown>) => void;
}

/** The Columns menu's props (src/ui/columns-menu.tsx). */
export interface ColumnsMenuProps {
  list: ListName;
  /** The table's columns, in order: the first (the row's name) and the actions are always shown. */
  columns: readonly { id?: string; header?: unknown; accessorKey?: unknown }[];
}

export interface ListPrefs {
  views: SavedView[];
  /** The name of the view the list opens on when its address has no search. */
  defaultView?: string;
  /** The ids of the columns hidden. */
  hidden: string[];
  compact: boolean;
}

const viewSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(VIEW_NAME_MAX)),
  search: z.custom<Record<string, unknown>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
  ),
});

const prefsSchema = z.object({
  views: z.catch(z.array(z.unknown()), []),
  defaultView: z.catch(z.optional(z.string()), undefined),
  hidden: z.catch(z.array(z.string()), []),
  compact: z.catch(z.boolean(), false),
});

export const listPrefsKey = (userId: number, list: ListName) => `cairn.listViews.${userId}.${list}`;

/** Reads what is stored; anything unreadable is left out, never thrown. */
export function parseListPrefs(raw: string | null): ListPrefs {
  let json: unknown = null;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    // Not JSON: an empty entry.
  }
  const parsed = prefsSchema.safeParse(json);
  const prefs = parsed.success ? parsed.data : { views: [], hidden: [], compact: false };
  const views: SavedView[] = [];
  for (const item of prefs.views) {
    const view = viewSchema.safeParse(item);
    if (view.success && !views.some((v) => sameName(v.name, view.data.name))) views.push(view.data);
  }
  const defaultView = views.find((v) => v.name === prefs.defaultView)?.name;
  return { views, defaultView, hidden: prefs.hidden, compact: prefs.compact };
}

export const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The signed-in administrator's entry for `list` (empty when signed out or unreadable). */
export function readListPrefs(
  list: ListName,
  userId = useSession.getState().currentUser?.id,
): ListPrefs {
  let raw: string | null = null;
  try {
    if (userId !== undefined) raw = localStorage.getItem(listPrefsKey(userId, list));
  } catch {
    // No storage, or refused (private mode): nothing stored.
  }
  return parseListPrefs(raw);
}

/** Bumped by every write, so the lists showing an entry read it again. */
export const useListPrefsVersion = create<number>()(() => 0);

/** The signed-in administrator's entry for `list`, read again when a menu writes it. */
export function useListPrefs(list: ListName): ListPrefs {
  const version = useListPrefsVersion();
  const userId = useSession((s) => s.currentUser?.id);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the signal to read storage again
  return useMemo(() => readListPrefs(list, userId), [list, userId, version]);
}

/** The search of the list's default view, or undefined when it has none. */
export function defaultViewSearch(list: ListName): Record<string, unknown> | undefined {
  const prefs = readListPrefs(list);
  return prefs.views.find((v) => v.name === prefs.defaultView)?.search;
}
