import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '../common/schemas';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { userWrites } from './cache';
import { apiPath } from '../path';

/** DELETE /users/delete-user/{id}. */
export async function deleteUser(userId: number): Promise<MessageResponse> {
  return http.delete(apiPath`/users/delete-user/${userId}`, messageResponseSchema);
}

/** Not optimistic: the row leaves the table once the server has deleted the user (./cache.ts). */
export function useDeleteUserMutation() {
  return useMutation({ mutationFn: deleteUser, ...writeEffects(userWrites.delete) });
}
