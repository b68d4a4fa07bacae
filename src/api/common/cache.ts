import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The one way a write edits cached rows: patch (or remove) a row in every cached list that
 * holds it, or patch one cached entity, and get back the undo of exactly that edit.
 *
 * An undo puts back only the fields its own patch wrote, and only where they still hold what
 * it wrote: a failed write never undoes another write made meanwhile, to another row, another
 * field, or even the same field again (the refetch after the last write settles that one).
 */
export type Undo = () => void;

export function undoAll(steps: readonly Undo[]): Undo {
  return () => {
    for (const step of [...steps].reverse()) step();
  };
}

export interface Row {
  id: number;
}

/** How to read and rewrite the rows of one kind of cached list. */
export interface ListShape<L, R extends Row> {
  /** Every cached list of this kind sits under this key (all pages, all filters). */
  queryKey: QueryKey;
  rows: (list: L) => readonly R[];
  /** The list holding `rows`; `removed` rows were taken out (for totals). */
  withRows: (list: L, rows: R[], removed: number) => L;
}

type KeyOf<L, V> = { [K in keyof L]-?: L[K] extends V ? K : never }[keyof L];

/** A list cached as a page: its rows under `rowsKey`, the total of all pages under `countKey`. */
export function pagedList<L, R extends Row>(queryKey: QueryKey, rowsKey: KeyOf<L, R[]>, countKey: KeyOf<L, number>): ListShape<L, R> {
  return {
    queryKey,
    rows: (page) => page[rowsKey] as R[],
    withRows: (page, rows, removed) => ({
      ...page,
      [rowsKey]: rows,
      [countKey]: Math.max(0, (page[countKey] as number) - removed),
    }),
  };
}

/** A list cached as a plain array of rows. */
export function arrayList<R extends Row>(queryKey: QueryKey): ListShape<R[], R> {
  return { queryKey, rows: (list) => list, withRows: (_list, rows) => rows };
}

type Patch<R> = Partial<Omit<R, 'id'>>;

function fieldsOf<R>(patch: Patch<R>): Array<keyof Patch<R>> {
  return Object.keys(patch) as Array<keyof Patch<R>>;
}

/** True while every field of `patch` still holds the value `patch` wrote. */
function stillHolds<R>(value: R, patch: Patch<R>): boolean {
  return fieldsOf(patch).every((field) => Object.is((value as Patch<R>)[field], patch[field]));
}

function fieldsBefore<R>(value: R, patch: Patch<R>): Patch<R> {
  const before: Patch<R> = {};
  for (const field of fieldsOf(patch)) before[field] = (value as Patch<R>)[field];
  return before;
}

/**
 * The query whose answer just arrived, while a kept edit is written into it again
 * (`keepEdits`): the edits then write that query only, at once, without cancelling fetches.
 */
let arriving: { key: QueryKey; hash: string; data: () => unknown } | null = null;

const isArriving = (key: QueryKey) => arriving === null || hashKey(key) === arriving.hash;

/** The cached lists of `shape`: all of them, or the one that just arrived while it is being written. */
function listsOf<L, R extends Row>(queryClient: QueryClient, shape: ListShape<L, R>): Array<[QueryKey, L | undefined]> {
  if (arriving === null) return queryClient.getQueriesData<L>({ queryKey: shape.queryKey });
  // Looked up by its key: a thousand kept edits do not each scan the whole cache.
  return partialMatchKey(arriving.key, shape.queryKey) ? [[arriving.key, arriving.data() as L | undefined]] : [];
}

/** The keys of the cached lists of `shape` that hold row `id` now. */
export function listsHolding<L, R extends Row>(queryClient: QueryClient, shape: ListShape<L, R>, id: number): QueryKey[] {
  return listsOf(queryClient, shape)
    .filter(([, list]) => list !== undefined && shape.rows(list).some((row) => row.id === id))
    .map(([key]) => key);
}

/**
 * Cancels the fetches of exactly these queries (an answer already on its way would overwrite
 * an optimistic edit), and nothing else: a page the user opens meanwhile loads normally.
 */
export async function cancelExactly(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })));
}

/**
 * Patches row `id` in every cached list of `shape` that holds it. A patch given as a function
 * is computed from each row (e.g. a row's tags without a deleted tag). Returns the undo.
 */
