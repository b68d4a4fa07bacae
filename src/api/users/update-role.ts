import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { invalidateUsersWhenIdle, patchUserInCache, restoreUser, snapshotUser, userWriteKey } from './cache';
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

/** Optimistic: the row shows the new role at once and is put back if the call fails. */
export function useUpdateUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userWriteKey,
    mutationFn: updateUserRole,
    onMutate: async ({ userId, role }) => {
      const snapshot = await snapshotUser(queryClient, userId);
      patchUserInCache(queryClient, userId, { role });
      return snapshot;
    },
    onError: (_error, _vars, snapshot) => {
      if (snapshot) restoreUser(queryClient, snapshot);
    },
    onSuccess: (user) => patchUserInCache(queryClient, user.id, user),
    onSettled: () => invalidateUsersWhenIdle(queryClient),
  });
}
