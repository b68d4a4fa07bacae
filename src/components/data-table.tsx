import { Center, Loader, Table, Text } from '@mantine/core';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type Cell,
  type CellData,
  type ColumnDef,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import classes from './data-table.module.css';

/** The features every table of the panel uses: the core row model only (the server pages). */
export const dataTableFeatures = tableFeatures({});
export type DataTableFeatures = typeof dataTableFeatures;

/** A column helper bound to the panel's table features. */
export function columnHelper<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the declaration merged into
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** Fixed column width, e.g. 150 for the actions column (SPEC.md §9). */
    width?: number | string;
    align?: 'start' | 'center' | 'end';
    /** Keep the cell on one line (dates, numbers with units). */
    nowrap?: boolean;
    /**
     * The cell's text as the administrator reads it, for Export CSV (src/components/csv-export.ts):
     * its lines joined by a line break. A column without it (actions, selection) is not exported.
     */
    csv?: (row: TData) => string;
  }
}

export interface DataTableProps<T extends RowData> {
  // The column list mixes accessor value types; ColumnDef's value parameter is erased here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own idiom for heterogeneous column arrays
  columns: ColumnDef<DataTableFeatures, T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** True on the first load, when there is nothing to show yet. */
  loading?: boolean;
  /** Defaults: SPEC.md's "Loading data..." and "No data available.". */
  loadingText?: string;
  emptyText?: ReactNode;
  /** Row props, e.g. to highlight the row the keyboard is on. */
  rowProps?: (row: T, index: number) => React.HTMLAttributes<HTMLTableRowElement> & { [key: `data-${string}`]: unknown };
  minWidth?: number;
}

interface CellMeta {
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  nowrap?: boolean;
}

/**
 * The column every table pins to the row's inline end: the row actions (id 'actions'), so they
 * are never out of view, whatever the width (data-table.module.css).
 */
export const ACTIONS_COLUMN_ID = 'actions';
const pinned = (columnId: string) =>
  columnId === ACTIONS_COLUMN_ID ? { className: classes.pinned, 'data-pinned': 'end' } : {};

const cellStyle = (meta: CellMeta | undefined): CSSProperties => ({
  width: meta?.width,
  minWidth: meta?.width,
  textAlign: meta?.align,
  whiteSpace: meta?.nowrap ? 'nowrap' : undefined,
});

/**
 * A cell's content, always through this one component. TanStack's FlexRender renders the
 * column's `cell` function as a component type, so when a screen rebuilds its columns (new
 * handlers on a re-render) every cell became a new component and React remounted it: the
 * row's button that had focus (Edit, a row's menu) was replaced, focus fell to the start of
 * the page, and a dialog opened from it could not give focus back. Calling the function
 * here updates the cell in place instead.
 */
function CellContent<T extends RowData>({ cell }: { cell: Cell<DataTableFeatures, T, unknown> }): ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? (render(cell.getContext()) as ReactNode) : (render ?? null);
}

/** TanStack Table rendered with Mantine's Table: the one table of the panel. */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  label,
  loading = false,
  loadingText,
  emptyText,
  rowProps,
  minWidth = 600,
}: DataTableProps<T>) {
  const { t } = useT();
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId: (row) => getRowId(row) });
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        className={classes.table}
        striped
        highlightOnHover
        verticalSpacing="sm"
        // A little narrower than Mantine's default (10 px a side): ten columns fit at 1280 px.
        horizontalSpacing={8}
        aria-label={label}
        aria-busy={loading || undefined}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                return (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    {...pinned(header.column.id)}
                    style={cellStyle(header.column.columnDef.meta)}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {loading && rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Center py="xl" role="status" style={{ gap: 8 }}>
                  <Loader size="sm" aria-hidden />
                  <Text size="sm">{loadingText ?? t('table.loading')}</Text>
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text ta="center" py="xl" c="dimmed">
                  {emptyText ?? t('table.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={row.id} {...rowProps?.(row.original, index)}>
                {row.getAllCells().map((cell) => {
                  return (
                    <Table.Td
                      key={cell.id}
                      {...pinned(cell.column.id)}
                      style={cellStyle(cell.column.columnDef.meta)}
                    >
                      <CellContent cell={cell} />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
