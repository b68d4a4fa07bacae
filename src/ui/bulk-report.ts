import { NotSentError, type BulkResult, type StopReason } from '@/api/common/bulk-runner';

/** What a bulk action did to each row (src/ui/bulk-toolbar.tsx reports it; ./bulk-result.tsx shows it). */
export interface BulkFailureLine {
  /** The row's name (user data). */
  name: string;
  /** SPEC.md §8's text of the single action that failed. */
  message: string;
  error: unknown;
}

/** What a bulk action did to each of its rows, to report (reportBulkResult). */
export interface BulkReport {
  total: number;
  /** The names of the rows it changed. */
  succeeded: string[];
  /** The rows the server refused or that could not reach it, each with its reason. */
  failures: BulkFailureLine[];
  /** The rows never sent: the run stopped first (`stopped` says why). */
  notSent: string[];
  stopped: StopReason | null;
}

/**
 * Sorts a bulk run's outcomes (in the order of `targets`) into a report: a failure with
 * NotSentError was never sent.
 */
export function bulkReport<T>(
  targets: readonly T[],
  outcomes: BulkResult<T>['outcomes'],
  name: (target: T) => string,
  failureText: () => string,
  stopped: StopReason | null,
): BulkReport {
  const report: BulkReport = { total: targets.length, succeeded: [], failures: [], notSent: [], stopped };
  outcomes.forEach((outcome, index) => {
    const target = name(targets[index] as T);
    if (outcome.ok) report.succeeded.push(target);
    else if (outcome.error instanceof NotSentError) report.notSent.push(target);
    else report.failures.push({ name: target, message: failureText(), error: outcome.error });
  });
  return report;
}

/** How far a held bulk action's sending is (src/ui/run-row-action.ts). */
export interface BulkSending {
  done: number;
  total: number;
  /** Every write is settled or was not sent. */
  over: boolean;
  /** Told of each change. */
  listeners: Set<() => void>;
}

