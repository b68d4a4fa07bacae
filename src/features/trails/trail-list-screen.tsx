import { Group, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { countriesQueryOptions } from '@/api/locations/list';
import { fetchTrailList, totalPages, trailListQueryOptions } from '@/api/trails/list';
import type { TrailListItem } from '@/api/trails/schemas';
import { showErrorDialog } from '@/ui/dialogs';
import { FilterFold, filtersSet } from '@/ui/filter-fold';
import { ListFrame } from '@/ui/list-frame';
import { ColumnsMenu } from '@/ui/columns-menu';
import { Pager } from '@/ui/pager';
import { SavedViewsMenu } from '@/ui/saved-views-menu';
import { EXPORT_PAGE_SIZE, ExportCsvButton } from '@/widgets/export-button';
import {
  filtersFromSearch,
  listParamsFromSearch,
  searchFromFilters,
} from '@/features/trails/trail-list-search';
import { useLazyPart } from '@/ui/use-lazy-part';
import { useT } from '@/i18n/use-t';
import { translator, type Translator } from '@/i18n/translator';
import { lazyPart } from '@/lib/lazy-part';
import { useListPrefs } from '@/lib/list-views';
import { useListSearch } from '@/lib/use-list-search';
import { useUnreadableRows } from '@/lib/use-unreadable-rows';
import { trailFilters, type TrailFilters } from '@/stores/trail-filters';
import { locationLoadErrorDialog } from './location-load-error';
import { trailColumns } from './trail-columns';
import { TrailFiltersBar } from './trail-filters-bar';
import { useTrailRowActions } from './use-trail-row-actions';
import { TrailBulkActions, useTrailSelection } from './trail-bulk-actions';

const route = getRouteApi('/_app/trails');

/** SPEC.md §2's Change Status modal (Mantine's Modal, Radio): loaded at its first opening. */
const changeStatusDialog = lazyPart('change-status-dialog', () => import('./change-status-dialog'));

const NO_ROWS: TrailListItem[] = [];

/** The export's columns, loaded with the export. */
const trailCsvColumns = (tr: Translator) => import('./trail-export').then((m) => m.trailCsvColumns(tr));

/** The URL's filters; the page and these are the list's whole search. */
const FILTER_KEYS = ['name', 'status', 'countryIds', 'cityIds', 'sortBy'] as const;

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
  const params = listParamsFromSearch(search);
  const applied = filtersFromSearch(search);

  const listOptions = trailListQueryOptions(params);
  const list = useQuery(listOptions);
  const unreadable = useUnreadableRows(listOptions.queryKey);
  const countries = useQuery(countriesQueryOptions());
  const actions = useTrailRowActions();
  // Stays mounted once loaded; a failed load closes the request and says so (SPEC.md §8).
  const StatusDialog = useLazyPart(changeStatusDialog, actions.statusTarget !== null, actions.closeStatus);
  const { openStatus, deleteRow } = actions;
  const columns = useMemo(
    () => trailColumns(tr, { onChangeStatus: openStatus, onDelete: deleteRow }),
    [tr, openStatus, deleteRow],
  );

  const count = list.data?.count ?? 0;
  const lastPage = totalPages(count);
  const { page, setPage, applyFilters, resetFilters } = useListSearch({
    search,
    navigate,
    filterKeys: FILTER_KEYS,
    paging: { pageCount: list.data && !list.isPlaceholderData ? lastPage : undefined },
  });

  // The store mirrors what is shown, so coming back to /trails restores it.
  useEffect(() => trailFilters.set(filtersFromSearch(search), page), [search, page]);

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

  const prefs = useListPrefs('trails');
  const apply = (filters: TrailFilters) => applyFilters(searchFromFilters(filters));
  const reset = () => {
    trailFilters.reset();
    resetFilters();
  };

  const rows = list.data?.trails ?? NO_ROWS;
  // Bulk actions on the selected rows (./trail-bulk-actions.tsx).
  const selection = useTrailSelection(search, rows);
  return (
    <Stack>
      <FilterFold
        count={filtersSet(
          applied.name,
          [...applied.countryFilter, ...applied.cityFilter],
          applied.statusFilter,
          // Newest first is the default order.
          applied.sortBy === 'oldest' ? applied.sortBy : '',
        )}
      >
        <TrailFiltersBar
          applied={applied}
          countries={countries.data ?? []}
          countriesLoading={countries.isPending && !countries.isError}
          onApply={apply}
          onReset={reset}
          tools={
            <>
              <SavedViewsMenu list="trails" to="/trails" search={search} filterKeys={FILTER_KEYS} onApply={applyFilters} />
              <ColumnsMenu list="trails" columns={columns} />
            </>
          }
        />
      </FilterFold>
      <ListFrame
        query={list}
        selection={selection.table}
        toolbar={
          <>
            <TrailBulkActions selection={selection} matching={count} />
            <Group justify="flex-end">
            <ExportCsvButton
              list="trails"
              columns={trailCsvColumns}
              selection={selection}
              rowId={(trail) => String(trail.id)}
              errorText={t('trails.loadError')}
              fetchPage={(p, signal) => {
                let unreadable = 0;
                return fetchTrailList({ ...params, page: p, pageSize: EXPORT_PAGE_SIZE }, signal, (bad) => (unreadable = bad.length)).then((r) => ({
                  rows: r.trails,
                  pages: totalPages(r.count, EXPORT_PAGE_SIZE),
                  unreadable,
                }));
              }}
            />
            </Group>
          </>
        }
        errorText={t('trails.loadError')}
        label={t('trails.tableLabel')}
        columns={columns}
        data={rows}
        unreadable={unreadable}
        getRowId={(t) => String(t.id)}
        emptyText={t('trails.empty')}
        minWidth={1000}
        hidden={prefs.hidden}
        compact={prefs.compact}
        summary={t('trails.showing', { n: rows.length, total: count })}
        pager={<Pager page={page} total={lastPage} onChange={setPage} label={t('trails.pagesLabel')} />}
      />
      {StatusDialog && (
        <StatusDialog.ChangeStatusDialog
          target={actions.statusTarget}
          onClose={actions.closeStatus}
          onConfirm={actions.confirmStatus}
        />
      )}
    </Stack>
  );
}
