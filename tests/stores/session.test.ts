import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_KEY,
  listenToOtherTabs,
  readStoredSession,
  session,
  SIGNED_OUT_ELSEWHERE_NOTICE,
  USER_KEY,
  useSession,
} from '@/stores/session';
import { expectSignedOut } from '../support';

const admin = { id: 1, name: 'Demo Admin', email: 'admin@cairn.test', role: 'admin' as const };
const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

describe('session store', () => {
  afterEach(() => vi.useRealTimers());

  it('stores the user and, separately, the flag with both tokens', () => {
    session.signIn(admin, tokens);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).v).toEqual(admin);
    expect(JSON.parse(localStorage.getItem(AUTH_KEY)!).v).toEqual({ isLoggedIn: true, ...tokens });
    expect(readStoredSession()).toMatchObject({ isLoggedIn: true, currentUser: admin, ...tokens });
  });

  it('restores a stored session', () => {
    session.signIn(admin, tokens);
    useSession.setState({ isLoggedIn: false, currentUser: null, accessToken: null, refreshToken: null });
    session.reset();
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, currentUser: admin });
  });

  it('forgets the session 24 hours after it was stored', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    session.signIn(admin, tokens);
    vi.setSystemTime(new Date('2026-11-22T08:00:01Z'));
    session.reset();
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it.each([
    ['garbage in the auth entry', AUTH_KEY, '}{'],
    ['a hand-edited user', USER_KEY, JSON.stringify({ v: { id: 'me' }, exp: Date.now() + 60_000 })],
    ['a flag without tokens', AUTH_KEY, JSON.stringify({ v: { isLoggedIn: true }, exp: Date.now() + 60_000 })],
  ])('reads %s as signed out, and clears both entries', (_, key, raw) => {
    session.signIn(admin, tokens);
    localStorage.setItem(key, raw);
    session.reset();
    expect(useSession.getState()).toMatchObject({ isLoggedIn: false, currentUser: null, accessToken: null });
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('signing out clears the flag, both tokens and the user', () => {
    session.signIn(admin, tokens);
    session.signOut();
    expectSignedOut();
  });

  describe('another tab', () => {
    function otherTabWrites(key: string | null) {
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key }));
      });
    }

    it('signing out there signs out here, with a notice', () => {
      const stop = listenToOtherTabs();
      session.signIn(admin, tokens);
      localStorage.removeItem(AUTH_KEY); // what the other tab's sign-out leaves behind
      otherTabWrites(AUTH_KEY);
      expect(useSession.getState()).toMatchObject({ isLoggedIn: false, notice: SIGNED_OUT_ELSEWHERE_NOTICE });
      stop();
    });

    it('a token refresh there is adopted here (refresh tokens rotate)', () => {
      const stop = listenToOtherTabs();
      session.signIn(admin, tokens);
      localStorage.setItem(
        AUTH_KEY,
        JSON.stringify({ v: { isLoggedIn: true, accessToken: 'a2', refreshToken: 'r2' }, exp: Date.now() + 60_000 }),
      );
      otherTabWrites(AUTH_KEY);
      expect(useSession.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'a2', refreshToken: 'r2' });
      stop();
    });

    it('clearing all storage there signs out here', () => {
      const stop = listenToOtherTabs();
      session.signIn(admin, tokens);
      localStorage.clear();
      otherTabWrites(null);
      expect(useSession.getState().isLoggedIn).toBe(false);
      stop();
    });
  });
});
