import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDeleteUserMutation } from '@/api/users/delete';
import { useUpdateUserRoleMutation } from '@/api/users/role';
import { useRevokePremiumMutation } from '@/api/users/revoke-premium';
import type { Role, User, UserStatus } from '@/api/users/schemas';
import { holdUserStatus } from '@/api/users/status';
import { failureText, notifyError, notifySuccess } from '@/ui/dialogs';
import { runHeldRowAction, runRowAction } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';
import { ROLE_LABELS, STATUS_LABELS } from '@/lib/user-facts';

export interface UserRowActions {
  changeStatus: (user: User, status: UserStatus) => Promise<void>;
  changeRole: (user: User, role: Role) => Promise<void>;
  revokePremium: (user: User) => Promise<void>;
  deleteUser: (user: User) => Promise<void>;
}

/**
 * The row actions of the user table (SPEC.md §4, §8). A status change (Deleted too) is held for
 * Undo like a trail's (runHeldRowAction); making a user an administrator asks first, naming the
 * user; the others go through runRowAction.
 */
export function useUserRowActions(): UserRowActions {
  // The client and mutateAsync are stable for the life of the hooks, so the actions (and the
  // table's columns built from them) are made once.
  const queryClient = useQueryClient();
  const roleMutation = useUpdateUserRoleMutation();
  const revokeMutation = useRevokePremiumMutation();
  const deleteMutation = useDeleteUserMutation();
  const { mutateAsync: updateRole } = roleMutation;
  const { mutateAsync: revoke } = revokeMutation;
  const { mutateAsync: remove } = deleteMutation;

  return useMemo<UserRowActions>(() => ({
    changeStatus: async (user, next) => {
      if (next === user.status) return;
      await runHeldRowAction({
        hold: () => holdUserStatus(queryClient, { userId: user.id, status: next }),
        done: () => {
          const { t, tx } = translator();
          return { title: t('users.statusUpdated'), message: tx('users.statusUpdatedText', { name: user.name, status: t(STATUS_LABELS[next]) }) };
        },
        failed: (error) => notifyError(failureText(error, translator().t('users.statusFailed'))),
      });
    },
    changeRole: async (user, next) => {
      if (next === user.role) return;
      await runRowAction({
        // Administrators can do everything this panel does: giving that is asked first.
        confirm:
          next === 'admin'
            ? () => {
                const { t, tx } = translator();
                return {
                  title: tx('users.makeAdminTitle', { name: user.name }),
                  message: t('users.makeAdminConfirm'),
                  confirmLabel: t('users.makeAdmin'),
                  // A grant, not a loss: the usual button colour.
                  danger: false,
                };
              }
            : undefined,
        run: () => updateRole({ userId: user.id, role: next }),
        done: () => {
          const { t, tx } = translator();
          notifySuccess(t('users.roleUpdated'), tx('users.roleUpdatedText', { name: user.name, role: t(ROLE_LABELS[next]) }));
        },
        failed: (error) => notifyError(failureText(error, translator().t('users.roleFailed'))),
      });
    },
    revokePremium: async (user) => {
      await runRowAction({
        confirm: () => {
          const { t, tx } = translator();
          return { title: tx('users.revokeTitle', { name: user.name }), message: t('users.revokeConfirm'), confirmLabel: t('users.revokePremium') };
        },
        run: () => revoke(user.id),
        done: () => notifySuccess(translator().t('users.revoked'), translator().tx('users.revokedText', { name: user.name })),
        failed: (error) => notifyError(failureText(error, translator().t('users.revokeFailed'))),
      });
    },
    deleteUser: async (user) => {
      await runRowAction({
        confirm: () => {
          const { t, tx } = translator();
          return { title: tx('users.deleteTitle', { name: user.name }), message: t('users.deleteConfirm'), confirmLabel: t('users.deleteUser') };
        },
        run: () => remove(user.id),
        done: () => notifySuccess(translator().t('users.deleted'), translator().tx('users.deletedText', { name: user.name })),
        failed: (error) => notifyError(failureText(error, translator().t('users.deleteFailed'))),
      });
    },
  }), [queryClient, updateRole, revoke, remove]);
}
