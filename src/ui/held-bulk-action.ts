import { NotSentError } from '@/api/common/bulk-runner';
import { FLUSH_CONCURRENCY, holdWrites, type HeldGroup, type HeldWrite } from '@/api/common/held-writes';
import { translator } from '@/i18n/translator';
import { bulkReport, reportBulkResult, showBulkSending, startBulkRun, type BulkRun } from './bulk-toolbar';
import { holdAll } from './hold-all';
import { notifyUndoable } from './undo-notice';

/*
 * The held bulk actions, loaded when one is first chosen (./run-row-action.ts declares them).
 */

/**
 * The held form of a bulk action: every target's write held together behind one Undo
 * notification (`title`). Once the hold ends they are sent a few at a time, with a notice of
 * their progress and a Cancel when that takes more than one round. Cancel sends no further
 * write, not even by the close or sign-out flush (those in flight finish; the rest are put back,
 * not sent, and leave the outbox). The end of the session is not a Cancel: the writes not sent
 * yet stay in the outbox and go at the holder's next sign-in, said there by the outbox's notice
 * (src/widgets/unsent-writes.tsx); nothing is reported to whoever comes next.
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

/**
 * A held write that goes only while `run` is not cancelled; once cancelled it is never sent (not
 * by the close flush either), fails as not sent, is put back and leaves the outbox. A run whose
 * session ended is not cancelled: its unsent writes stay in the outbox for the holder's next
 * sign-in (held-writes.ts refuses to send them without the holder's session).
 */
function whileRunning(write: HeldWrite, run: BulkRun, settled: () => void): HeldWrite {
  const mayGo = () => {
    run.mayGo(); // notes a session that ended
    return run.stopped() !== 'cancel';
  };
  return {
    ...write,
    mayGo,
    send: (asUser) => (mayGo() ? write.send(asUser).finally(settled) : Promise.reject(new NotSentError())),
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
    // Only Cancel stops a held run (its unsent writes are kept for the holder's next sign-in otherwise).
    const report = bulkReport(targets, outcomes, name, failureText, run.stopped() === 'cancel' ? 'cancel' : null);
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
export type HeldBulkChange<T> = Omit<HeldBulkAction<T>, 'targets' | 'title'> & {
  selection: { rows: () => T[]; clear: () => void };
  unchanged: (row: T) => boolean;
  title: (chosen: number) => string;
};

export async function runHeldBulkChange<T>({ selection, unchanged, title, ...action }: HeldBulkChange<T>): Promise<void> {
  const chosen = selection.rows();
  selection.clear();
  await runHeldBulkAction({ ...action, targets: chosen.filter((row) => !unchanged(row)), title: () => title(chosen.length) });
}
