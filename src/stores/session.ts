import { create } from 'zustand';
import type { Tokens } from '@/api/auth/schemas';
import { checkWith, isRecord, localEntries } from './expiring-storage';
import { formDrafts } from './form-drafts';

/** Storage keys: the user and the auth flag with tokens are persisted separately (SPEC.md §3). */
export const USER_KEY = 'cairn.currentUser';
export const AUTH_KEY = 'cairn.auth';

/** Why the user was signed out, as the sign-in screen's message (src/i18n/locales). */
export const SESSION_EXPIRED_NOTICE = 'signIn.sessionExpired';
export const SIGNED_OUT_ELSEWHERE_NOTICE = 'signIn.signedOutElsewhere';
export type SessionNotice = typeof SESSION_EXPIRED_NOTICE | typeof SIGNED_OUT_ELSEWHERE_NOTICE;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'hiker';
}

// Hand-written checks, not zod: the session store is on the first screen, and zod is not.
const sessionUserSchema = checkWith(
  (x): x is SessionUser =>
    isRecord(x) &&
    Number.isSafeInteger(x.id) &&
    (x.id as number) > 0 &&
    typeof x.name === 'string' &&
    typeof x.email === 'string' &&
    (x.role === 'admin' || x.role === 'hiker'),
);

const nonEmpty = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
const authEntrySchema = checkWith(
  (x): x is { isLoggedIn: true; accessToken: string; refreshToken: string } =>
    isRecord(x) && x.isLoggedIn === true && nonEmpty(x.accessToken) && nonEmpty(x.refreshToken),
);

/** Why the session ended: the sign-in screen's notice, and whether open forms are kept. */
export type SignOutReason = 'user' | 'expired' | 'elsewhere';

interface SessionState {
  currentUser: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isLoggedIn: boolean;
  /**
   * When the stored session expires (epoch ms): 24 hours after sign-in (SPEC.md §4, §9).
   * A token refresh does not move it.
   */
  expiresAt: number | null;
  /** A message for the sign-in screen: why the user was signed out. */
  notice: SessionNotice | null;
  /** Why the last session ended, or null while signed in. */
  endedBy: SignOutReason | null;
}

const signedOut: SessionState = {
  currentUser: null,
  accessToken: null,
  refreshToken: null,
  isLoggedIn: false,
  expiresAt: null,
  notice: null,
  endedBy: null,
};

const NOTICES: Record<SignOutReason, SessionNotice | null> = {
  user: null,
  expired: SESSION_EXPIRED_NOTICE,
  elsewhere: SIGNED_OUT_ELSEWHERE_NOTICE,
};

/** Reads the stored session; anything missing, expired or malformed means signed out. */
export function readStoredSession(): SessionState {
  const auth = localEntries.getEntry(AUTH_KEY, authEntrySchema);
  const user = localEntries.getEntry(USER_KEY, sessionUserSchema);
  if (!auth || !user) {
    localEntries.remove(AUTH_KEY);
    localEntries.remove(USER_KEY);
    return signedOut;
  }
  return {
    ...signedOut,
    currentUser: user.value,
    ...auth.value,
    expiresAt: Math.min(auth.expiresAt, user.expiresAt),
  };
}

export const useSession = create<SessionState>()(() => readStoredSession());

function persist(state: SessionState): void {
  if (state.isLoggedIn && state.currentUser && state.accessToken && state.refreshToken && state.expiresAt) {
    localEntries.set(
      AUTH_KEY,
      { isLoggedIn: true, accessToken: state.accessToken, refreshToken: state.refreshToken },
      state.expiresAt,
    );
    localEntries.set(USER_KEY, state.currentUser, state.expiresAt);
  } else {
    localEntries.remove(AUTH_KEY);
    localEntries.remove(USER_KEY);
  }
}

const beforeSignOut = new Set<() => void>();

export const session = {
  get: () => useSession.getState(),

  signIn(user: SessionUser, tokens: Tokens): void {
    // Forms kept from an ended session go back to their own administrator only.
    formDrafts.clear(user.id);
    const expiresAt = Date.now() + localEntries.ttlMs;
    useSession.setState({ ...signedOut, currentUser: user, ...tokens, isLoggedIn: true, expiresAt });
    persist(useSession.getState());
  },

  /** New tokens from a refresh: the session's expiry stays the sign-in's. */
  setTokens(tokens: Tokens): void {
    if (!useSession.getState().isLoggedIn) return;
    useSession.setState(tokens);
    persist(useSession.getState());
  },

  /**
   * Clears the flag, both tokens and the user. `reason` says why: Log Out, a session that
   * really expired (the server refused to renew it, or 24 hours passed), or another tab.
   */
  signOut(reason: SignOutReason = 'user'): void {
    // Held writes (src/api/common/held-writes.ts) go out first, while the tokens are still here.
    for (const listener of [...beforeSignOut]) listener();
    // Log Out is a choice: what open forms held is not kept for later (src/lib/session-drafts.ts).
    if (reason === 'user') formDrafts.clear();
    useSession.setState({ ...signedOut, notice: NOTICES[reason], endedBy: reason });
    persist(useSession.getState());
  },

  /** The session really expired: signs out once (a second call while signed out does nothing). */
  expire(): void {
    if (useSession.getState().isLoggedIn) session.signOut('expired');
  },

  /** Signs out when the 24 hours since sign-in have passed; true when it did. */
  expireIfDue(now: number = Date.now()): boolean {
    const { isLoggedIn, expiresAt } = useSession.getState();
    if (!isLoggedIn || expiresAt === null || now < expiresAt) return false;
    session.signOut('expired');
    return true;
  },

  /** Runs `listener` at the start of every sign-out, before the tokens are cleared. Returns the removal. */
  beforeSignOut(listener: () => void): () => void {
    beforeSignOut.add(listener);
    return () => void beforeSignOut.delete(listener);
  },

  clearNotice(): void {
    useSession.setState({ notice: null });
  },

  /**
   * Newer tokens another tab stored for the same user (it refreshed them, or signed in
   * again): adopts them and answers true. Refresh tokens rotate, so after another tab's
   * refresh the one this tab holds is dead, and a refresh of its own would be refused.
   */
  adoptNewerFromStorage(): boolean {
    const stored = readStoredSession();
    const current = useSession.getState();
    if (!stored.isLoggedIn || !current.isLoggedIn) return false;
    if (stored.currentUser?.id !== current.currentUser?.id) return false;
    if (stored.refreshToken === current.refreshToken && stored.accessToken === current.accessToken) return false;
    useSession.setState({ ...stored, notice: null, endedBy: null });
    return true;
  },

  /**
   * Another tab changed the stored session: follow it. A sign-out there signs out here;
   * a token refresh there is adopted here (refresh tokens rotate, so the old one is dead).
   */
  syncFromStorage(): void {
    const stored = readStoredSession();
    const current = useSession.getState();
    if (!stored.isLoggedIn) {
      if (current.isLoggedIn) useSession.setState({ ...signedOut, notice: SIGNED_OUT_ELSEWHERE_NOTICE, endedBy: 'elsewhere' });
      return;
    }
    useSession.setState({ ...stored, notice: null, endedBy: null });
  },

  /** For tests and for a fresh start: back to what storage says. */
  reset(): void {
    useSession.setState(readStoredSession(), true);
  },
};

/** Listens for other tabs' changes to the session keys. Returns the unsubscribe function. */
export function listenToOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_KEY || event.key === USER_KEY) session.syncFromStorage();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
