/**
 * Where the fake backend keeps its data right now, for the demo tools' notice: in IndexedDB
 * (survives reloads, shared by tabs), or in this tab's memory only, and why.
 */
export type PersistenceStatus =
  | { mode: 'starting' }
  | { mode: 'indexeddb' }
  | { mode: 'memory'; reason: 'unavailable' | 'full' | 'error' | 'outdated' };

type Listener = (status: PersistenceStatus) => void;

let current: PersistenceStatus = { mode: 'starting' };
const listeners = new Set<Listener>();

export function persistenceStatus(): PersistenceStatus {
  return current;
}

export function setPersistenceStatus(next: PersistenceStatus): void {
  current = next;
  for (const listener of listeners) listener(next);
}

export function onPersistenceStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Events other parts of the demo react to: another tab reset the demo data. */
type ResetListener = () => void;
const resetListeners = new Set<ResetListener>();

export function onResetElsewhere(listener: ResetListener): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

export function emitResetElsewhere(): void {
  for (const listener of resetListeners) listener();
}
