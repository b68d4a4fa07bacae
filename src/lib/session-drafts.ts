import { useEffect, useRef, useState } from 'react';
import { formDrafts } from '@/stores/form-drafts';
import { useSession } from '@/stores/session';

/**
 * A form survives the end of a session the administrator did not choose (src/stores/
 * form-drafts.ts). The gate unmounts every screen when the session ends; a form that uses
 * `useKeepOnSessionEnd` leaves what it holds behind as it unmounts, and `useSessionDraft`
 * gives it back when the same form opens again (after signing in, the address is the same).
 */

/** The draft kept for `key`, read once as the form mounts (then used up), or null. */
export function useSessionDraft<T>(key: string): T | null {
  const userId = useSession((s) => s.currentUser?.id ?? null);
  const [restored] = useState(() => formDrafts.peek<T>(key, userId));
  useEffect(() => formDrafts.drop(key), [key]);
  return restored;
}

/**
 * Keeps what `snapshot` answers (null: nothing worth keeping) if the form unmounts because the
 * session expired or was ended in another tab. Log Out and leaving the screen keep nothing.
 */
export function useKeepOnSessionEnd<T>(key: string, snapshot: () => T | null): void {
  const userId = useSession((s) => s.currentUser?.id ?? null);
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });
  useEffect(() => {
    const take = latest;
    return () => {
      const { isLoggedIn, endedBy } = useSession.getState();
      if (isLoggedIn || userId === null || (endedBy !== 'expired' && endedBy !== 'elsewhere')) return;
      const value = take.current();
      if (value !== null) formDrafts.keep(key, userId, value);
    };
  }, [key, userId]);
}
