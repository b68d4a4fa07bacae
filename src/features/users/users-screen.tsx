import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { usersQueryOptions } from '@/api/users/list';
import type { User } from '@/api/users/schemas';
import { DataTable } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { WindowPager } from '@/components/window-pager';
import { useT } from '@/i18n/use-t';
import { USER_PAGE_SIZES, type UserPageSize } from './page-sizes';
import { userColumns } from './user-columns';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFilters, type UserFilterValues } from './user-filters';
import { UserStatsCard } from '@/components/user-stats-card';
import { useUserActions } from './use-user-actions';
import { UserBulkActions, useUserSelection } from './user-bulk-actions';

const route = getRouteApi('/_app/users');
const NO_USERS: User[] = [];

/** User management (SPEC.md §2 Users): statistics, filters, the table, the pager, details. */
export function UsersScreen() {
  const tr = useT();
  const { t } = tr;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const list = useQuery(usersQueryOptions(search));
  const actions = useUserActions();

  const setFilters = (patch: UserFilterValues) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: 1 }) });
  const resetFilters = () => void navigate({ search: (prev) => ({ page: 1, pageSize: prev.pageSize }) });
  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  const setPageSize = (pageSize: UserPageSize) => void navigate({ search: (prev) => ({ ...prev, pageSize, page: 1 }) });

  const totalPages = list.data?.totalPages ?? 0;
  // A page past the end (a bookmark, or rows deleted) goes to the last page there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && totalPages > 0 && search.page > totalPages) {
      void navigate({ search: (prev) => ({ ...prev, page: totalPages }), replace: true });
    }
  }, [list.data, list.isPlaceholderData, totalPages, search.page, navigate]);

  const columns = useMemo(
    () =>
      userColumns(tr, {
        onStatusChange: (u, s) => void actions.changeStatus(u, s),
        onRoleChange: (u, r) => void actions.changeRole(u, r),
        onRevokePremium: (u) => void actions.revokePremium(u),
        onDelete: (u) => void actions.deleteUser(u),
        onShowDetails: (u: User) => setDetailsId(u.id),
      }),
    [tr, actions],
  );

  const users = list.data?.users ?? NO_USERS;
  // Issue 16: bulk status (./user-bulk-actions.tsx).
  const selection = useUserSelection(search, users);
  return (
    <Stack gap="md">
      <UserStatsCard />
      <UserFilters key={search.name ?? ''} values={search} onChange={setFilters} onReset={resetFilters} />
      {list.isError && (
        <LoadError message={t('users.error')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}
      <UserBulkActions selection={selection} matching={list.data?.totalCount ?? 0} />
      <DataTable
        selection={selection.table}
        label={t('users.tableLabel')}
        columns={columns}
        data={users}
        getRowId={(u) => String(u.id)}
        loading={list.isPending}
        emptyText={list.isError ? t('users.error') : t('users.empty')}
        minWidth={960}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {list.data ? t('users.showing', { n: users.length, total: list.data.totalCount }) : ''}
        </Text>
        <Group gap="md" wrap="wrap">
          <NativeSelect
            label={t('users.pageSize')}
            size="xs"
            value={String(search.pageSize)}
            data={USER_PAGE_SIZES.map((size) => ({ value: String(size), label: tr.number(size) }))}
            onChange={(e) => setPageSize(Number(e.currentTarget.value) as UserPageSize)}
          />
          {totalPages > 1 && <WindowPager page={search.page} totalPages={totalPages} onChange={setPage} label={t('users.pagesLabel')} />}
        </Group>
      </Group>
      <UserDetailsDialog userId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
