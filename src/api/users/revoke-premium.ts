import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { invalidateUsersWhenLast, patchUserInCache, userWriteKey } from './cache';
import { userResponseSchema, type User } from './schemas';

/** PATCH /users/{id}/revoke-premium → the user without active premium. */
export async function revokePremium(userId: number): Promise<User> {
  const { user } = await http.patch(`/users/${userId}/revoke-premium`, userResponseSchema);
  return user;
}

/** Not optimistic: the admin confirmed first, and the server sets the new expiry. */
export function useRevokePremiumMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userWriteKey,
    mutationFn: revokePremium,
    // Only the premium fields: a status or role change still pending keeps its optimistic value.
    onSuccess: (user) =>
      patchUserInCache(queryClient, user.id, {
        premiumActivatedAt: user.premiumActivatedAt,
        premiumExpiresAt: user.premiumExpiresAt,
      }),
    onSettled: () => invalidateUsersWhenLast(queryClient),
  });
}
