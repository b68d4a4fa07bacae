/**
 * Runs one single-item call per item, a few at a time (SPEC.md §7 has no bulk endpoints).
 * Every item is tried whatever happens to the others; the result keeps the given order.
 *
 * Four at a time (BULK_CONCURRENCY): browsers open six connections per host over HTTP/1.1,
 * so four leaves two for the page's own reads (the list refetch, a details dialog) while a
 * hundred reviews go out, and a server sees a bounded burst (docs/decisions/bulk-and-export.md).
 */
export const BULK_CONCURRENCY = 4;

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
}

export async function runBulk<T>(
  items: readonly T[],
  run: (item: T, index: number) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, onProgress }: BulkOptions = {},
): Promise<BulkResult<T>> {
  const outcomes: BulkResult<T>['outcomes'] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
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
  outcomes.forEach((outcome, index) => {
    const item = items[index] as T;
    if (outcome.ok) succeeded.push(item);
    else failed.push({ item, error: outcome.error });
  });
  return { succeeded, failed, outcomes };
}
