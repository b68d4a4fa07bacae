import { rowSelectionFeature, tableFeatures, type Cell, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/*
 * What the table (./data-table.tsx) and the cards (./data-cards.tsx, loaded from the table
 * on demand) share.
 */

/**
 * The features every table of the panel uses: the core row model (the server pages) and row
 * selection, which a screen turns on by giving the table a `selection` (src/lib/use-row-selection.ts).
 */
export const dataTableFeatures = tableFeatures({ rowSelectionFeature });
export type DataTableFeatures = typeof dataTableFeatures;

export type RowProps = React.HTMLAttributes<HTMLTableRowElement> & { [key: `data-${string}`]: unknown };

/** The id of the selection column (first, before the row's own columns). */
export const SELECT_COLUMN_ID = 'select';

/**
 * The column every table pins to the row's inline end: the row actions (id 'actions'), so they
 * are never out of view, whatever the width (data-table.module.css).
 */
export const ACTIONS_COLUMN_ID = 'actions';

/**
 * A cell's content, always through this one component. TanStack's FlexRender renders the
 * column's `cell` function as a component type, so when a screen rebuilds its columns (new
 * handlers on a re-render) every cell became a new component and React remounted it: the
 * row's button that had focus (Edit, a row's menu) was replaced, focus fell to the start of
 * the page, and a dialog opened from it could not give focus back. Calling the function
 * here updates the cell in place instead.
 */
export function CellContent<T extends RowData>({ cell }: { cell: Cell<DataTableFeatures, T, unknown> }): ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? (render(cell.getContext()) as ReactNode) : (render ?? null);
}
