import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { userWrites } from './cache';
import { userResponseSchema, type User } from './schemas';
import { apiPath } from '../path';

/** PATCH /users/{id}/revoke-premium → the user without active premium. */
export async function revokePremium(userId: number): Promise<User> {
  const { user } = await http.patch(apiPath`/users/${userId}/revoke-premium`, userResponseSchema);
  return user;
}

/** Not optimistic: the admin confirmed first, and the server sets the new expiry (./cache.ts). */
export function useRevokePremiumMutation() {
  return useMutation({ mutationFn: revokePremium, ...writeEffects(userWrites.revokePremium) });
}
