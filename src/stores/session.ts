import { z } from 'zod';
import { create } from 'zustand';
import type { Tokens } from '@/api/auth/schemas';
import { localEntries } from './expiring-storage';

/** Storage keys: the user and the auth flag with tokens are persisted separately (SPEC.md §3). */
export const USER_KEY = 'cairn.currentUser';
export const AUTH_KEY = 'cairn.auth';

/** Why the user was signed out, as the sign-in screen's message (src/i18n/locales). */
export const SESSION_EXPIRED_NOTICE = 'signIn.sessionExpired';
export const SIGNED_OUT_ELSEWHERE_NOTICE = 'signIn.signedOutElsewhere';
export type SessionNotice = typeof SESSION_EXPIRED_NOTICE | typeof SIGNED_OUT_ELSEWHERE_NOTICE;

const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'hiker']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const authEntrySchema = z.object({
  isLoggedIn: z.literal(true),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});

interface SessionState {
  currentUser: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isLoggedIn: boolean;
  /** A message for the sign-in screen: why the user was signed out. */
  notice: SessionNotice | null;
}

const signedOut: SessionState = {
  currentUser: null,
  accessToken: null,
  refreshToken: null,
  isLoggedIn: false,
  notice: null,
};

/** Reads the stored session; anything missing, expired or malformed means signed out. */
export function readStoredSession(): SessionState {
  const auth = localEntries.get(AUTH_KEY, authEntrySchema);
  const currentUser = localEntries.get(USER_KEY, sessionUserSchema);
  if (!auth || !currentUser) {
    localEntries.remove(AUTH_KEY);
    localEntries.remove(USER_KEY);
    return signedOut;
  }
  return { ...signedOut, currentUser, ...auth };
}

export const useSession = create<SessionState>()(() => readStoredSession());

function persist(state: SessionState): void {
  if (state.isLoggedIn && state.currentUser && state.accessToken && state.refreshToken) {
    localEntries.set(AUTH_KEY, {
      isLoggedIn: true,
      accessToken: state.accessToken,
      refreshToken: state.refreshToken,
    });
    localEntries.set(USER_KEY, state.currentUser);
  } else {
    localEntries.remove(AUTH_KEY);
    localEntries.remove(USER_KEY);
  }
}

export const session = {
  get: () => useSession.getState(),

  signIn(user: SessionUser, tokens: Tokens): void {
    const next = { currentUser: user, ...tokens, isLoggedIn: true, notice: null };
    useSession.setState(next);
    persist(useSession.getState());
  },

  setTokens(tokens: Tokens): void {
    if (!useSession.getState().isLoggedIn) return;
    useSession.setState(tokens);
    persist(useSession.getState());
  },

  /** Clears the flag, both tokens and the user; `notice` tells the sign-in screen why. */
  signOut(notice: SessionNotice | null = null): void {
    useSession.setState({ ...signedOut, notice });
    persist(useSession.getState());
  },

  clearNotice(): void {
    useSession.setState({ notice: null });
  },

  /**
   * Another tab changed the stored session: follow it. A sign-out there signs out here;
   * a token refresh there is adopted here (refresh tokens rotate, so the old one is dead).
   */
  syncFromStorage(): void {
    const stored = readStoredSession();
    const current = useSession.getState();
    if (!stored.isLoggedIn) {
      if (current.isLoggedIn) useSession.setState({ ...signedOut, notice: SIGNED_OUT_ELSEWHERE_NOTICE });
      return;
    }
    useSession.setState({ ...stored, notice: null });
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
