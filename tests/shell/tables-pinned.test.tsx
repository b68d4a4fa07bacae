/**
 * Every table pins its row actions to the row's inline end. The
 * layout itself (no sideways scroll at 1280 and 1440 px, the pinned column below that) is
 * checked in a real browser by scripts/check-tables.mjs; jsdom has no layout.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';

const TABLES = [
  ['/trails', 'Trails'],
  ['/reviews', 'Pending reviews'],
  ['/trail/1/reviews', /^Reviews of /],
  ['/users', 'Users'],
  ['/tags', 'Tags'],
  ['/locations?tab=countries', 'Countries'],
  ['/locations?tab=cities', 'Cities'],
] as const;

describe('every table', () => {
  it.each(TABLES)('%s pins the Actions column, holding every row action, to the inline end', async (path, name) => {
    await renderApp(path);
    const table = await screen.findByRole('table', { name });
    await waitFor(() => expect(table.querySelectorAll('tbody tr button').length).toBeGreaterThan(0));
    const headers = within(table).getAllByRole('columnheader');
    const last = headers[headers.length - 1]!;
    expect.soft(last).toHaveTextContent('Actions');
    expect.soft(last).toHaveAttribute('data-pinned', 'end');
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = row.querySelectorAll('td');
      expect.soft(cells[cells.length - 1]).toHaveAttribute('data-pinned', 'end');
      expect.soft([...cells].slice(0, -1).some((cell) => cell.hasAttribute('data-pinned'))).toBe(false);
    }
  });
});
