/**
 * The browser's fake backend data: boots the storage (IndexedDB, or memory with a notice)
 * and offers "Reset demo data". Until the storage is ready, requests wait for it rather
 * than meet an empty database.
 */
import { db, resetDb } from '../db/store';
import type { SeedScale } from '../db/types';
import { startIdbStorage, type IdbStorage } from './idb-storage';
import { persistenceStatus } from './status';
import { storage, installStorage } from './storage';

let scale: SeedScale = 'default';
let idb: IdbStorage | null = null;

/** Loads the data (seed plus saved changes) and installs the storage; `reset` starts over. */
export function startBackendData(options: { scale: SeedScale; reset: boolean }): Promise<void> {
  scale = options.scale;
  const ready = startIdbStorage(options).then((storage) => {
    idb = storage;
  });
  // Requests that arrive while it boots wait for it (the gate is replaced when ready).
  installStorage({
    catchUp: (request) => ready.then(() => storage.catchUp(request)),
    write: (work, request) => ready.then(() => storage.write(work, request)),
  });
  return ready;
}

/**
 * "Reset demo data": every table back to the seed, in every tab; sessions stay, so the
 * administrator remains signed in. In memory (no IndexedDB) only this tab's data reset.
 */
export async function resetDemoData(): Promise<void> {
  if (idb && persistenceStatus().mode === 'indexeddb') {
    await idb.reset();
    return;
  }
  const accessTokens = [...db.accessTokens];
  const refreshTokens = [...db.refreshTokens];
  resetDb({ scale, fresh: true });
  for (const [k, v] of accessTokens) db.accessTokens.applySet(k, v);
  for (const [k, v] of refreshTokens) db.refreshTokens.applySet(k, v);
}
