import { useMemo } from 'react';
import { useDeleteUserMutation } from '@/api/users/delete-user';
import { useRevokePremiumMutation } from '@/api/users/revoke-premium';
import type { Role, User, UserStatus } from '@/api/users/schemas';
import { useUpdateUserRoleMutation } from '@/api/users/update-role';
import { useUpdateUserStatusMutation } from '@/api/users/update-status';
import { confirm, notifyError, notifySuccess } from '@/components/dialogs';
import { ROLE_LABELS, STATUS_LABELS } from './user-facts';

/** SPEC.md §8 (Users) and §5 (confirmations), word for word. */
export const USER_MESSAGES = {
  statusFailed: 'Failed to update user status.',
  roleFailed: 'Failed to update user role.',
  revokeFailed: 'Failed to revoke premium.',
  deleteFailed: 'Failed to delete user.',
  revokeConfirm: 'This will immediately remove premium access.',
  deleteConfirm: 'This action cannot be undone!',
} as const;

export interface UserActions {
  changeStatus: (user: User, status: UserStatus) => Promise<void>;
  changeRole: (user: User, role: Role) => Promise<void>;
  revokePremium: (user: User) => Promise<void>;
  deleteUser: (user: User) => Promise<void>;
}

/**
 * The row actions of the user table. mutateAsync (not mutate) so that each of several
 * overlapping changes gets its own success or failure message.
 */
export function useUserActions(): UserActions {
  // mutateAsync is stable for the life of each hook, so the actions (and the table's
  // columns built from them) are made once.
  const status = useUpdateUserStatusMutation().mutateAsync;
  const role = useUpdateUserRoleMutation().mutateAsync;
  const revoke = useRevokePremiumMutation().mutateAsync;
  const remove = useDeleteUserMutation().mutateAsync;

  return useMemo<UserActions>(() => ({
    changeStatus: async (user, next) => {
      if (next === user.status) return;
      try {
        await status({ userId: user.id, status: next });
        notifySuccess('Status updated', `${user.name} is now ${STATUS_LABELS[next]}.`);
      } catch {
        notifyError(USER_MESSAGES.statusFailed);
      }
    },
    changeRole: async (user, next) => {
      if (next === user.role) return;
      try {
        await role({ userId: user.id, role: next });
        notifySuccess('Role updated', `${user.name} is now ${ROLE_LABELS[next]}.`);
      } catch {
        notifyError(USER_MESSAGES.roleFailed);
      }
    },
    revokePremium: async (user) => {
      const ok = await confirm({
        title: `Revoke premium from ${user.name}?`,
        message: USER_MESSAGES.revokeConfirm,
        confirmLabel: 'Revoke premium',
      });
      if (!ok) return;
      try {
        await revoke(user.id);
        notifySuccess('Premium revoked', `${user.name} no longer has premium access.`);
      } catch {
        notifyError(USER_MESSAGES.revokeFailed);
      }
    },
    deleteUser: async (user) => {
      const ok = await confirm({
        title: `Delete ${user.name}?`,
        message: USER_MESSAGES.deleteConfirm,
        confirmLabel: 'Delete user',
      });
      if (!ok) return;
      try {
        await remove(user.id);
        notifySuccess('User deleted', `${user.name} was deleted.`);
      } catch {
        notifyError(USER_MESSAGES.deleteFailed);
      }
    },
  }), [status, role, revoke, remove]);
}
