import type { ReactNode } from 'react';
import { NotSentError } from '@/api/common/bulk-runner';
import { FLUSH_CONCURRENCY, holdWrites, type HeldGroup, type HeldWrite } from '@/api/common/held-writes';
import { translator } from '@/i18n/translator';
import { bulkReport, reportBulkResult, showBulkSending, startBulkRun, type BulkRun } from './bulk-toolbar';
import { confirm, type ConfirmOptions } from './dialogs';
import { notifyUndoable } from './undo-notice';

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

type HeldAll = { ok: true; writes: HeldWrite[] } | { ok: false; errors: unknown[] };

/**
 * Holds every write, or none: when one `hold` fails, the writes already held are reverted, so
 * their rows go back and their resource's refetches no longer wait for them (a held write
 * counts as a write still to come until it is sent or reverted). `errors` has the failures by
 * position, undefined where the hold succeeded.
 */
async function holdAll(holds: ReadonlyArray<() => Promise<HeldWrite>>): Promise<HeldAll> {
  const settled = await Promise.allSettled(holds.map(async (hold) => hold()));
  const writes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (writes.length === settled.length) return { ok: true, writes };
  for (const write of writes.reverse()) write.revert();
  return { ok: false, errors: settled.map((result) => (result.status === 'rejected' ? (result.reason as unknown) : undefined)) };
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

/**
 * The held form of a bulk action: every target's write held together behind one Undo
 * notification (`title`). Once the hold ends they are sent a few at a time, with a notice of
 * their progress and a Cancel when that takes more than one round: Cancel, or the end of the
 * session, sends no further write (those in flight finish; the rest are put back, not sent).
 * Then only a run that did not all go through is reported, each row named, failures with
 * `failureText` and their reason (the success was said when the rows changed). When a target's
 * hold fails, nothing is held and every target is reported as failed.
 */
export interface HeldBulkAction<T> {
  targets: readonly T[];
  hold: (target: T) => Promise<HeldWrite>;
  name: (target: T) => string;
  failureText: () => string;
  title: () => string;
}

/** A held write that goes only while `run` may go; otherwise it fails as not sent (and is put back). */
function whileRunning(write: HeldWrite, run: BulkRun, settled: () => void): HeldWrite {
  return {
    ...write,
    send: (asUser) => (run.mayGo() ? write.send(asUser).finally(settled) : Promise.reject(new NotSentError())),
  };
}

export async function runHeldBulkAction<T>({ targets, hold, name, failureText, title }: HeldBulkAction<T>): Promise<void> {
  const run = startBulkRun();
  const held = await holdAll(targets.map((target) => () => hold(target)));
  if (!held.ok) {
    run.end();
    // Nothing is held: every target's rows are back as they were, so none of them changed.
    const first = held.errors.find((error) => error !== undefined);
    const outcomes = targets.map((_target, index) => ({ ok: false as const, error: held.errors[index] ?? first }));
    reportBulkResult(bulkReport(targets, outcomes, name, failureText, null), '', run.owner);
    return;
  }
  const progress = { done: 0, total: targets.length, over: false, listeners: new Set<() => void>() };
  const changed = () => {
    for (const listener of progress.listeners) listener();
  };
  const writes = held.writes.map((write) =>
    whileRunning(write, run, () => {
      progress.done += 1;
      changed();
    }),
  );
  const group = holdWrites(writes, (outcomes) => {
    run.end();
    progress.over = true;
    changed();
    const report = bulkReport(targets, outcomes, name, failureText, run.stopped());
    if (report.succeeded.length < report.total) reportBulkResult(report, '', run.owner);
  });
  if (writes.length > FLUSH_CONCURRENCY) group.onSent(() => showBulkSending(progress, () => run.stop('cancel')));
  const undoable: HeldGroup = {
    ...group,
    undo: () => {
      const undone = group.undo();
      if (undone) run.end();
      return undone;
    },
  };
  notifyUndoable(title(), translator().t('undo.sendsIn'), undoable);
}

/**
 * A bulk change of the selected rows to one value (a status), held for Undo as runHeldBulkAction:
 * the rows that already have it are left out, the selection is cleared, and the notice counts
 * every row chosen.
 */
export async function runHeldBulkChange<T>({
  selection,
  unchanged,
  title,
  ...action
}: Omit<HeldBulkAction<T>, 'targets' | 'title'> & {
  selection: { rows: () => T[]; clear: () => void };
  unchanged: (row: T) => boolean;
  title: (chosen: number) => string;
}): Promise<void> {
  const chosen = selection.rows();
  selection.clear();
  await runHeldBulkAction({ ...action, targets: chosen.filter((row) => !unchanged(row)), title: () => title(chosen.length) });
}
