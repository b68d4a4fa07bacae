import { Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { countriesQueryOptions } from '@/api/locations/list';
import { totalPages, trailListQueryOptions } from '@/api/trails/list';
import type { TrailListItem } from '@/api/trails/schemas';
import { DataTable } from '@/components/data-table';
import { showErrorDialog } from '@/components/dialogs';
import { LoadError } from '@/components/load-error';
import {
  filtersFromSearch,
  listParamsFromSearch,
  searchFromFilters,
} from '@/lib/trail-list-search';
import { useT } from '@/i18n/use-t';
import { translator } from '@/i18n/translator';
import { trailFilters, type TrailFilters } from '@/stores/trail-filters';
import { ChangeStatusModal } from './change-status-modal';
import { locationLoadErrorDialog } from './location-load-error';
import { trailColumns } from './trail-columns';
import { TrailFiltersBar } from './trail-filters-bar';
import { clampPage, Pager } from '@/components/pager';
import { useTrailRowActions } from './use-trail-row-actions';
import { TrailBulkActions, useTrailSelection } from './trail-bulk-actions';

const route = getRouteApi('/_app/trails');

const NO_ROWS: TrailListItem[] = [];

/**
 * The country load failures already reported. A failed query keeps its error while cached, so
 * a screen that remounts (back from another screen) sees the same error object again: it is
 * reported once per failed load, and a new failure (a new error object) is reported anew.
 */
const reportedCountryErrors = new WeakSet<Error>();

/** /trails: filters, table, pager and footer (SPEC.md §2 "Trail list"). */
export function TrailListScreen() {
  const tr = useT();
  const { t } = tr;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const params = listParamsFromSearch(search);
  const applied = filtersFromSearch(search);

  const list = useQuery(trailListQueryOptions(params));
  const countries = useQuery(countriesQueryOptions());
  const actions = useTrailRowActions();
  const { openStatus, deleteRow } = actions;
  const columns = useMemo(
    () => trailColumns(tr, { onChangeStatus: openStatus, onDelete: deleteRow }),
    [tr, openStatus, deleteRow],
  );

  const count = list.data?.count ?? 0;
  const lastPage = totalPages(count);

  // The store mirrors what is shown, so coming back to /trails restores it.
  useEffect(() => trailFilters.set(filtersFromSearch(search), page), [search, page]);

  // A page past the end (a stale link, the last row of the last page deleted) moves to the last page.
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const clamped = clampPage(page, lastPage);
    if (clamped !== page)
      void navigate({
        search: (s) => ({ ...s, page: clamped > 1 ? clamped : undefined }),
        replace: true,
      });
  }, [list.data, list.isPlaceholderData, page, lastPage, navigate]);

  // The next page is fetched ahead, so "next" shows at once.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page < lastPage) {
      void queryClient.prefetchQuery(trailListQueryOptions(listParamsFromSearch(search, page + 1)));
    }
  }, [list.data, list.isPlaceholderData, page, lastPage, search, queryClient]);

  // A failed country load says why in a dialog, once; the country list stays empty.
  const countriesError = countries.error;
  useEffect(() => {
    if (!countriesError || reportedCountryErrors.has(countriesError)) return;
    reportedCountryErrors.add(countriesError);
    const { title, message } = locationLoadErrorDialog(translator(), countriesError);
    showErrorDialog(title, message);
  }, [countriesError]);

  const apply = (filters: TrailFilters) => void navigate({ search: searchFromFilters(filters, 1) });
  const reset = () => {
    trailFilters.reset();
    void navigate({ search: {} });
  };
  const goTo = (next: number) =>
    void navigate({ search: (s) => ({ ...s, page: next > 1 ? next : undefined }) });

  const rows = list.data?.trails ?? NO_ROWS;
  // Issue 16: bulk actions on the selected rows (./trail-bulk-actions.tsx).
  const selection = useTrailSelection(search, rows);
  return (
    <Stack>
      <TrailFiltersBar
        key={JSON.stringify(applied)}
        applied={applied}
        countries={countries.data ?? []}
        countriesLoading={countries.isPending && !countries.isError}
        onApply={apply}
        onReset={reset}
      />
      {list.isError && (
        <LoadError
          message={t('trails.loadError')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {/* A failed first load shows just the error; a failed refetch keeps the rows it had. */}
      {!(list.isError && !list.data) && (
        <>
          <TrailBulkActions selection={selection} matching={count} />
          <DataTable
            selection={selection.table}
            label={t('trails.tableLabel')}
            columns={columns}
            data={rows}
            getRowId={(t) => String(t.id)}
            loading={list.isPending}
            emptyText={t('trails.empty')}
            minWidth={1000}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" role="status">
              {t('trails.showing', { n: rows.length, total: count })}
            </Text>
            <Pager page={page} total={lastPage} onChange={goTo} label={t('trails.pagesLabel')} />
          </Group>
        </>
      )}
      <ChangeStatusModal
        target={actions.statusTarget}
        saving={actions.statusSaving}
        onClose={actions.closeStatus}
        onConfirm={actions.confirmStatus}
      />
    </Stack>
  );
}
