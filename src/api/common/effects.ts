import { hashKey, type MutationFunctionContext, type MutationKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { keepEdits, type KeptEdits, type Undo } from './cache';

/**
 * "A write knows its views" (docs/architecture.md). Each resource declares, in its `cache.ts`, every
 * cached view each of its writes changes, and how; `writeEffects` turns a declaration into the
 * mutation's callbacks, so the declaration is the code that runs, and docs/cache-effects.md
 * lists the same declarations (tests/api/cache-effects-doc.test.ts checks the two agree).
 */

/** Every cached view of the panel, by the name docs/cache-effects.md gives it. */
export const VIEWS = [
  'Trail list',
  'Trail details',
  'Waypoints',
  'Pending reviews',
  'Trail reviews',
  'Tags',
  'User list',
  'User details',
  'User statistics',
  'Countries',
  'Cities',
  'Cities of a country',
] as const;
export type ViewName = (typeof VIEWS)[number];

type PerView<F> = Partial<Record<ViewName, F>>;

export interface WriteEffects<V, R> {
  /** The write's mutation key, from its resource's keys.ts: [resource, 'write', name]. */
  key: MutationKey;
  /**
   * Written at once, before the server answers, and into whatever the server answers meanwhile
   * (./cache.ts keepEdits) until the write settles; each edit's undo runs if the write fails.
   */
  optimistic?: PerView<(client: QueryClient, vars: V) => Undo | Promise<Undo>>;
  /** Written from the server's answer. */
  answered?: PerView<(client: QueryClient, result: R, vars: V) => void>;
  /** Dropped from the cache once the server confirms: what they showed is gone. */
  removed?: PerView<(vars: V) => QueryKey>;
  /**
   * Refetched (marked stale; refetched now if on screen) once the last running write of the
   * same resource settles, whether this write succeeded or failed.
   */
  refetched?: PerView<(vars: V, result: R | undefined) => QueryKey>;
}

/** Declares a write (identity function, for inference). */
export function defineWrite<V, R>(effects: WriteEffects<V, R>): WriteEffects<V, R> {
  return effects;
}

/** The resource part of a write's key: writes of one resource wait for each other to refetch. */
function familyOf(key: MutationKey): MutationKey {
  return key.slice(0, 2);
}

/** Refetches held back while other writes of the same resource were still running. */
const heldBack = new WeakMap<QueryClient, Map<string, Map<string, QueryKey>>>();

function holdBack(client: QueryClient, family: MutationKey, keys: readonly QueryKey[]): Map<string, QueryKey> {
  const byFamily = heldBack.get(client) ?? new Map<string, Map<string, QueryKey>>();
  heldBack.set(client, byFamily);
  const held = byFamily.get(hashKey(family)) ?? new Map<string, QueryKey>();
  byFamily.set(hashKey(family), held);
  for (const key of keys) held.set(hashKey(key), key);
  return held;
}

/** Writes held for Undo (./holdable-write.ts) and not sent yet, by resource. */
const waitingHeld = new WeakMap<QueryClient, Map<string, number>>();

function heldOf(client: QueryClient, family: MutationKey): number {
  return waitingHeld.get(client)?.get(hashKey(family)) ?? 0;
}

/**
 * Counts a write held for Undo as a write of its resource still to come: until it is released,
 * the refetches of other writes of the resource wait, as for a running write (the server does
 * not have the held change yet, and a refetch would show the row as before while the Undo
 * notice says otherwise). The release is called once the held request has started through
 * the client as a mutation of the resource (`flush` false: that mutation's settling refetches
 * what waited), or with `flush` true when no such mutation follows: the write was dropped
 * (Undo, or a failure) or its request, sent alone at keepalive time, succeeded; what waited is
 * then refetched now if nothing else of the resource runs or is held. Only the first call counts.
 */
export function countHeldWrite(client: QueryClient, writeKey: MutationKey): (flush: boolean) => void {
  const family = familyOf(writeKey);
  const byFamily = waitingHeld.get(client) ?? new Map<string, number>();
  waitingHeld.set(client, byFamily);
  byFamily.set(hashKey(family), heldOf(client, family) + 1);
  let released = false;
  return (flush) => {
    if (released) return;
    released = true;
    byFamily.set(hashKey(family), heldOf(client, family) - 1);
    if (flush) void refetchIfNoneRunning(client, family, 0);
  };
}

/** Refetches what waited for the resource's writes, when no more than `running` of them run and none is held. */
function refetchIfNoneRunning(client: QueryClient, family: MutationKey, running: number): Promise<unknown> | undefined {
  const held = holdBack(client, family, []);
  if (client.isMutating({ mutationKey: family }) > running || heldOf(client, family) > 0) return undefined;
  const all = [...held.values()];
  held.clear();
  return Promise.all(all.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Refetches `keys` when this is the last running write of its resource and none is held for
 * Undo; otherwise keeps them for the last one (TkDodo, "Concurrent Optimistic Updates": an
 * early refetch could bring back on screen what a later optimistic write has already changed).
 * Call from `onSettled`, where the settling mutation still counts as running.
 */
export function refetchWhenLast(client: QueryClient, writeKey: MutationKey, keys: readonly QueryKey[]): Promise<unknown> | undefined {
  const family = familyOf(writeKey);
  holdBack(client, family, keys);
  return refetchIfNoneRunning(client, family, 1);
}

/** The mutation callbacks that carry out a write's declared effects. */
export function writeEffects<V, R>(effects: WriteEffects<V, R>) {
  const { key, optimistic = {}, answered = {}, removed = {}, refetched = {} } = effects;
  const each = <F>(record: PerView<F>) => Object.values(record) as F[];
  return {
    mutationKey: key,
    onMutate: (vars: V, { client }: MutationFunctionContext): Promise<KeptEdits> =>
      keepEdits(
        client,
        each(optimistic).map((edit) => () => edit(client, vars)),
      ),
    onError: (_error: unknown, _vars: V, kept: KeptEdits | undefined) => kept?.undo(),
    onSuccess: (result: R, vars: V, kept: KeptEdits | undefined, { client }: MutationFunctionContext) => {
      // The server has the change: what it answers from now on shows it.
      kept?.end();
      for (const edit of each(answered)) edit(client, result, vars);
      for (const queryKey of each(removed)) client.removeQueries({ queryKey: queryKey(vars) });
    },
    onSettled: (result: R | undefined, _error: unknown, vars: V, _kept: KeptEdits | undefined, { client }: MutationFunctionContext) =>
      refetchWhenLast(
        client,
        key,
        each(refetched).map((queryKey) => queryKey(vars, result)),
      ),
  };
}

/** What a write declares, as docs/cache-effects.md lists it. */
export interface WriteSummary {
  /** `resource write`, from the write's key: e.g. "trails status". */
  write: string;
  optimistic: ViewName[];
  answered: ViewName[];
  removed: ViewName[];
  refetched: ViewName[];
}

export function summarize(effects: WriteEffects<never, never>): WriteSummary {
  const names = (record: PerView<unknown> | undefined) => VIEWS.filter((view) => record?.[view] !== undefined);
  return {
    write: `${String(effects.key[0])} ${String(effects.key[2])}`,
    optimistic: names(effects.optimistic),
    answered: names(effects.answered),
    removed: names(effects.removed),
    refetched: names(effects.refetched),
  };
}
