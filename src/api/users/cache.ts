import type { QueryClient } from '@tanstack/react-query';
import {
  patchEntity,
  patchEntityOptimistically,
  patchRow,
  patchRowOptimistically,
  pagedList,
  removeRow,
} from '../common/cache';
import { defineWrite } from '../common/effects';
import { reviewKeys } from '../reviews/keys';
import { userKeys } from './keys';
import type { Role, User, UserListResponse, UserStatus } from './schemas';

/**
 * Every cached view each user write changes (docs/cache-effects.md): the list pages, the
 * details dialog, the statistics card, and the review rows that name the user.
 */
export const userListRows = pagedList<UserListResponse, User>(userKeys.lists(), 'users', 'totalCount');

type UserPatch = Partial<Omit<User, 'id'>>;

/** The optimistic half of a field change: every cached copy of the user, each with its undo. */
function optimisticField<V extends { userId: number }>(patch: (vars: V) => UserPatch) {
  return {
    'User list': (client: QueryClient, vars: V) => patchRowOptimistically(client, userListRows, vars.userId, patch(vars)),
    'User details': (client: QueryClient, vars: V) =>
      patchEntityOptimistically<User>(client, userKeys.detail(vars.userId), patch(vars)),
  };
}

export interface UserStatusVars {
  userId: number;
  status: UserStatus;
}
export interface UserRoleVars {
  userId: number;
  role: Role;
}

export const userWrites = {
  /**
   * Status — optimistic. No write from the answer: the row already shows this value, and copying
   * the server's user could undo a later write still pending; the refetch after the last user
   * write settles brings the server's record.
   */
  status: defineWrite<UserStatusVars, User>({
    key: userKeys.write('status'),
    optimistic: optimisticField((vars: UserStatusVars) => ({ status: vars.status })),
    refetched: {
      'User list': () => userKeys.lists(),
      'User details': ({ userId }) => userKeys.detail(userId),
      // Active users are counted.
      'User statistics': () => userKeys.allStats(),
    },
  }),

  /** Role — optimistic, as status. The statistics do not count roles. */
  role: defineWrite<UserRoleVars, User>({
    key: userKeys.write('role'),
    optimistic: optimisticField((vars: UserRoleVars) => ({ role: vars.role })),
    refetched: {
      'User list': () => userKeys.lists(),
      'User details': ({ userId }) => userKeys.detail(userId),
    },
  }),

  /**
   * Revoke premium — confirmed first, not optimistic: the server sets the new expiry. Only the
   * premium fields are written, so a status or role change still pending keeps its value.
   */
  revokePremium: defineWrite<number, User>({
    key: userKeys.write('revoke-premium'),
    answered: {
      'User list': (client, user) =>
        void patchRow(client, userListRows, user.id, premiumFields(user)),
      'User details': (client, user) => void patchEntity<User>(client, userKeys.detail(user.id), premiumFields(user)),
    },
    refetched: {
      'User list': () => userKeys.lists(),
      'User details': (userId) => userKeys.detail(userId),
      'User statistics': () => userKeys.allStats(),
    },
  }),

  /** Delete — confirmed first, not optimistic. The user's reviews now name a deleted user. */
  delete: defineWrite<number, unknown>({
    key: userKeys.write('delete'),
    answered: { 'User list': (client, _result, userId) => void removeRow(client, userListRows, userId) },
    removed: { 'User details': (userId) => userKeys.detail(userId) },
    refetched: {
      'User list': () => userKeys.lists(),
      'User statistics': () => userKeys.allStats(),
      'Pending reviews': () => reviewKeys.pending(),
      'Trail reviews': () => reviewKeys.ofTrails(),
    },
  }),
};

function premiumFields(user: User): UserPatch {
  return { premiumActivatedAt: user.premiumActivatedAt, premiumExpiresAt: user.premiumExpiresAt };
}
