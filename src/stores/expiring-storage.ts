/**
 * What a stored value is checked with on the way out: a zod schema fits, and so does a
 * hand-written check (the first screen's stores use those, to keep zod out of its bundle).
 */
export interface StoredValueCheck<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** A check made of a type guard. */
export function checkWith<T>(isValid: (input: unknown) => input is T): StoredValueCheck<T> {
  return { safeParse: (input) => (isValid(input) ? { success: true, data: input } : { success: false }) };
}

/** A plain object (not null, not an array): its fields can be checked one by one. */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Stored entries live 24 hours unless a caller says otherwise (SPEC.md §4, §9). */
export const ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

interface Envelope {
  v: unknown;
  /** Epoch milliseconds after which the entry is gone. */
  exp: number;
}

function isEnvelope(x: unknown): x is Envelope {
  return typeof x === 'object' && x !== null && 'v' in x && typeof (x as Envelope).exp === 'number';
}

/**
 * The one storage adapter of the panel. Every entry is wrapped with its expiry time; an
 * expired, unreadable or hand-edited entry is removed when read and reads as `null`, so a
 * corrupt store means "nothing stored", never an exception. Values are checked against the
 * caller's check (a zod schema or a StoredValueCheck) on the way out.
 */
export function createExpiringStorage(getStorage: () => Storage | undefined, ttlMs = ENTRY_TTL_MS) {
  function storage(): Storage | undefined {
    try {
      return getStorage();
    } catch {
      return undefined; // storage disabled by the browser: behave as empty
    }
  }

  function remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  }

  /** The entry with the time it expires at, or null (and removed) when expired or unreadable. */
  function getEntry<T>(key: string, schema: StoredValueCheck<T>): { value: T; expiresAt: number } | null {
    const raw = storage()?.getItem(key);
    if (raw == null) return null;
    try {
      const envelope: unknown = JSON.parse(raw);
      if (!isEnvelope(envelope) || envelope.exp <= Date.now()) {
        remove(key);
        return null;
      }
      const parsed = schema.safeParse(envelope.v);
      if (!parsed.success) {
        remove(key);
        return null;
      }
      return { value: parsed.data, expiresAt: envelope.exp };
    } catch {
      remove(key);
      return null;
    }
  }

  function get<T>(key: string, schema: StoredValueCheck<T>): T | null {
    return getEntry(key, schema)?.value ?? null;
  }

  /**
   * Stores `value`, expiring `ttlMs` from now, or at `expiresAt` when given: rewriting an entry
   * (new tokens) keeps the expiry it was first given (the sign-in's).
   */
  function set(key: string, value: unknown, expiresAt: number = Date.now() + ttlMs): void {
    const envelope: Envelope = { v: value, exp: expiresAt };
    try {
      storage()?.setItem(key, JSON.stringify(envelope));
    } catch {
      /* quota or privacy mode: the session simply is not remembered */
    }
  }

  return { get, getEntry, set, remove, ttlMs };
}

const browserStorage = (name: 'localStorage' | 'sessionStorage') => () =>
  typeof window === 'undefined' ? undefined : window[name];

export const localEntries = createExpiringStorage(browserStorage('localStorage'));
export const sessionEntries = createExpiringStorage(browserStorage('sessionStorage'));
