import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { userWrites, type UserRoleVars } from './cache';
import { userResponseSchema, type User } from './schemas';

export type UpdateUserRoleVars = UserRoleVars;

/** PATCH /users/management/role, body {userId, role}. */
export async function updateUserRole(vars: UserRoleVars): Promise<User> {
  const { user } = await http.patch('/users/management/role', userResponseSchema, { json: vars });
  return user;
}

/**
 * Optimistic: the row shows the new role at once; if the call fails only the role is put
 * back, so a change to another field of the same user made meanwhile stays (./cache.ts).
 */
export function useUpdateUserRoleMutation() {
  return useMutation({ mutationFn: updateUserRole, ...writeEffects(userWrites.role) });
}
