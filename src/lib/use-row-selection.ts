import { matchMutation, useQueryClient, type MutationKey } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { runBulk } from '@/api/common/bulk-runner';

/**
 * The selection of a paged list: ids of any page, kept while the user pages,
 * cleared when the list's filters change (`scope`: anything that names the filters and sort,
 * not the page). It remembers every selected row it has seen, so a bulk action can name the
 * rows it changes and a failure can say which row failed.
 *
 * "Select all {n} matching the filters" fetches the matching rows page by page (through the
 * screen's `fetchPage`, normally the list query's own cache) and selects them all (but the
 * rows that could not be read, which it counts and the toolbar names: `leftOut`); the bulk
 * runner then has plain rows to work on. Fetching first (not walking pages while writing)
 * means a bulk action never skips or repeats a row because its own writes moved rows between
 * pages (docs/decisions/bulk-and-export.md).
 */
export interface Page<T> {
  rows: T[];
  /** The number of rows matching the filters, all pages. */
  total: number;
  /** The number of pages. */
  pages: number;
  /**
   * Rows of this page that could not be read (src/api/common/schemas.ts `rowsOf`): matching,
   * counted in `total`, but not in `rows`, so never selected.
   */
  unreadable?: number;
}

export interface RowSelectionOptions<T> {
  scope: string;
  /** The rows on screen: a row selected there can be named later, from any page. */
  rows: readonly T[];
  getRowId: (row: T) => string;
  rowName: (row: T) => string;
  /** Page `page` (1-based) of the current filters; without it there is no select-all-matching. */
  fetchPage?: (page: number) => Promise<Page<T>>;
  /**
   * `rows` is the whole list, not a page (the pending queue is one list paged on the client):
   * a selected row no longer in it has left the list (moderated from its row) and is no longer
   * selected, so it is neither counted nor sent again.
   */
  wholeList?: boolean;
  /**
   * The resource's delete write (its key from `keys.ts`) and the row id its variables name. A
   * row deleted anywhere (its own row menu, a bulk delete, another screen) leaves the
   * selection when the delete succeeds, so it is neither counted nor sent again. Module-level
   * (stable), as the subscription follows it.
   */
  removedBy?: RemovedBy;
}

export interface RemovedBy {
  mutationKey: MutationKey;
  rowId: (variables: unknown) => string;
}

export interface RowSelection<T> {
  /** For DataTable's `selection`: locked while select-all-matching gathers the rows. */
  table: { state: RowSelectionState; onChange: (next: RowSelectionState) => void; rowName: (row: T) => string; locked: boolean };
  count: number;
  /** The selected rows, in the order they were selected. */
  rows: () => T[];
  clear: () => void;
  canSelectAllMatching: boolean;
  selectAllMatching: () => Promise<void>;
  /**
   * Matching rows that "select all matching" found but could not read, so left out of the
   * selection (they count among the matching rows, never among the selected ones); 0 otherwise.
   */
  leftOut: number;
  /**
   * While select-all-matching fetches: pages done of pages (`total` null until the first page
   * says how many). The selection is not complete meanwhile: bulk actions wait (BulkToolbar).
   */
  selectingAll: { done: number; total: number | null } | null;
}

interface Selected<T> {
  scope: string;
  ids: RowSelectionState;
  /** The selected rows, as they were when selected (or fetched). */
  rows: ReadonlyMap<string, T>;
  /** Rows "select all matching" could not read (RowSelection.leftOut). */
  leftOut?: number;
}

const NONE: RowSelectionState = {};

