import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './keys';
import type { User, UserListResponse } from './schemas';

/**
 * Cache helpers shared by the user mutations: every cached list page and the detail are
 * written together, so a change shows wherever the user is on screen.
 */
export type UserCacheSnapshot = {
  lists: Array<[readonly unknown[], UserListResponse | undefined]>;
  detail: User | undefined;
  id: number;
};

/** The key every user write shares: concurrent writes invalidate only when the last settles. */
export const userWriteKey = [...userKeys.all, 'write'] as const;

export async function snapshotUser(queryClient: QueryClient, id: number): Promise<UserCacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: userKeys.lists() });
  await queryClient.cancelQueries({ queryKey: userKeys.detail(id) });
  return {
    lists: queryClient.getQueriesData<UserListResponse>({ queryKey: userKeys.lists() }),
    detail: queryClient.getQueryData<User>(userKeys.detail(id)),
    id,
  };
}

export function patchUserInCache(queryClient: QueryClient, id: number, patch: Partial<User>): void {
  queryClient.setQueriesData<UserListResponse>({ queryKey: userKeys.lists() }, (old) =>
    old ? { ...old, users: old.users.map((u) => (u.id === id ? { ...u, ...patch } : u)) } : old,
  );
  queryClient.setQueryData<User>(userKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));
}

export function removeUserFromCache(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<UserListResponse>({ queryKey: userKeys.lists() }, (old) => {
    if (!old || !old.users.some((u) => u.id === id)) return old;
    return { ...old, users: old.users.filter((u) => u.id !== id), totalCount: Math.max(0, old.totalCount - 1) };
  });
  queryClient.removeQueries({ queryKey: userKeys.detail(id) });
}

/**
 * Puts back what snapshotUser saw. Only the one user's row is restored in each list, so a
 * rollback never undoes another user's change made at the same time.
 */
export function restoreUser(queryClient: QueryClient, snapshot: UserCacheSnapshot): void {
  for (const [key, data] of snapshot.lists) {
    const before = data?.users.find((u) => u.id === snapshot.id);
    if (!before) continue;
    queryClient.setQueryData<UserListResponse>(key, (old) =>
      old ? { ...old, users: old.users.map((u) => (u.id === snapshot.id ? before : u)) } : old,
    );
  }
  if (snapshot.detail) queryClient.setQueryData(userKeys.detail(snapshot.id), snapshot.detail);
}

/** Refetches lists and statistics once the last of overlapping user writes has settled. */
export function invalidateUsersWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: userWriteKey }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}
