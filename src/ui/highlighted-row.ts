import { useEffect } from 'react';
import type { RowProps } from './data-table';

const MARK: RowProps = {
  'aria-current': 'true',
  'data-highlighted': true,
  style: { outline: '2px solid var(--cairn-primary-mark)', outlineOffset: -2 },
};
const NONE: RowProps = {};

/**
 * A table's `rowProps` marking the row of id `highlight` (a `?highlight=` link,
 * src/lib/highlight.ts), and scrolling it into view once it is drawn (a row or, narrow, its card).
 * The outline is the panel's focus-ring colour, which keeps 3:1 in both themes.
 */
export function useHighlightedRow<T extends { id: number }>(highlight: number | undefined, rows: readonly T[]) {
  const shown = highlight !== undefined && rows.some((row) => row.id === highlight);
  useEffect(() => {
    if (shown) document.querySelector('[data-highlighted]')?.scrollIntoView?.({ block: 'center' });
  }, [shown, highlight]);
  return highlight === undefined ? undefined : (row: T) => (row.id === highlight ? MARK : NONE);
}
