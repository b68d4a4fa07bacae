import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { invalidateUsersWhenLast, patchUserOptimistically, userWriteKey } from './cache';
import { userResponseSchema, type Role, type User } from './schemas';

export interface UpdateUserRoleVars {
  userId: number;
  role: Role;
}

/** PATCH /users/management/role, body {userId, role}. */
export async function updateUserRole(vars: UpdateUserRoleVars): Promise<User> {
  const { user } = await http.patch('/users/management/role', userResponseSchema, { json: vars });
  return user;
}

/**
 * Optimistic: the row shows the new role at once; if the call fails only the role is put
 * back, so a change to another field of the same user made meanwhile stays.
 */
export function useUpdateUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userWriteKey,
    mutationFn: updateUserRole,
    onMutate: ({ userId, role }) => patchUserOptimistically(queryClient, userId, { role }),
    onError: (_error, _vars, rollback) => rollback?.(),
    // No write on success: the row already shows this value, and copying the server's whole
    // user (or even this field) could undo a later write still pending. The refetch after the
    // last write settles brings the server's record.
    onSettled: () => invalidateUsersWhenLast(queryClient),
  });
}