export function patchRow<L, R extends Row>(
  queryClient: QueryClient,
  shape: ListShape<L, R>,
  id: number,
  patch: Patch<R> | ((row: R) => Patch<R>),
): Undo {
  const steps: Undo[] = [];
  for (const key of listsHolding(queryClient, shape, id)) {
    let written: Patch<R> | null = null;
    let before: Patch<R> | null = null;
    queryClient.setQueryData<L>(key, (list) => {
      if (!list) return list;
      const rows = shape.rows(list).map((row) => {
        if (row.id !== id) return row;
        written = typeof patch === 'function' ? patch(row) : patch;
        before = fieldsBefore(row, written);
        return { ...row, ...written };
      });
      return shape.withRows(list, rows, 0);
    });
    steps.push(() => {
      if (!written || !before) return;
      const [ours, old] = [written, before];
      queryClient.setQueryData<L>(key, (list) => {
        if (!list) return list;
        const rows = shape.rows(list).map((row) => (row.id === id && stillHolds(row, ours) ? { ...row, ...old } : row));
        return shape.withRows(list, rows, 0);
      });
    });
  }
  return undoAll(steps);
}

/**
 * Runs `edit` once the fetches of `keys` are cancelled (an answer already on its way would
 * overwrite it); at once when it is written into an answer that just arrived (`keepEdits`).
 */
function afterCancelling(queryClient: QueryClient, keys: readonly QueryKey[], edit: () => Undo): Undo | Promise<Undo> {
  return arriving !== null ? edit() : cancelExactly(queryClient, keys).then(edit);
}

/** Optimistic patchRow: first cancels the fetches of the lists it rewrites. */
export function patchRowOptimistically<L, R extends Row>(
  queryClient: QueryClient,
  shape: ListShape<L, R>,
  id: number,
  patch: Patch<R>,
): Undo | Promise<Undo> {
  return afterCancelling(queryClient, listsHolding(queryClient, shape, id), () => patchRow(queryClient, shape, id, patch));
}

/** Patches every row that `match` picks, in every cached list of `shape` (e.g. the trails of a city). */
export function patchRowsWhere<L, R extends Row>(
  queryClient: QueryClient,
  shape: ListShape<L, R>,
  match: (row: R) => boolean,
  patch: (row: R) => Patch<R>,
): void {
  queryClient.setQueriesData<L>({ queryKey: shape.queryKey }, (list) => {
    if (!list || !shape.rows(list).some(match)) return list;
    return shape.withRows(list, shape.rows(list).map((row) => (match(row) ? { ...row, ...patch(row) } : row)), 0);
  });
}

/**
 * Takes row `id` out of every cached list of `shape` (lists with a total count one fewer).
 * The undo puts it back where it was, unless it is there again already.
 */
export function removeRow<L, R extends Row>(queryClient: QueryClient, shape: ListShape<L, R>, id: number): Undo {
  const steps: Undo[] = [];
  for (const key of listsHolding(queryClient, shape, id)) {
    const list = queryClient.getQueryData<L>(key);
    if (!list) continue;
    const index = shape.rows(list).findIndex((row) => row.id === id);
    const original = shape.rows(list)[index] as R;
    queryClient.setQueryData<L>(key, (old) => (old ? shape.withRows(old, shape.rows(old).filter((row) => row.id !== id), 1) : old));
    steps.push(() =>
      queryClient.setQueryData<L>(key, (old) => {
        if (!old || shape.rows(old).some((row) => row.id === id)) return old;
        const rows = [...shape.rows(old)];
        rows.splice(Math.min(index, rows.length), 0, original);
        return shape.withRows(old, rows, -1);
      }),
    );
  }
  return undoAll(steps);
}

/** Optimistic removeRow: first cancels the fetches of the lists it rewrites. */
export function removeRowOptimistically<L, R extends Row>(queryClient: QueryClient, shape: ListShape<L, R>, id: number): Undo | Promise<Undo> {
  return afterCancelling(queryClient, listsHolding(queryClient, shape, id), () => removeRow(queryClient, shape, id));
}

