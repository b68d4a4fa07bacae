import { useMemo } from 'react';
import { useDeleteUserMutation } from '@/api/users/delete';
import { useRevokePremiumMutation } from '@/api/users/revoke-premium';
import type { Role, User, UserStatus } from '@/api/users/schemas';
import { useUpdateUserRoleMutation } from '@/api/users/role';
import { useUpdateUserStatusMutation } from '@/api/users/status';
import { confirm, notifyError, notifySuccess } from '@/components/dialogs';
import { translator } from '@/i18n/translator';
import { ROLE_LABELS, STATUS_LABELS } from './user-facts';

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
        const { t, tx } = translator();
        notifySuccess(t('users.statusUpdated'), tx('users.statusUpdatedText', { name: user.name, status: t(STATUS_LABELS[next]) }));
      } catch {
        notifyError(translator().t('users.statusFailed'));
      }
    },
    changeRole: async (user, next) => {
      if (next === user.role) return;
      try {
        await role({ userId: user.id, role: next });
        const { t, tx } = translator();
        notifySuccess(t('users.roleUpdated'), tx('users.roleUpdatedText', { name: user.name, role: t(ROLE_LABELS[next]) }));
      } catch {
        notifyError(translator().t('users.roleFailed'));
      }
    },
    revokePremium: async (user) => {
      const { t, tx } = translator();
      const ok = await confirm({
        title: tx('users.revokeTitle', { name: user.name }),
        message: t('users.revokeConfirm'),
        confirmLabel: t('users.revokePremium'),
      });
      if (!ok) return;
      try {
        await revoke(user.id);
        notifySuccess(translator().t('users.revoked'), translator().tx('users.revokedText', { name: user.name }));
      } catch {
        notifyError(translator().t('users.revokeFailed'));
      }
    },
    deleteUser: async (user) => {
      const { t, tx } = translator();
      const ok = await confirm({
        title: tx('users.deleteTitle', { name: user.name }),
        message: t('users.deleteConfirm'),
        confirmLabel: t('users.deleteUser'),
      });
      if (!ok) return;
      try {
        await remove(user.id);
        notifySuccess(translator().t('users.deleted'), translator().tx('users.deletedText', { name: user.name }));
      } catch {
        notifyError(translator().t('users.deleteFailed'));
      }
    },
  }), [status, role, revoke, remove]);
}
