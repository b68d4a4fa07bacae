/**
 * Computed on first use. The large seed's 10,000 trail paths (and what follows from them:
 * metrics, time, difficulty, starting point, waypoint positions) are only built when
 * something reads them, so the browser boots without drawing paths nobody looks at yet.
 * Each path is drawn from its own random stream, so it is the same whenever it is built.
 * The records expose them as accessors (mocks/seed/trails.ts): spreads, structured clone,
 * JSON and Object.assign read and write them like plain fields.
 */
export function memo<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
