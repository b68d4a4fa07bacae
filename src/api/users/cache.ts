import type { QueryClient } from '@tanstack/react-query';
import { invalidateWhenLast } from '../common/settle';
import { userKeys } from './keys';
import type { User, UserListResponse } from './schemas';

/**
 * Cache helpers shared by the user mutations: every cached list page and the detail are
 * written together, so a change shows wherever the user is on screen.
 */

/** The key every user write shares: concurrent writes invalidate only when the last settles. */
export const userWriteKey = [...userKeys.all, 'write'] as const;

/** Puts back what one optimistic write changed, and nothing else. */
export type UserRollback = () => void;

type UserPatch = Partial<Omit<User, 'id'>>;

/** The fields of `user` that `patch` writes, as they are before the write. */
function fieldsBefore(user: User, patch: UserPatch): UserPatch {
  const before: Record<string, unknown> = {};
  for (const field of Object.keys(patch) as Array<keyof UserPatch>) before[field] = user[field];
  return before as UserPatch;
}

/** True while every patched field still holds the value this write put there. */
function stillOurs(user: User, patch: UserPatch): boolean {
  return (Object.keys(patch) as Array<keyof UserPatch>).every((field) => Object.is(user[field], patch[field]));
}

export function patchUserInCache(queryClient: QueryClient, id: number, patch: UserPatch): void {
  queryClient.setQueriesData<UserListResponse>({ queryKey: userKeys.lists() }, (old) =>
    old ? { ...old, users: old.users.map((u) => (u.id === id ? { ...u, ...patch } : u)) } : old,
  );
  queryClient.setQueryData<User>(userKeys.detail(id), (old) => (old ? { ...old, ...patch } : old));
}

/**
 * The optimistic half of a user write: cancels the user queries, writes `patch` into every
 * cached copy of the user and returns the rollback. The rollback restores only the fields
 * this write patched (as moderate.ts does per review), so a failed status change never
 * undoes a role change made to the same user meanwhile; and it leaves a field alone when a
 * later write has already changed it again (the final refetch settles that field).
 */
export async function patchUserOptimistically(
  queryClient: QueryClient,
  id: number,
  patch: UserPatch,
): Promise<UserRollback> {
  await queryClient.cancelQueries({ queryKey: userKeys.lists() });
  await queryClient.cancelQueries({ queryKey: userKeys.detail(id) });

  const undo: UserRollback[] = [];
  const restore = (user: User, before: UserPatch): User => (stillOurs(user, patch) ? { ...user, ...before } : user);
  for (const [key, list] of queryClient.getQueriesData<UserListResponse>({ queryKey: userKeys.lists() })) {
    const user = list?.users.find((u) => u.id === id);
    if (!user) continue;
    const before = fieldsBefore(user, patch);
    undo.push(() =>
      queryClient.setQueryData<UserListResponse>(key, (old) =>
        old ? { ...old, users: old.users.map((u) => (u.id === id ? restore(u, before) : u)) } : old,
      ),
    );
  }
  const detail = queryClient.getQueryData<User>(userKeys.detail(id));
  if (detail) {
    const before = fieldsBefore(detail, patch);
    undo.push(() => queryClient.setQueryData<User>(userKeys.detail(id), (old) => (old ? restore(old, before) : old)));
  }

  patchUserInCache(queryClient, id, patch);
  return () => undo.forEach((step) => step());
}

export function removeUserFromCache(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<UserListResponse>({ queryKey: userKeys.lists() }, (old) => {
    if (!old || !old.users.some((u) => u.id === id)) return old;
    return { ...old, users: old.users.filter((u) => u.id !== id), totalCount: Math.max(0, old.totalCount - 1) };
  });
  queryClient.removeQueries({ queryKey: userKeys.detail(id) });
}

/** Refetches lists, details and statistics once the last of overlapping user writes has settled. */
export function invalidateUsersWhenLast(queryClient: QueryClient): Promise<unknown> | undefined {
  return invalidateWhenLast(queryClient, userWriteKey, () => queryClient.invalidateQueries({ queryKey: userKeys.all }));
}
