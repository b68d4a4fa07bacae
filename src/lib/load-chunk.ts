// Without the router: the first screen loads the signed-in app with it (src/app/app.tsx).
/** Each chunk load may take at most 120 seconds (SPEC.md §2, §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** SPEC.md §8: "Loading chunk {n} failed" (a ChunkLoadError). */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  constructor(chunk: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

/** Races a dynamic import against the time-out; any failure becomes a ChunkLoadError. */
export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error('timed out'))), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, error));
      },
    );
  });
}
