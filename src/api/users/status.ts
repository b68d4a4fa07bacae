import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { userWrites, type UserStatusVars } from './cache';
import { userResponseSchema, type User } from './schemas';

export type UpdateUserStatusVars = UserStatusVars;

/** PATCH /users/management/status, body {userId, status}. */
export async function updateUserStatus(vars: UserStatusVars): Promise<User> {
  const { user } = await http.patch('/users/management/status', userResponseSchema, { json: vars });
  return user;
}

/**
 * Optimistic: the row shows the new status at once; if the call fails only the status is put
 * back, so a change to another field of the same user made meanwhile stays (./cache.ts).
 */
export function useUpdateUserStatusMutation() {
  return useMutation({ mutationFn: updateUserStatus, ...writeEffects(userWrites.status) });
}
