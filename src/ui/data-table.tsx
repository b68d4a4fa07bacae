import { Center, Loader, Text } from '@mantine/core';
import {
  createColumnHelper,
  useTable,
  type CellData,
  type Row,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type TableFeatures,
} from '@tanstack/react-table';
import { memo, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { isolate } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { lazyPart } from '@/lib/lazy-part';
import classes from './data-table.module.css';
import { RowCheckbox } from './row-controls';
import { useLazyPart } from './use-lazy-part';
import { useNarrowList } from './use-narrow-list';
import {
  ACTIONS_COLUMN_ID,
  CellContent,
  dataTableFeatures,
  SELECT_COLUMN_ID,
  type DataTableFeatures,
  type RowProps,
} from './table-core';

export { ACTIONS_COLUMN_ID, CellContent, dataTableFeatures, SELECT_COLUMN_ID, type DataTableFeatures, type RowProps } from './table-core';

/** A list's cards (./data-cards.tsx): loaded when a list is first shown in a narrow window. */
const dataCards = lazyPart('data-cards', () => import('./data-cards'));

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
    /**
     * What the column holds, which sizes it (data-table.module.css): `short` values (a date, a
     * number, a badge, a rating, "Not available") stay on one line and their column is as narrow
     * as they are; `text` (names, descriptions, a review) takes the room the others leave;
     * `name`, a name beside longer free text (a review's trail and user), breaks between its
     * words and its column is as narrow as its longest word, so the free text gets the room.
     */
    kind?: ColumnKind;
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
  /**
   * Row props, e.g. to highlight the row the keyboard is on. Called on every render of the
   * table; a row whose props are the same (functions aside, `style` compared by its entries)
   * is not rendered again. Its handlers always call this function's latest result.
   */
  rowProps?: (row: T, index: number) => RowProps;
  minWidth?: number;
  /**
   * Row selection: a checkbox per row named for the row ("Select {name}") and one for the
   * page, checked when every row of the page is selected and indeterminate when some are.
   * The state holds ids of any page; the table changes only this page's.
   */
  selection?: TableSelection<T>;
  /**
   * The rows of the list's answer that could not be read (src/api/common/schemas.ts
   * `rowsOf`): each is one marked row after the others, with its id when readable, and offers
   * nothing to select or act on.
   */
  unreadable?: readonly { id: number | null }[];
  /**
   * In a window narrower than 640 px (./use-narrow-list.ts): `cards`, one card per row, its
   * columns as label and value and the row's menu as buttons (./data-cards.tsx), the default;
   * or `table`, the table scrolling sideways in its own box, its actions column pinned.
   */
  narrow?: 'cards' | 'table';
  /**
   * The ids of the columns the administrator hid (src/ui/columns-menu.tsx); the selection
   * column, the first (the row's name) and the actions are always shown. Hidden columns are
   * left out of the columns given to the table (docs/decisions/saved-views.md: TanStack's
   * columnVisibilityFeature would not fit the first signed-in load's budget).
   */
  hidden?: readonly string[];
  /** Compact rows: less room above and below each cell. */
  compact?: boolean;
}


export interface TableSelection<T> {
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** The row's name in its checkbox's accessible name (user data, isolated). */
  rowName: (row: T) => string;
  /**
   * The selection is being made for the user (every row matching the filters, page by page):
   * the checkboxes wait, so no tick is lost when the whole selection arrives.
   */
  locked?: boolean;
}

/** How a column is sized: see ColumnMeta's `kind`. */
export type ColumnKind = 'short' | 'text' | 'name';

interface CellMeta {
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  kind?: ColumnKind;
}

/** The class that sizes a column of each kind, on its header and its cells. */
export const COLUMN_KIND_CLASS: Record<ColumnKind, string> = {
  short: classes.short!,
  text: classes.text!,
  name: classes.name!,
};

/** A column definition's id, as TanStack gives it: its `id`, else its accessor key. */
export const columnIdOf = (column: { id?: string; accessorKey?: unknown }): string =>
  column.id ?? (typeof column.accessorKey === 'string' ? column.accessorKey : '');

const pinned = (columnId: string) =>
  columnId === ACTIONS_COLUMN_ID ? { className: classes.pinned, 'data-pinned': 'end' } : {};