/** Patches one cached entity (a detail), when it is cached. Returns the undo. */
export function patchEntity<T extends object>(queryClient: QueryClient, queryKey: QueryKey, patch: Partial<T>): Undo {
  const current = queryClient.getQueryData<T>(queryKey);
  if (!current || !isArriving(queryKey)) return () => undefined;
  const before = fieldsBefore(current, patch as Patch<T>);
  queryClient.setQueryData<T>(queryKey, (old) => (old ? { ...old, ...patch } : old));
  return () =>
    queryClient.setQueryData<T>(queryKey, (old) => (old && stillHolds(old, patch as Patch<T>) ? { ...old, ...before } : old));
}

/** Optimistic patchEntity: first cancels the entity's own fetch. */
export function patchEntityOptimistically<T extends object>(queryClient: QueryClient, queryKey: QueryKey, patch: Partial<T>): Undo | Promise<Undo> {
  const cached = queryClient.getQueryData(queryKey) !== undefined;
  return afterCancelling(queryClient, cached ? [queryKey] : [], () => patchEntity<T>(queryClient, queryKey, patch));
}

/** Patches every cached entity under `queryKey` (e.g. every trail detail) that `match` picks. */
export function patchEntitiesWhere<T extends object>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  match: (entity: T) => boolean,
  patch: (entity: T) => Partial<T>,
): void {
  queryClient.setQueriesData<T>({ queryKey }, (old) => (old && match(old) ? { ...old, ...patch(old) } : old));
}

/** Adds a row to every cached list of `shape` that `into` picks (at the end), unless it is there. */
export function addRow<L, R extends Row>(queryClient: QueryClient, shape: ListShape<L, R>, row: R, into: (key: QueryKey) => boolean = () => true): void {
  for (const [key, list] of queryClient.getQueriesData<L>({ queryKey: shape.queryKey })) {
    if (!list || !into(key) || shape.rows(list).some((r) => r.id === row.id)) continue;
    queryClient.setQueryData<L>(key, shape.withRows(list, [...shape.rows(list), row], -1));
  }
}

/** An optimistic edit of a write: written now, written again as asked; each writing gives its undo. */
export type Edit = () => Undo | Promise<Undo>;

/** A write's optimistic edits while they are kept (`keepEdits`). */
export interface KeptEdits {
  /** The write was dropped or failed: every writing of the edits is undone, and they are no longer kept. */
  undo: Undo;
  /** The write settled: the server has the change, the edits are no longer kept. */
  end: () => void;
}

interface Kept {
  edits: readonly Edit[];
  undos: Undo[];
}

const keptBy = new WeakMap<QueryClient, Set<Kept>>();

/** Writes the kept edits into an answer that just arrived from the server (not into our own writes). */
function watch(queryClient: QueryClient): Set<Kept> {
  const existing = keptBy.get(queryClient);
  if (existing) return existing;
  const kept = new Set<Kept>();
  keptBy.set(queryClient, kept);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual || kept.size === 0) return;
    const { query } = event;
    arriving = { key: query.queryKey, hash: query.queryHash, data: () => query.state.data };
    try {
      for (const entry of kept)
        for (const edit of entry.edits) {
          const undo = edit();
          if (typeof undo === 'function') entry.undos.push(undo);
          else void undo.then((later) => entry.undos.push(later));
        }
    } finally {
      arriving = null;
    }
  });
  return kept;
}

/**
 * Writes a write's optimistic edits now and keeps them written until the write ends: an
 * answer from the server that arrives meanwhile for any query (a refetch, another page, a
 * screen opened) shows the server's rows with the edits written into them again, before it is
 * drawn. The server has not had the change yet, so without this a refetch would bring back a
 * decided review, or a trail's old status, until the write is sent (TkDodo, "Concurrent
 * Optimistic Updates"). An edit written again into an answer writes that query only, at once.
 */
export async function keepEdits(queryClient: QueryClient, edits: readonly Edit[]): Promise<KeptEdits> {
  const kept = watch(queryClient);
  const entry: Kept = { edits, undos: [] };
  kept.add(entry);
  entry.undos.unshift(...(await Promise.all(edits.map((edit) => edit()))));
  const end = () => void kept.delete(entry);
  return {
    undo: () => {
      end();
      undoAll(entry.undos)();
    },
    end,
  };
}
