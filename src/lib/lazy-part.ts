import { loadMessages } from '@/i18n/catalogues';
import { SCREEN_TEXTS, type Part } from '@/i18n/parts';
import { useSiteConfig } from '@/stores/site-config';

/**
 * The panel's one way to load code on demand (SPEC.md §2: "further code is loaded on demand",
 * 120 seconds at most per load; §8: "Loading chunk {n} failed"):
 * - a screen is loaded by its route (src/lib/lazy-screen.ts, on top of loadChunk below);
 * - any other part drawn only once used (a dialog, a menu, a dropdown, a chart, the signed-in
 *   app itself) is a `lazyPart`, declared by the module that shows it, next to its use, and
 *   mounted with the hooks of src/ui/use-lazy-part.ts (the signed-in app's:
 *   src/ui/use-loaded-part.ts).
 * Without the router: the first screen loads the signed-in app with it (src/app/app.tsx).
 */

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

export interface LoadChunkOptions {
  /**
   * The catalogue parts (src/i18n/parts.ts) the code shows, loaded in the current language
   * with it: by default the screens' texts. The landing screens, the signed-in app and the
   * parts of them loaded on first use (lazyPart) show none of those (tests/i18n/parts.test.ts)
   * and pass what they need (the panel's texts, or nothing).
   */
  texts?: readonly Part[];
  timeoutMs?: number;
}

/**
 * The panel's one seam for tests (docs/decisions/testing.md), the handle on its lazily loaded
 * code (tests/support/chunks.ts). A test cannot otherwise reach a chunk's download: in a
 * browser it is a network fetch, in Vitest a module import that the worker's module cache
 * answers once and keeps.
 * - `intercept`, when set, is what every named chunk's import goes through (in loadChunk),
 *   so a test can make a chunk fail, hold it, count its loads or wrap the module it yields;
 * - `forgetLoadedChunks` are the resets of every lazyPart's "loaded once per page" cache
 *   (screens are lazyParts too: src/lib/lazy-screen.ts), so that a test which intercepts
 *   chunks starts from "not loaded yet" whatever ran before it in the worker.
 * Read and filled only under `import.meta.env.MODE === 'test'`, which is the literal `false`
 * in every build: the bundler drops it (scripts/check-build-clean.mjs looks for
 * `forgetLoadedChunks`).
 */
export const chunkTestHooks: {
  intercept: (<T>(chunk: string, importer: () => Promise<T>) => Promise<T>) | null;
  forgetLoadedChunks: Array<() => void>;
} = { intercept: null, forgetLoadedChunks: [] };

/**
 * Loads a lazily loaded piece of the panel: the dynamic import and the texts it shows,
 * together, raced against the time-out, so it never renders before its texts are here. Any
 * failure (of the code or of its texts) becomes a ChunkLoadError.
 */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  { texts = SCREEN_TEXTS, timeoutMs = CHUNK_TIMEOUT_MS }: LoadChunkOptions = {},
): Promise<T> {
  // Tests: the import goes through their interception (a build drops these lines, so it
  // keeps the bare importer and not even a wrapper).
  if (import.meta.env.MODE === 'test') {
    const module = importer;
    importer = () => (chunkTestHooks.intercept ? chunkTestHooks.intercept(chunk, module) : module());
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error('timed out'))), timeoutMs);
    const load = texts.length === 0 ? importer() : Promise.all([importer(), loadMessages(useSiteConfig.getState().language, texts)]).then(([module]) => module);
    load.then(
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

/**
 * A part of the page loaded on first use (a dialog, a menu, a dropdown, a chart), asked for
 * once and shared by every place that shows it:
 * - `load()` fetches it (once; again after a failure, so a later try can succeed) and rejects
 *   with a ChunkLoadError (SPEC.md §8) on failure or time-out;
 * - `prefetch()` starts the fetch ahead of a first use (hover, focus); its failure is reported
 *   by the use that needs the code, not here;
 * - `loaded()` is the module once it is here, so a use after that mounts in its own render.
 */
export interface LazyPart<T> {
  /** The name SPEC.md §8's "Loading chunk {name} failed" gives it. */
  name: string;
  load(): Promise<T>;
  prefetch(): void;
  loaded(): T | null;
}

/**
 * Declares part `name`, loaded by `importer` (a dynamic `import()` of the file named for what
 * it is: `./change-status-dialog`). By default it waits for no texts: the parts of the landing
 * screens and of the frame show none of the screens' part (tests/i18n/parts.test.ts); a part
 * of the other screens may pass `texts`.
 */
export function lazyPart<T>(name: string, importer: () => Promise<T>, { texts = [] }: Pick<LoadChunkOptions, 'texts'> = {}): LazyPart<T> {
  let pending: Promise<T> | null = null;
  let module: T | null = null;
  /** Tests: replaced when the page forgets its chunks, so a load begun before lands nowhere. */
  let epoch = {};
  const load = () => {
    const mine = epoch;
    return (pending ??= loadChunk(name, importer, { texts }).then(
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
    name,
    load,
    prefetch: () => void load().catch(() => undefined),
    loaded: () => module,
  };
}