/** A header's or a cell's props from its column: pinned, sized by its kind, its width and alignment. */
const cellProps = (columnId: string, meta: CellMeta | undefined) => {
  const pin = pinned(columnId);
  const kind = meta?.kind ? COLUMN_KIND_CLASS[meta.kind] : undefined;
  const className = [pin.className, kind].filter(Boolean).join(' ') || undefined;
  const style: CSSProperties = { width: meta?.width, minWidth: meta?.width, textAlign: meta?.align };
  return { ...pin, className, style };
};

const NO_SELECTION: RowSelectionState = {};

/** The checkbox column: the header's box stands for this page's rows. */
function selectColumn<T extends RowData>(rowName: (row: T) => string, locked: boolean): ColumnDef<DataTableFeatures, T, unknown> {
  return {
    id: SELECT_COLUMN_ID,
    meta: { kind: 'short' },
    header: function SelectPage({ table }) {
      const { t } = useT();
      const all = table.getIsAllPageRowsSelected();
      return (
        <RowCheckbox
          aria-label={t('bulk.selectPage')}
          checked={all}
          indeterminate={!all && table.getIsSomePageRowsSelected()}
          disabled={locked || table.getRowModel().rows.length === 0}
          onChange={(on) => table.toggleAllPageRowsSelected(on)}
        />
      );
    },
    cell: ({ row }) => (
      <SelectRow checked={row.getIsSelected()} disabled={locked} name={rowName(row.original)} onChange={(on) => row.toggleSelected(on)} />
    ),
  };
}

function SelectRow({ checked, disabled, name, onChange }: { checked: boolean; disabled: boolean; name: string; onChange: (on: boolean) => void }) {
  const { t } = useT();
  return (
    <RowCheckbox aria-label={t('bulk.selectRow', { name: isolate(name) })} checked={checked} disabled={disabled} onChange={onChange} />
  );
}

/**
 * The table's box: at least `minWidth` px wide, scrolling sideways in a narrower window (the
 * pinned actions column stays in view), with the browser's own scrolling
 * (data-table.module.css).
 */
