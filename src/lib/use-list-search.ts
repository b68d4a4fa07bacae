import { useCallback, useEffect, useMemo } from 'react';

/**
 * The one way a list screen keeps its state in the URL (docs/architecture.md): page, page size and
 * filters are search parameters, so a copied link, Back and Forward reproduce the list. The
 * screen's route validates the search (zod, every field with a `.catch`); this hook reads it,
 * writes it, and moves a page past the end back to the last page there is.
 *
 * Shared code: it knows nothing of a route. The screen hands it the route's search and a
 * `navigate` that writes the route's search (see docs/patterns.md, "A list screen").
 */

/** Clamps a page number to [1, last] (SPEC.md §2); with no pages, 1. */
export function clampPage(page: number, last: number): number {
  if (!Number.isFinite(page) || last < 1) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/** The route's `navigate` (`getRouteApi(id).useNavigate()`): writes the next search from the current one. */
export type ListNavigate<S> = (options: { search: (prev: S) => S; replace?: boolean }) => Promise<void>;

export interface ListSearchOptions<S extends object> {
  /** The route's validated search. */
  search: S;
  navigate: ListNavigate<S>;
  /**
   * The search keys that filter the list: a filter change goes back to page 1, Reset clears
   * them. A module-level constant (the setters are remade when it changes).
   */
  filterKeys: ReadonlyArray<keyof S>;
  /** For a paged list: where the page is, and how many pages there are. */
  paging?: {
    /**
     * The number of pages, once the current page's data is in; undefined while it loads or
     * while a previous page's rows stand in (keepPreviousData), when nothing is clamped.
     */
    pageCount: number | undefined;
    /** Page 1 is written in the URL (`?page=1`) rather than left out. */
    writeFirstPage?: boolean;
  };
}

export interface ListSearch<S extends object> {
  /** The page shown: the URL's, 1 when absent. */
  page: number;
  setPage: (page: number) => void;
  /** Sets some filters (a key given as undefined is removed) and goes back to page 1. */
  setFilters: (patch: Partial<S>) => void;
  /** Replaces every filter with these (a filter bar's Apply) and goes back to page 1. */
  applyFilters: (filters: Partial<S>) => void;
  /** Clears every filter and goes back to page 1; the other keys (page size, tab) stay. */
  resetFilters: () => void;
  /** A new page size (a `pageSize` search key) and back to page 1. */
  setPageSize: (pageSize: number) => void;
}

type Paged = { page?: number; pageSize?: number };

export function useListSearch<S extends object>({ search, navigate, filterKeys, paging }: ListSearchOptions<S>): ListSearch<S> {
  const page = (search as Paged).page ?? 1;
  const paged = paging !== undefined;
  const writeFirstPage = paging?.writeFirstPage ?? false;

  const withPage = useCallback(
    (next: S, to: number): S => {
      if (!paged) return next;
      return { ...next, page: to > 1 || writeFirstPage ? to : undefined };
    },
    [paged, writeFirstPage],
  );
  const withoutFilters = useCallback(
    (prev: S): S => {
      const rest = { ...prev } as Record<keyof S, unknown>;
      for (const key of filterKeys) delete rest[key];
      return rest as S;
    },
    [filterKeys],
  );

  const setPage = useCallback((to: number) => void navigate({ search: (prev) => withPage(prev, to) }), [navigate, withPage]);

  const api = useMemo(
    () => ({
      setFilters: (patch: Partial<S>) => void navigate({ search: (prev) => withPage({ ...prev, ...patch }, 1) }),
      applyFilters: (filters: Partial<S>) => void navigate({ search: (prev) => withPage({ ...withoutFilters(prev), ...filters }, 1) }),
      resetFilters: () => void navigate({ search: (prev) => withPage(withoutFilters(prev), 1) }),
      setPageSize: (pageSize: number) => void navigate({ search: (prev) => withPage({ ...prev, pageSize }, 1) }),
    }),
    [navigate, withPage, withoutFilters],
  );

  // A page past the end (a stale link, the last row of the last page deleted, a filter that
  // left fewer pages) moves to the last page there is, replacing the history entry.
  const pageCount = paging?.pageCount;
  useEffect(() => {
    if (pageCount === undefined) return;
    const clamped = clampPage(page, pageCount);
    if (clamped !== page) void navigate({ search: (prev) => withPage(prev, clamped), replace: true });
  }, [page, pageCount, navigate, withPage]);

  return { page, setPage, ...api };
}
