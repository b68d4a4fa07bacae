/**
 * A test's hold on the panel's lazily loaded code, by chunk name (the names given to
 * lazyPart and lazyScreen, each its file's: 'signed-in-app', 'anchored-menu'): make a chunk's
 * import fail, hold it until the test releases it, count its imports, or wrap the module it
 * yields. The first control a test takes forgets every chunk the page has loaded (the
 * caches that keep one "once per page", src/lib/lazy-part.ts's chunkTestHooks), so the
 * test starts from "not loaded yet" whatever ran before it in the worker; tests/setup-dom.ts
 * calls resetChunks after each test, which drops the controls and forgets again.
 * Holding a load: `holdLoads(control)` (./index.ts).
 */
import { chunkTestHooks } from '@/lib/lazy-part';

export interface ChunkControl<M = unknown> {
  /** The imports of the chunk started since the test took control of it. */
  loads: number;
  /** While set, each import fails with it (after its hold), as when offline. */
  fail: Error | null;
  /** While set, each import waits for it (see holdLoads). */
  hold: Promise<void> | null;
  /** While set, what an import yields instead of the module (given the real one). */
  wrap: ((module: M) => unknown) | null;
}

const controls = new Map<string, ChunkControl<never>>();

async function intercept<T>(chunk: string, importer: () => Promise<T>): Promise<T> {
  const control = controls.get(chunk) as ChunkControl<T> | undefined;
  if (!control) return importer();
  control.loads += 1;
  if (control.hold) await control.hold;
  if (control.fail) throw control.fail;
  const module = await importer();
  return (control.wrap ? control.wrap(module) : module) as T;
}

function forgetLoadedChunks() {
  for (const forget of chunkTestHooks.forgetLoadedChunks) forget();
}

/**
 * Takes control of chunk `name` for this test (the same control if taken already). `M` is
 * the chunk's module type, for `wrap`. Take it before rendering, in the test or its
 * beforeEach: the first control forgets the loaded chunks (a part already on the page keeps
 * what it has; the next one to load asks again), and every control ends with its test (not
 * for a beforeAll).
 */
export function controlChunk<M = unknown>(name: string, settings: Partial<Omit<ChunkControl<M>, 'loads'>> = {}): ChunkControl<M> {
  if (!chunkTestHooks.intercept) {
    forgetLoadedChunks();
    chunkTestHooks.intercept = intercept;
  }
  let control = controls.get(name) as ChunkControl<M> | undefined;
  if (!control) {
    control = { loads: 0, fail: null, hold: null, wrap: null };
    controls.set(name, control as ChunkControl<never>);
  }
  return Object.assign(control, settings);
}

/** After each test (tests/setup-dom.ts): no chunk controlled, and none loaded if any was. */
export function resetChunks(): void {
  controls.clear();
  if (!chunkTestHooks.intercept) return;
  chunkTestHooks.intercept = null;
  forgetLoadedChunks();
}