export function useRowSelection<T>({ scope, rows: shown, getRowId, rowName, fetchPage, wholeList = false, removedBy }: RowSelectionOptions<T>): RowSelection<T> {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Selected<T>>(() => ({ scope, ids: NONE, rows: new Map() }));
  const [selectingAll, setSelectingAll] = useState<{ done: number; total: number | null } | null>(null);
  // A new scope (the filters changed) starts with nothing selected, and the old selection is
  // dropped (React's "adjusting state when a prop changes": React renders again at once with the
  // new state, before anything of this render is shown): going back to the old filters does not
  // bring back rows the toolbar no longer counted.
  if (selected.scope !== scope) setSelected({ scope, ids: NONE, rows: new Map() });
  const onScreen = useMemo(() => new Map(shown.map((row) => [getRowId(row), row])), [shown, getRowId]);
  const chosen = selected.ids;
  const ids = useMemo(
    () => (wholeList ? Object.fromEntries(Object.entries(chosen).filter(([id]) => onScreen.has(id))) : chosen),
    [wholeList, chosen, onScreen],
  );
  const scopeNow = useRef(scope);
  useEffect(() => {
    scopeNow.current = scope;
  }, [scope]);

  const onChange = useCallback(
    (next: RowSelectionState) =>
      setSelected((before) => {
        const known = before.scope === scope ? before.rows : new Map<string, T>();
        const onPage = new Map(shown.map((row) => [getRowId(row), row]));
        const rows = new Map<string, T>();
        for (const id of Object.keys(next)) {
          const row = onPage.get(id) ?? known.get(id);
          if (row !== undefined) rows.set(id, row);
        }
        return { scope, ids: next, rows, leftOut: before.scope === scope ? before.leftOut : 0 };
      }),
    [scope, shown, getRowId],
  );
  useEffect(() => {
    if (!removedBy) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!matchMutation({ mutationKey: removedBy.mutationKey, exact: true }, event.mutation)) return;
      const id = removedBy.rowId(event.mutation.state.variables);
      setSelected((before) => {
        if (!before.ids[id]) return before;
        const { [id]: _gone, ...ids } = before.ids;
        const rows = new Map(before.rows);
        rows.delete(id);
        return { ...before, ids, rows };
      });
    });
  }, [queryClient, removedBy]);
  const clear = useCallback(() => setSelected({ scope, ids: NONE, rows: new Map() }), [scope]);

  const selectAllMatching = useCallback(async () => {
    if (!fetchPage) return;
    const from = scope;
    // Gathering from the click on, the first page included: an action started meanwhile would
    // work on the rows selected so far only.
    setSelectingAll({ done: 0, total: null });
    const all: T[][] = [];
    let leftOut = 0;
    const take = (page: number, { rows, unreadable = 0 }: Page<T>) => {
      all[page - 1] = rows;
      leftOut += unreadable;
    };
    try {
      const first = await fetchPage(1);
      const pages = Array.from({ length: Math.max(0, first.pages - 1) }, (_, index) => index + 2);
      setSelectingAll({ done: 1, total: first.pages });
      take(1, first);
      const result = await runBulk(pages, async (page) => take(page, await fetchPage(page)), {
        onProgress: (done) => setSelectingAll({ done: done + 1, total: first.pages }),
      });
      if (result.failed.length > 0) throw result.failed[0]!.error;
    } finally {
      setSelectingAll(null);
    }
    // The filters changed while the pages came: what came is not what the user now sees.
    if (scopeNow.current !== from) return;
    const next: RowSelectionState = {};
    const rows = new Map<string, T>();
    for (const row of all.flat()) {
      const id = getRowId(row);
      rows.set(id, row);
      next[id] = true;
    }
    setSelected({ scope: from, ids: next, rows, leftOut });
  }, [fetchPage, getRowId, scope]);

  return {
    table: { state: ids, onChange, rowName, locked: selectingAll !== null },
    count: Object.keys(ids).length,
    // As shown now where the row is on screen (it may have changed since it was ticked: a bulk
    // action must not skip a trail as "already Inactive" that was set Active meanwhile).
    rows: () =>
      [...selected.rows]
        .filter(([id]) => ids[id])
        .map(([id, row]) => onScreen.get(id) ?? row),
    clear,
    canSelectAllMatching: fetchPage !== undefined,
    selectAllMatching,
    leftOut: selected.scope === scope ? (selected.leftOut ?? 0) : 0,
    selectingAll,
  };
}
