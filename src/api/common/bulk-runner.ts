/**
 * Runs one single-item call per item, a few at a time (SPEC.md §7 has no bulk endpoints).
 * Every item is tried whatever happens to the others, until the run is stopped (`signal`:
 * Cancel, or the session ended): no item starts after that, those already sent finish, and
 * the rest fail with NotSentError. The result keeps the given order.
 *
 * Four at a time (BULK_CONCURRENCY): browsers open six connections per host over HTTP/1.1,
 * so four leaves two for the page's own reads (the list refetch, a details dialog) while a
 * hundred reviews go out, and a server sees a bounded burst (docs/decisions/bulk-and-export.md).
 */
export const BULK_CONCURRENCY = 4;

/** An item of a bulk run that was stopped before the item was sent: nothing of it reached the server. */
export class NotSentError extends Error {
  constructor() {
    super('Not sent: the run was stopped first.');
    this.name = 'NotSentError';
  }
}

/** Why a bulk run stopped early: Cancel, or the session that started it ended. */
export type StopReason = 'cancel' | 'session';

export interface BulkFailure<T> {
  item: T;
  error: unknown;
}

export interface BulkResult<T> {
  succeeded: T[];
  failed: BulkFailure<T>[];
  /** Each item's outcome, in the order given. */
  outcomes: Array<{ ok: true } | { ok: false; error: unknown }>;
}

export interface BulkOptions {
  concurrency?: number;
  /** After each item settles: how many are done, of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Once aborted, no further item starts. */
  signal?: AbortSignal;
}

export async function runBulk<T>(
  items: readonly T[],
  run: (item: T, index: number) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, onProgress, signal }: BulkOptions = {},
): Promise<BulkResult<T>> {
  const outcomes: BulkResult<T>['outcomes'] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      try {
        await run(items[index] as T, index);
        outcomes[index] = { ok: true };
      } catch (error) {
        outcomes[index] = { ok: false, error };
      }
      done += 1;
      onProgress?.(done, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  const succeeded: T[] = [];
  const failed: BulkFailure<T>[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as T;
    const outcome = (outcomes[index] ??= { ok: false, error: new NotSentError() });
    if (outcome.ok) succeeded.push(item);
    else failed.push({ item, error: outcome.error });
  }
  return { succeeded, failed, outcomes };
}
