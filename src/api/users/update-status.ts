import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { invalidateUsersWhenIdle, patchUserInCache, restoreUser, snapshotUser, userWriteKey } from './cache';
import { userResponseSchema, type User, type UserStatus } from './schemas';

export interface UpdateUserStatusVars {
  userId: number;
  status: UserStatus;
}

/** PATCH /users/management/status, body {userId, status}. */
export async function updateUserStatus(vars: UpdateUserStatusVars): Promise<User> {
  const { user } = await http.patch('/users/management/status', userResponseSchema, { json: vars });
  return user;
}

/** Optimistic: the row shows the new status at once and is put back if the call fails. */
export function useUpdateUserStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userWriteKey,
    mutationFn: updateUserStatus,
    onMutate: async ({ userId, status }) => {
      const snapshot = await snapshotUser(queryClient, userId);
      patchUserInCache(queryClient, userId, { status });
      return snapshot;
    },
    onError: (_error, _vars, snapshot) => {
      if (snapshot) restoreUser(queryClient, snapshot);
    },
    onSuccess: (user) => patchUserInCache(queryClient, user.id, user),
    onSettled: () => invalidateUsersWhenIdle(queryClient),
  });
}