function TableScroller({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  // In rem scaled as the theme's, as Mantine's rem() writes a size.
  const style: CSSProperties = { minWidth: `calc(${minWidth / 16}rem * var(--mantine-scale))` };
  return (
    <div className={classes.scroller} data-table-scroller>
      <div style={style}>{children}</div>
    </div>
  );
}

/**
 * TanStack Table as plain <table>, <thead>, <tr>, <th>, <td>, drawn by data-table.module.css
 * as the theme's striped table: no Mantine component per cell (a page of users is 200 of
 * them), and no Table, whose scroll container brings Mantine's ScrollArea. The one table of
 * the panel.
 */
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
  selection,
  unreadable = [],
  narrow = 'cards',
  hidden,
  compact,
}: DataTableProps<T>) {
  const { t } = useT();
  // Cards when narrow; the table (scrolling in its own frame) when their code cannot be
  // downloaded, after "Part of the panel could not be loaded", so the rows still show.
  const [cardsFailed, setCardsFailed] = useState(false);
  const cards = useNarrowList() && narrow === 'cards' && !cardsFailed;
  const Cards = useLazyPart(dataCards, cards, () => setCardsFailed(true));
  const rowName = selection?.rowName;
  const locked = selection?.locked ?? false;
  const allColumns = useMemo(() => {
    // The first column names the row and the actions act on it: never hidden.
    const shown = hidden?.length ? columns.filter((c, i) => i === 0 || columnIdOf(c) === ACTIONS_COLUMN_ID || !hidden.includes(columnIdOf(c))) : columns;
    return rowName ? [selectColumn<T>(rowName, locked), ...shown] : shown;
  }, [rowName, locked, columns, hidden]);
  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId: (row) => getRowId(row),
    enableRowSelection: selection !== undefined,
    state: { rowSelection: selection?.state ?? NO_SELECTION },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.state) : updater);
    },
  });
  const rows = table.getRowModel().rows;
  // The handlers of a row that is not rendered again call the latest rowProps (see DataRow).
  const latestRowProps = useRef(rowProps);
  useLayoutEffect(() => {
    latestRowProps.current = rowProps;
  });
  const columnCount = table.getAllLeafColumns().length;

  if (cards) {
    return Cards ? (
      <Cards.DataCards
        table={table}
        label={label}
        loading={loading}
        loadingText={loadingText}
        emptyText={emptyText}
        rowProps={rowProps}
        unreadable={unreadable}
      />
    ) : (
      <Center py="xl" role="status" style={{ gap: 8 }}>
        <Loader size="sm" aria-hidden />
        <Text size="sm">{loadingText ?? t('table.loading')}</Text>
      </Center>
    );
  }

  return (
    <TableScroller minWidth={minWidth}>
      <table
        className={classes.table}
        aria-label={label}
        aria-busy={loading || undefined}
        data-compact={compact || undefined}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" {...cellProps(header.column.id, header.column.columnDef.meta)}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>
                <Center py="xl" role="status" style={{ gap: 8 }}>
                  <Loader size="sm" aria-hidden />
                  <Text size="sm">{loadingText ?? t('table.loading')}</Text>
                </Center>
              </td>
            </tr>
          ) : rows.length === 0 && unreadable.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>
                <Text ta="center" py="xl" c="dimmed">
                  {emptyText ?? t('table.empty')}
                </Text>
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <DataRow
                key={row.id}
                row={row}
                original={row.original}
                index={index}
                columns={allColumns}
                selected={selection !== undefined && row.getIsSelected()}
                extra={rowProps?.(row.original, index)}
                latest={latestRowProps}
              />
            ))
          )}
          {unreadable.map(({ id }, i) => (
            <tr key={i} data-unreadable>
              <td colSpan={columnCount}>
                <Text size="sm" c="red">
                  {id === null ? t('table.unreadableRow') : t('table.unreadableRowId', { id })}
                </Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

interface DataRowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  /** The row's data: a row is rendered again when it changes, not when TanStack's row object does. */
  original: T;
  index: number;
  /** The table's columns: new columns (a new language, new handlers) render every row again. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as DataTableProps' columns
  columns: ColumnDef<DataTableFeatures, T, any>[];
  selected: boolean;
  extra: RowProps | undefined;
  latest: RefObject<DataTableProps<T>['rowProps']>;
}

/**
 * One body row. A screen renders again for many reasons (a toast, a dialog, a filter being
 * typed, a query's status); a row renders again only when its own data, its place, its
 * selection, its row props or the columns changed. Every column's cell renders from the row's
 * data and the column (handlers and the translator are in the columns, state is in components
 * with their own hooks), so the screen builds its columns once (useMemo with stable
 * handlers) and a held write that patches one row renders that row alone.
 */
function DataRowImpl<T extends RowData>({ row, original, index, selected, extra, latest }: DataRowProps<T>) {
  const handlers = extra && bindHandlers(extra, (key) => (latest.current?.(original, index) as Record<string, unknown> | undefined)?.[key]);
  return (
    <tr
      data-selected={selected || undefined}
      {...extra}
      {...handlers}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} {...cellProps(cell.column.id, cell.column.columnDef.meta)}>
          <CellContent cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/** The row's function props, each calling the same prop of the latest rowProps when it runs. */
function bindHandlers(extra: RowProps, current: (key: string) => unknown): Record<string, (...args: unknown[]) => unknown> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [key, value] of Object.entries(extra)) {
    if (typeof value !== 'function') continue;
    bound[key] = (...args) => {
      const handler = current(key);
      return typeof handler === 'function' ? (handler as (...a: unknown[]) => unknown)(...args) : undefined;
    };
  }
  return bound;
}

function sameRowProps(a: RowProps | undefined, b: RowProps | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof RowProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'function' && typeof y === 'function') return true;
    if (key === 'style') return shallowEqual(x as object | undefined, y as object | undefined);
    return Object.is(x, y);
  });
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.is(x[key], y[key]));
}

const DataRow = memo(
  DataRowImpl,
  (before, after) =>
    before.original === after.original &&
    before.row.id === after.row.id &&
    before.index === after.index &&
    before.columns === after.columns &&
    before.selected === after.selected &&
    sameRowProps(before.extra, after.extra),
) as <T extends RowData>(props: DataRowProps<T>) => ReactNode;
