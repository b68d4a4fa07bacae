import type { z } from 'zod';

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
 * caller's zod schema on the way out.
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
  function getEntry<S extends z.ZodType>(key: string, schema: S): { value: z.infer<S>; expiresAt: number } | null {
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

  function get<S extends z.ZodType>(key: string, schema: S): z.infer<S> | null {
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

export type ExpiringStorage = ReturnType<typeof createExpiringStorage>;

const browserStorage = (name: 'localStorage' | 'sessionStorage') => () =>
  typeof window === 'undefined' ? undefined : window[name];

export const localEntries = createExpiringStorage(browserStorage('localStorage'));
export const sessionEntries = createExpiringStorage(browserStorage('sessionStorage'));
