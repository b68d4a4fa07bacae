/**
 * What open forms held when a session ended without the administrator choosing it (a real
 * expiry, or a sign-out in another tab), so that signing in again brings it back on the same
 * screen. Kept in this tab's memory only: never in storage and never beside the tokens; it
 * can hold files (photos, a .kml), which storage could not. A reload forgets it, Log Out
 * forgets it, and only the administrator who typed it gets it back.
 */
interface Draft {
  userId: number;
  value: unknown;
}

const drafts = new Map<string, Draft>();

export const formDrafts = {
  keep(key: string, userId: number, value: unknown): void {
    drafts.set(key, { userId, value });
  },

  /** The draft kept under `key` for this user, or null. */
  peek<T>(key: string, userId: number | null): T | null {
    const draft = drafts.get(key);
    return draft && draft.userId === userId ? (draft.value as T) : null;
  },

  /** The form took its draft back: it is used up. */
  drop(key: string): void {
    drafts.delete(key);
  },

  /** Forgets every draft not of `userId` (all of them without one). */
  clear(userId: number | null = null): void {
    for (const [key, draft] of drafts) if (draft.userId !== userId) drafts.delete(key);
  },

  get size(): number {
    return drafts.size;
  },
};
