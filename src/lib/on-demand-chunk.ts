import { chunkTestHooks, loadChunk } from './load-chunk';

/**
 * A lazily loaded piece of the page (a tooltip, a dropdown: issue 14) asked for once, shared by
 * every place that uses it:
 * - `load()` fetches it (once; again after a failure, so a later try can succeed) and rejects
 *   with a ChunkLoadError (SPEC.md §8) on failure or time-out;
 * - `prefetch()` starts the fetch ahead of a first use (hover, focus); its failure is reported
 *   by the use that needs the code, not here;
 * - `loaded()` is the module once it is here, so a use after that mounts in its own render.
 */
export interface OnDemandChunk<T> {
  /** The name SPEC.md §8's "Loading chunk {name} failed" gives it. */
  name: string;
  load(): Promise<T>;
  prefetch(): void;
  loaded(): T | null;
}

export function onDemandChunk<T>(chunk: string, importer: () => Promise<T>): OnDemandChunk<T> {
  let pending: Promise<T> | null = null;
  let module: T | null = null;
  /** Tests: replaced when the page forgets its chunks, so a load begun before lands nowhere. */
  let epoch = {};
  // Pieces of the landing screens and the frame: they show no text of the screens' part
  // (tests/i18n/parts.test.ts scans them), so they do not wait for it.
  const load = () => {
    const mine = epoch;
    return (pending ??= loadChunk(chunk, importer, { texts: [] }).then(
      (loaded) => {
        if (mine === epoch) module = loaded;
        return loaded;
      },
      (error: unknown) => {
        if (mine === epoch) pending = null;
        throw error;
      },
    ));
  };
  if (import.meta.env.MODE === 'test') {
    chunkTestHooks.forgetLoadedChunks.push(() => {
      epoch = {};
      pending = null;
      module = null;
    });
  }
  return {
    name: chunk,
    load,
    prefetch: () => void load().catch(() => undefined),
    loaded: () => module,
  };
}
