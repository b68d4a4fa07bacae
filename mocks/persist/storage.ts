/**
 * Where the fake backend's data live, behind one small interface that every handler goes
 * through (mocks/handlers/guard.ts):
 * - `catchUp(request)` before a request: take in what other tabs wrote since (and, while the
 *   browser still seeds the large seed's users, wait for them if the request needs them);
 * - `write(work)` around a write: run it alone, then save what it changed.
 *
 * Tests and `npm run api` keep everything in memory (the default below). The browser
 * switches to IndexedDB at boot (mocks/persist/idb-storage.ts), or stays in memory when
 * IndexedDB is unavailable or full.
 */
export interface BackendStorage {
  catchUp(request?: Request): Promise<void>;
  /** `request`: the call the write answers (sign-in and refresh need not wait for users). */
  write<T>(work: () => Promise<T>, request?: Request): Promise<T>;
}

/** Memory: nothing to catch up with, nothing to save. */
export const memoryStorage: BackendStorage = {
  catchUp: () => Promise.resolve(),
  write: (work) => work(),
};

let active: BackendStorage = memoryStorage;

/** The storage in use; handlers call it, `installStorage` swaps what is behind it. */
export const storage: BackendStorage = {
  catchUp: (request) => active.catchUp(request),
  write: (work, request) => active.write(work, request),
};

export function installStorage(next: BackendStorage | null): void {
  active = next ?? memoryStorage;
}
