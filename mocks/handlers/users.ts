/**
 * User management calls (docs/api.md "Users"). Literal paths come before `/users/:id`.
 *
 * Decisions where SPEC.md is silent (docs/decisions/users-and-locations.md):
 * - An administrator cannot change their own status or role, nor delete themselves: 409.
 *   (It would lock the only signed-in admin out of the panel.)
 * - Revoking premium from a user without active premium answers 409; revoking sets
 *   premiumExpiresAt to now, so premium is no longer active (its start date is kept).
 */
import * as z from 'zod/mini';
import {
  statsPeriodSchema,
  userListQuerySchema,
  userRoleBodySchema,
  userStatusBodySchema,
} from '../../src/api/users/schemas';
import { queryUsers, userStats } from '../db/queries';
import { db } from '../db/store';
import { updateUser } from '../db/user-index';
import { toUser } from '../db/wire';
import { adminRoute, error, json, notFound, paramId, readJson, readQuery } from './guard';

const statsQuerySchema = z.object({ period: z._default(statsPeriodSchema, 'all') });
const plainListQuerySchema = z.pick(userListQuerySchema, {
  name: true,
  email: true,
  phoneNumber: true,
  page: true,
  pageSize: true,
});

export const userHandlers = [
  adminRoute('get', '/users/stats/overview', ({ request }) => {
    const query = readQuery(request, statsQuerySchema);
    if (query instanceof Response) return query;
    return json({ stats: userStats(db, query.period) });
  }),

  adminRoute('get', '/users/enhanced/list', ({ request }) => {
    const query = readQuery(request, userListQuerySchema);
    if (query instanceof Response) return query;
    return json(queryUsers(db, query));
  }),

  adminRoute('get', '/users', ({ request }) => {
    const query = readQuery(request, plainListQuerySchema);
    if (query instanceof Response) return query;
    return json(queryUsers(db, query));
  }),

  adminRoute('patch', '/users/management/status', async ({ request, user: admin }) => {
    const body = await readJson(request, userStatusBodySchema);
    if (body instanceof Response) return body;
    if (!db.users.has(body.userId)) return notFound('User');
    if (body.userId === admin.id) return error(409, 'You cannot change your own status');
    const user = updateUser(db, body.userId, { status: body.status });
    return user ? json({ user: toUser(user) }) : notFound('User');
  }),

  adminRoute('patch', '/users/management/role', async ({ request, user: admin }) => {
    const body = await readJson(request, userRoleBodySchema);
    if (body instanceof Response) return body;
    if (!db.users.has(body.userId)) return notFound('User');
    if (body.userId === admin.id) return error(409, 'You cannot change your own role');
    const user = updateUser(db, body.userId, { role: body.role });
    return user ? json({ user: toUser(user) }) : notFound('User');
  }),

  adminRoute('delete', '/users/delete-user/:id', ({ params, user: admin }) => {
    const id = paramId(params);
    if (id === null || !db.users.has(id)) return notFound('User');
    if (id === admin.id) return error(409, 'You cannot delete your own account');
    db.users.delete(id);
    return json({ message: 'User deleted successfully' });
  }),

  adminRoute('patch', '/users/:id/revoke-premium', ({ params }) => {
    const id = paramId(params);
    const existing = id === null ? undefined : db.users.get(id);
    if (id === null || !existing) return notFound('User');
    const now = Date.now();
    if (!existing.premiumExpiresAt || Date.parse(existing.premiumExpiresAt) <= now) {
      return error(409, 'This user has no active premium access');
    }
    const user = updateUser(db, id, { premiumExpiresAt: new Date(now).toISOString() });
    return user ? json({ user: toUser(user) }) : notFound('User');
  }),

  adminRoute('get', '/users/:id', ({ params }) => {
    const id = paramId(params);
    const user = id === null ? undefined : db.users.get(id);
    return user ? json({ user: toUser(user) }) : notFound('User');
  }),
];
