/**
 * The marks of src/api/common/freshness.ts on the data it brings, read by the lists
 * (src/ui/steady-rows.tsx): small, and in the signed-in app; the checks themselves load after it.
 */

/** Data objects a check brought (or a held write's edits rewrote as it arrived), and their query. */
export const fromCheck = new WeakSet<object>();
export const queryOf = new WeakMap<object, string>();

export const cameFromCheck = (data: unknown): boolean => typeof data === 'object' && data !== null && fromCheck.has(data);
/** The query a data object is the answer of (its hash): a list keeps its rows only for new data of the same query. */
export const queryHashOf = (data: unknown): string | undefined => (typeof data === 'object' && data !== null ? queryOf.get(data) : undefined);

/** Counts the answers a check brought that an answer to something else has since made plain data. */
let released = 0;
const onRelease = new Set<() => void>();
export const releasedCount = () => released;
export function subscribeReleased(listener: () => void): () => void {
  onRelease.add(listener);
  return () => void onRelease.delete(listener);
}
export function release(): void {
  released++;
  for (const listener of onRelease) listener();
}
