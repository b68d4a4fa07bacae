import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { invalidateUsersWhenLast, patchUserOptimistically, userWriteKey } from './cache';
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

/**
 * Optimistic: the row shows the new status at once; if the call fails only the status is put
 * back, so a change to another field of the same user made meanwhile stays.
 */
export function useUpdateUserStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userWriteKey,
    mutationFn: updateUserStatus,
    onMutate: ({ userId, status }) => patchUserOptimistically(queryClient, userId, { status }),
    onError: (_error, _vars, rollback) => rollback?.(),
    // No write on success: the row already shows this value, and copying the server's whole
    // user (or even this field) could undo a later write still pending. The refetch after the
    // last write settles brings the server's record.
    onSettled: () => invalidateUsersWhenLast(queryClient),
  });
}
