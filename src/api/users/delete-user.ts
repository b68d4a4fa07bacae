import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '../common/schemas';
import { http } from '../http';
import { invalidateUsersWhenLast, removeUserFromCache, userWriteKey } from './cache';

/** DELETE /users/delete-user/{id}. */
export async function deleteUser(userId: number): Promise<MessageResponse> {
  return http.delete(`/users/delete-user/${userId}`, messageResponseSchema);
}

/** Not optimistic: the row leaves the table once the server has deleted the user. */
export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userWriteKey,
    mutationFn: deleteUser,
    onSuccess: (_result, userId) => removeUserFromCache(queryClient, userId),
    onSettled: () => invalidateUsersWhenLast(queryClient),
  });
}
