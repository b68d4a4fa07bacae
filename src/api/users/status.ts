import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { HeldWrite } from '@/api/common/held-writes';
import { writeEffects } from '../common/effects';
import { holdableWrite, type WriteRequest } from '../common/holdable-write';
import { http } from '../http';
import { userWrites, type UserStatusVars } from './cache';
import { userResponseSchema, type User } from './schemas';

export type UpdateUserStatusVars = UserStatusVars;

/** PATCH /users/management/status, body {userId, status}. */
export function userStatusRequest(vars: UserStatusVars): WriteRequest {
  return { method: 'PATCH', path: '/users/management/status', json: { userId: vars.userId, status: vars.status } };
}

export async function updateUserStatus(vars: UserStatusVars): Promise<User> {
  const { path, json } = userStatusRequest(vars);
  const { user } = await http.patch(path, userResponseSchema, { json });
  return user;
}

/**
 * Optimistic: the row shows the new status at once; if the call fails only the status is put
 * back, so a change to another field of the same user made meanwhile stays (./cache.ts).
 */
export function useUpdateUserStatusMutation() {
  return useMutation({ mutationFn: updateUserStatus, ...writeEffects(userWrites.status) });
}

/**
 * The status change held for Undo (src/api/common/held-writes.ts), as a trail's: the row and
 * the details change now, the request goes when the hold ends.
 */
export function holdUserStatus(client: QueryClient, vars: UserStatusVars): Promise<HeldWrite> {
  return holdableWrite(client, userWrites.status, vars, userStatusRequest(vars), {
    schema: userResponseSchema,
    read: (body) => body.user,
  });
}
