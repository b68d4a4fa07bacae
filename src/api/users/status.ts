import type { QueryClient } from '@tanstack/react-query';
import type { HeldWrite } from '@/api/common/held-writes';
import { holdableWrite, type WriteRequest } from '../common/holdable-write';
import { userWrites, type UserStatusVars } from './cache';
import { userResponseSchema } from './schemas';

/** PATCH /users/management/status, body {userId, status}. */
export function userStatusRequest(vars: UserStatusVars): WriteRequest {
  return { method: 'PATCH', path: '/users/management/status', json: { userId: vars.userId, status: vars.status } };
}

/**
 * The status change held for Undo (src/api/common/held-writes.ts), as a trail's: the row and
 * the details change now, the request goes when the hold ends.
 */
export function holdUserStatus(client: QueryClient, vars: UserStatusVars): Promise<HeldWrite> {
  return holdableWrite(client, userWrites.status, vars, userStatusRequest(vars), {
    schema: userResponseSchema,
    read: (body) => body.user,
  });
}
