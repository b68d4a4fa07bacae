import type { ReactNode } from 'react';
import { holdWrites, type HeldWrite } from '@/api/common/held-writes';
import { lazyPart } from '@/lib/lazy-part';
import { confirm, showChunkLoadError, type ConfirmOptions } from './dialogs';
import { holdAll } from './hold-all';
import type { HeldBulkAction, HeldBulkChange } from './held-bulk-action';
import { notifyUndoable } from './undo-notice';

export type { HeldBulkAction } from './held-bulk-action';

/**
 * One action on one row (a table row, a waypoint card): what it asks, what it writes, and how it
 * reports. Texts are given as functions so they are read in the language current when shown.
 */
export interface RowAction {
  /** Asked first (SPEC.md §5's confirmations); "no", Escape or a click outside ends the action. */
  confirm?: () => ConfirmOptions;
  /** The write: a mutation's `mutateAsync` with its variables. */
  run: () => Promise<unknown>;
  /** Said when the write succeeded (SPEC.md §8's success texts). */
  done: () => void;
  /** Said when it failed (SPEC.md §8's failure texts); the cache was already put back. */
  failed: (error: unknown) => void;
}

/**
 * The one way a row action runs: ask (when it asks), write, then say how it went. It never
 * throws, and resolves whether the write succeeded. Features build their row actions with it
 * in `use-<area>-row-actions.ts` and call the mutation's `mutateAsync`, not `mutate(..., callbacks)`:
 * TanStack Query keeps `mutate`'s own callbacks for its latest call only, and each of two
 * overlapping actions must report its own outcome.
 */
export async function runRowAction({ confirm: ask, run, done, failed }: RowAction): Promise<boolean> {
  if (ask && !(await confirm(ask()))) return false;
  try {
    await run();
  } catch (error) {
    failed(error);
    return false;
  }
  done();
  return true;
}

/**
 * A row action whose write is held for Undo (src/api/common/held-writes.ts): ask (when it
 * asks), change the rows and hold the request, then say it with an Undo notification. The
 * request goes when the hold ends (or at once when the page is left); a failure then puts the
 * row back and is said with `failed`, like any failed row action; so is a hold that fails.
 */
export interface HeldRowAction {
  confirm?: () => ConfirmOptions;
  /** Changes the rows now and returns the held request (an `api/<resource>` `hold…` function). */
  hold: () => Promise<HeldWrite>;
  /** The Undo notification's title and text. */
  done: () => { title: string; message: ReactNode };
  failed: (error: unknown) => void;
}

export async function runHeldRowAction({ confirm: ask, hold, done, failed }: HeldRowAction): Promise<boolean> {
  if (ask && !(await confirm(ask()))) return false;
  const held = await holdAll([hold]);
  if (!held.ok) {
    failed(held.errors[0]);
    return false;
  }
  const group = holdWrites(held.writes, ([outcome]) => {
    if (outcome && !outcome.ok) failed(outcome.error);
  });
  const { title, message } = done();
  notifyUndoable(title, message, group);
  return true;
}

/** The held bulk actions (./held-bulk-action.ts): loaded when one is first chosen. */
const heldBulkAction = lazyPart('held-bulk-action', () => import('./held-bulk-action'));

/**
 * A bulk action held for Undo (./held-bulk-action.ts, runHeldBulkAction). When its code cannot
 * be downloaded, the panel says a part could not be loaded and nothing changes.
 */
export function runHeldBulkAction<T>(action: HeldBulkAction<T>): Promise<void> {
  return heldBulkAction.load().then(
    (module) => module.runHeldBulkAction(action),
    () => {
      showChunkLoadError();
    },
  );
}

/** A held bulk change of the selected rows (./held-bulk-action.ts, runHeldBulkChange); the selection stays when its code cannot be downloaded. */
export function runHeldBulkChange<T>(change: HeldBulkChange<T>): Promise<void> {
  return heldBulkAction.load().then(
    (module) => module.runHeldBulkChange(change),
    () => {
      showChunkLoadError();
    },
  );
}
