import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { apiPath } from '../path';
import { userKeys } from './keys';
import { readable } from '../common/schemas';
import { userSchema, type User } from './schemas';

/** GET /users/{id}: a text that cannot be read is left empty (and named); writes' answers stay strict. */
export const userDetailsResponseSchema = z.object({
  user: readable('user', userSchema, {
    name: '',
    username: '',
    email: '',
    phoneNumber: null,
    photo: null,
    premiumActivatedAt: null,
    premiumExpiresAt: null,
    emergencyContactName: null,
    emergencyContactNumber: null,
    firstName: null,
    lastName: null,
  }),
});

/** GET /users/{id} → one user, for the details dialog. */
export async function fetchUser(id: number, signal?: AbortSignal, onUnreadable?: CallOptions['onUnreadable']): Promise<User> {
  const { user } = await http.get(apiPath`/users/${id}`, userDetailsResponseSchema, { signal, onUnreadable });
  return user;
}

export function userDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal, queryKey }) => fetchUser(id, signal, noteUnreadable(queryKey)),
    // The dialog shows the server's current record each time it opens, and opening it again
    // after a failure is a new attempt (no route loader fetches it: src/api/common/prefetch.ts).
    staleTime: 0,
    retryOnMount: true,
  });
}
