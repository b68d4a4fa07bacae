import { Loader, Text } from '@mantine/core';
import type { ColumnDef, ReactTable, Row, RowData } from '@tanstack/react-table';
import { Fragment, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { ACTIONS_COLUMN_ID, CellContent, SELECT_COLUMN_ID, type DataTableFeatures, type RowProps } from './table-core';
import { InlineMenuContext, type InlineMenu, type MenuKit } from './lazy-menu';
import { variantColors, type RowColor } from './row-controls';
import classes from './data-cards.module.css';
import rowClasses from './row-controls.module.css';

/*
 * A list as one card per row, for a narrow window (src/ui/use-narrow-list.ts): the same
 * columns as the table, each as its header (label) and its cell (value), the row's actions as
 * buttons at the card's end, the selection checkbox at its start. Loaded only once a list is
 * shown narrow (data-table.tsx), so a wide window never downloads it.
 */

const ROW_COLORS: readonly string[] = ['teal', 'gray', 'red', 'green', 'orange', 'blue'];

interface InlineItemProps {
  color?: string;
  leftSection?: ReactNode;
  disabled?: boolean;
  onClick?: () => void;
  /** As Mantine's: the item drawn as another element (a router Link to the editor). */
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
  children?: ReactNode;
}

/** A menu item as a visible button: in its colour (light) when it has one, else a default button. */
function InlineItem({ color, leftSection, disabled, onClick, renderRoot, children }: InlineItemProps) {
  const style: CSSProperties =
    color && ROW_COLORS.includes(color) ? variantColors('light', color as RowColor) : variantColors('default', 'gray');
  const look = {
    className: rowClasses.button,
    style,
    'data-size': 'compact-sm',
    'data-with-left-section': leftSection ? true : undefined,
  };
  const inner = (
    <span className={rowClasses.buttonInner}>
      {leftSection && (
        <span className={rowClasses.buttonSection} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={rowClasses.buttonLabel}>{children}</span>
    </span>
  );
  if (renderRoot) return renderRoot({ ...look, children: inner });
  return (
    <button type="button" {...look} disabled={disabled} onClick={onClick}>
      {inner}
    </button>
  );
}

const nothing = () => null;
// The items a row's menu uses (Item; Divider and Label draw nothing between buttons). A
// partial kit in the Menu's type: a menu of the actions column uses no other part.
const INLINE_KIT = { Item: InlineItem, Divider: nothing, Label: nothing } as unknown as MenuKit;

const inlineMenu: InlineMenu = (label, items) => (
  <div role="group" aria-label={label} className={classes.buttons}>
    {items(INLINE_KIT)}
  </div>
);

/** DataTable's props the cards read (./data-table.tsx), and its table. */
interface CardsProps<T extends RowData> {
  table: ReactTable<DataTableFeatures, T>;
  label: string;
  loading: boolean;
  loadingText: string | undefined;
  emptyText: ReactNode;
  rowProps: ((row: T, index: number) => RowProps) | undefined;
  unreadable: readonly { id: number | null }[];
}

/** A column's header as the card's label: its text (every data column's header is one). */
function headerText<T extends RowData>(column: ColumnDef<DataTableFeatures, T, unknown>): ReactNode {
  return typeof column.header === 'string' ? column.header : null;
}

export function DataCards<T extends RowData>({
  table,
  label,
  loading,
  loadingText,
  emptyText,
  rowProps,
  unreadable,
}: CardsProps<T>) {
  const { t } = useT();
  const rows = table.getRowModel().rows;
  const pageSelect = table.getFlatHeaders().find((header) => header.column.id === SELECT_COLUMN_ID);
  return (
    <div className={classes.frame} data-cards>
      {pageSelect && rows.length > 0 && (
        <label className={classes.pageSelect}>
          <table.FlexRender header={pageSelect} />
          <span aria-hidden>{t('bulk.selectPage')}</span>
        </label>
      )}
      <ul className={classes.list} aria-label={label} aria-busy={loading || undefined}>
        {loading && rows.length === 0 ? (
          <li className={classes.note}>
            {/* The live region inside the item: an <li> with another role is no list item. */}
            <div role="status" className={classes.noteBody}>
              <Loader size="sm" aria-hidden />
              <Text size="sm">{loadingText ?? t('table.loading')}</Text>
            </div>
          </li>
        ) : rows.length === 0 && unreadable.length === 0 ? (
          <li className={classes.note}>
            <Text size="sm" c="dimmed">
              {emptyText ?? t('table.empty')}
            </Text>
          </li>
        ) : (
          rows.map((row, index) => (
            <Card key={row.id} row={row} extra={rowProps?.(row.original, index)} />
          ))
        )}
        {unreadable.map(({ id }, i) => (
          <li key={i} className={classes.card} data-unreadable>
            <Text size="sm" c="red">
              {id === null ? t('table.unreadableRow') : t('table.unreadableRowId', { id })}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Card<T extends RowData>({
  row,
  extra,
}: {
  row: Row<DataTableFeatures, T>;
  extra: RowProps | undefined;
}) {
  const cells = row.getAllCells();
  const select = cells.find((cell) => cell.column.id === SELECT_COLUMN_ID);
  const actions = cells.find((cell) => cell.column.id === ACTIONS_COLUMN_ID);
  const fields = cells.filter((cell) => cell !== select && cell !== actions);
  return (
    <li
      className={classes.card}
      data-selected={row.getIsSelected() || undefined}
      // The row's props (a cursor's mark, its click) on the card, as on the table's row.
      {...(extra as HTMLAttributes<HTMLLIElement> | undefined)}
    >
      {select && (
        <label className={classes.select}>
          <CellContent cell={select} />
        </label>
      )}
      <dl className={classes.fields}>
        {fields.map((cell) => {
          return (
            <Fragment key={cell.id}>
              <dt>{headerText(cell.column.columnDef)}</dt>
              <dd>
                <CellContent cell={cell} />
              </dd>
            </Fragment>
          );
        })}
      </dl>
      {actions && (
        <div className={classes.actions} data-card-actions>
          <InlineMenuContext value={inlineMenu}>
            <CellContent cell={actions} />
          </InlineMenuContext>
        </div>
      )}
    </li>
  );
}
