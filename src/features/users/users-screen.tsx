import { Group, NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { fetchUserList, userListQueryOptions } from '@/api/users/list';
import type { User } from '@/api/users/schemas';
import { FilterFold, filtersSet } from '@/ui/filter-fold';
import { ListFrame } from '@/ui/list-frame';
import { EXPORT_PAGE_SIZE, ExportCsvButton } from '@/widgets/export-button';
import { WindowPager } from '@/ui/window-pager';
import type { Translator } from '@/i18n/translator';
import { ColumnsMenu } from '@/ui/columns-menu';
import { SavedViewsMenu } from '@/ui/saved-views-menu';
import { useT } from '@/i18n/use-t';
import { useListPrefs } from '@/lib/list-views';
import { useListSearch } from '@/lib/use-list-search';
import { useUnreadableRows } from '@/lib/use-unreadable-rows';
import { UserStatsCard } from '@/widgets/user-stats-card';
import { UserDetailsDialog } from '@/widgets/user-details-dialog';
import { USER_FILTER_KEYS as FILTER_KEYS, USER_PAGE_SIZES, type UserPageSize } from './page-sizes';
import { userColumns } from './user-columns';
import { UserFilters } from './user-filters';
import { useUserRowActions } from './use-user-row-actions';
import { UserBulkActions, useUserSelection } from './user-bulk-actions';

const route = getRouteApi('/_app/users');
const NO_USERS: User[] = [];

/** The export's columns, loaded with the export. */
const userCsvColumns = (tr: Translator) => import('./user-export').then((m) => m.userCsvColumns(tr));

/** User management (SPEC.md §2 Users): statistics, filters, the table, the pager, details. */
export function UsersScreen() {
  const tr = useT();
  const { t } = tr;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const listOptions = userListQueryOptions(search);
  const list = useQuery(listOptions);
  const unreadable = useUnreadableRows(listOptions.queryKey);
  const actions = useUserRowActions();

  const totalPages = list.data?.totalPages ?? 0;
  const { page, setPage, setFilters, applyFilters, resetFilters, setPageSize } = useListSearch({
    search,
    navigate,
    filterKeys: FILTER_KEYS,
    paging: { pageCount: list.data && !list.isPlaceholderData ? totalPages : undefined, writeFirstPage: true },
  });

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

  const prefs = useListPrefs('users');
  const users = list.data?.users ?? NO_USERS;
  // Bulk status (./user-bulk-actions.tsx).
  const selection = useUserSelection(search, users);
  return (
    <Stack gap="md">
      <UserStatsCard />
      <FilterFold count={filtersSet(search.name, search.status, search.role, search.userType, search.isPremium)}>
        <UserFilters
          values={search}
          onChange={setFilters}
          onReset={resetFilters}
          tools={
            <>
              <SavedViewsMenu list="users" to="/users" search={search} filterKeys={FILTER_KEYS} onApply={applyFilters} />
              <ColumnsMenu list="users" columns={columns} />
            </>
          }
        />
      </FilterFold>
      <ListFrame
        query={list}
        selection={selection.table}
        errorText={t('users.error')}
        toolbar={
          <>
            <UserBulkActions selection={selection} matching={list.data?.totalCount ?? 0} />
            <Group justify="flex-end">
            <ExportCsvButton
              list="users"
              columns={userCsvColumns}
              selection={selection}
              rowId={(u) => String(u.id)}
              errorText={t('users.error')}
              fetchPage={(page, signal) => {
                let unreadable = 0;
                return fetchUserList({ ...search, page, pageSize: EXPORT_PAGE_SIZE }, signal, (bad) => (unreadable = bad.length)).then((r) => ({
                  rows: r.users,
                  pages: r.totalPages,
                  unreadable,
                }));
              }}
            />
            </Group>
          </>
        }
        label={t('users.tableLabel')}
        columns={columns}
        data={users}
        unreadable={unreadable}
        getRowId={(u) => String(u.id)}
        emptyText={t('users.empty')}
        minWidth={960}
        hidden={prefs.hidden}
        compact={prefs.compact}
        summary={list.data ? t('users.showing', { n: users.length, total: list.data.totalCount }) : null}
        pager={
          <Group gap="md" wrap="wrap">
            <NativeSelect
              label={t('users.pageSize')}
              size="xs"
              value={String(search.pageSize)}
              data={USER_PAGE_SIZES.map((size) => ({ value: String(size), label: tr.number(size) }))}
              onChange={(e) => setPageSize(Number(e.currentTarget.value) as UserPageSize)}
            />
            {totalPages > 1 && <WindowPager page={page} totalPages={totalPages} onChange={setPage} label={t('users.pagesLabel')} />}
          </Group>
        }
      />
      <UserDetailsDialog userId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
