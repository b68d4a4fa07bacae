import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback } from 'react';
import { unreadableRows } from '@/api/common/unreadable-rows';
import { userKeys } from '@/api/users/keys';
import { userListQueryOptions, type UserListParams } from '@/api/users/list';
import type { User, UserStatus } from '@/api/users/schemas';
import { holdUserStatus } from '@/api/users/status';
import { BulkToolbar } from '@/ui/bulk-toolbar';
import { LazyMenu } from '@/ui/lazy-menu';
import { runHeldBulkChange } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useRowSelection, type RemovedBy, type RowSelection } from '@/lib/use-row-selection';
import { STATUS_LABELS, statusOptions } from '@/lib/user-facts';

const userId = (user: User) => String(user.id);
const userName = (user: User) => user.name;
/** A user deleted anywhere (its row menu, a bulk delete) leaves the selection. */
const USER_REMOVED: RemovedBy = { mutationKey: userKeys.write('delete'), rowId: String };

/** The user list's selection: kept across pages, cleared by new filters or page size. */
export function useUserSelection(params: UserListParams, rows: readonly User[]): RowSelection<User> {
  const queryClient = useQueryClient();
  const scope = JSON.stringify({ ...params, page: undefined });
  const fetchPage = useCallback(
    async (page: number) => {
      const options = userListQueryOptions({ ...params, page });
      const data = await queryClient.fetchQuery(options);
      // Its rows that could not be read are counted in `totalCount` but not among `users`.
      return { rows: data.users, total: data.totalCount, pages: data.totalPages, unreadable: unreadableRows.get(options.queryKey).length };
    },
    // The params object is new each render; its content is the scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, scope],
  );
  return useRowSelection({ scope, rows, getRowId: userId, rowName: userName, fetchPage, removedBy: USER_REMOVED });
}

/**
 * Set status of the selected users: held for Undo behind one notice, as the trails' bulk status
 * (and as a single user's status); each user's write is the single-user write, sent four at a time
 * when the hold ends.
 */
export function UserBulkActions({ selection, matching }: { selection: RowSelection<User>; matching: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();

  const setStatus = (status: UserStatus) =>
    runHeldBulkChange({
      selection,
      unchanged: (user) => user.status === status,
      hold: (user) => holdUserStatus(queryClient, { userId: user.id, status }),
      name: userName,
      failureText: () => translator().t('users.statusFailed'),
      title: (n) => {
        const { t } = translator();
        return t('users.bulkStatusDone', { n, status: t(STATUS_LABELS[status]) });
      },
    });

  return (
    <BulkToolbar selection={selection} matching={matching} progress={null}>
      <LazyMenu
        options={{ position: 'bottom-end' }}
        target={
          <Button
            size="compact-sm"
            variant="light"
            disabled={selection.count === 0}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {t('users.bulkStatus')}
          </Button>
        }
      >
        {(Menu) =>
          statusOptions(t).map((option) => (
            <Menu.Item key={option.value} onClick={() => void setStatus(option.value)}>
              {option.label}
            </Menu.Item>
          ))
        }
      </LazyMenu>
    </BulkToolbar>
  );
}
