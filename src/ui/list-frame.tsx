import { Group, Text } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { DataTable, type DataTableProps } from './data-table';
import { LoadError } from './load-error';
import { PendingFigure } from './pending-figure';
import { ChangedNotice, useSteadyRows } from './steady-rows';

/** What the frame reads of the list's query (a TanStack Query result fits). */
export interface ListFrameQuery {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface ListFrameProps<T extends RowData> extends DataTableProps<T> {
  query: ListFrameQuery;
  /** SPEC.md §8's load failure of this list, shown with a Retry button. */
  errorText: ReactNode;
  /** Above the table (search, sort, a bulk-selection bar, Export); hidden while there is no list. */
  toolbar?: ReactNode;
  /**
   * The footer's "Showing …" line; nothing is shown for null or undefined. Until the list's
   * first answer it is a PendingFigure: its counts are not known yet.
   */
  summary?: ReactNode;
  /** The footer's pager (and page size), at its inline end. */
  pager?: ReactNode;
}

/**
 * The one frame of a list screen: its load error with Retry, its toolbar, the table and the
 * footer (the "Showing …" line and the pager). Before the first answer the footer's line is a
 * PendingFigure, never the "Showing 0 of 0" of a list not loaded yet. A failed first load shows
 * only the error (an empty table would repeat it); a failed refetch keeps the rows it had, under
 * the error, whose Retry is busy while it retries. Every other prop goes to DataTable as it is.
 *
 * Rows that a freshness check changed under the administrator stay as they were, with "This
 * page changed" and its Show button (./steady-rows.tsx).
 *
 * It renders a fragment, so the screen's own Stack spaces its parts.
 */
export function ListFrame<T extends RowData>({ query, errorText, toolbar, summary, pager, ...table }: ListFrameProps<T>) {
  const { t } = useT();
  const steady = useSteadyRows(query.data, table.data, table.getRowId);
  const error = query.isError && (
    <LoadError message={errorText} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  );
  if (query.isError && query.data === undefined) return error;
  const hasFooter = (summary !== undefined && summary !== null) || (pager !== undefined && pager !== null);
  return (
    <>
      {error}
      {toolbar}
      {steady.changed && <ChangedNotice text={t('table.changed')} onShow={steady.show} />}
      <DataTable {...table} data={steady.rows} loading={table.loading ?? query.isPending} />
      {hasFooter && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {query.data === undefined ? <PendingFigure width="12em" /> : summary}
          </Text>
          {pager}
        </Group>
      )}
    </>
  );
}
