/**
 * Every table pins its row actions to the row's inline end. The
 * layout itself (no sideways scroll at 1280 and 1440 px, the pinned column below that) is
 * checked in a real browser by scripts/check-tables.mjs; jsdom has no layout.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { inCase } from '../support';
import { go } from '../views/helpers';

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
  // One panel goes to each list in turn (as views/helpers' go does): the pinning is each table's
  // own columns', drawn when its screen mounts, not something of the panel's first load.
  it('pins the Actions column, holding every row action, to the inline end: /trails, /reviews, /trail/1/reviews, /users, /tags, /locations?tab=countries, /locations?tab=cities', async () => {
    const view = await renderApp(TABLES[0][0]);
    for (const [i, [path, name]] of TABLES.entries()) {
      await inCase(path, async () => {
        if (i > 0) await go(view, path);
        const table = await screen.findByRole('table', { name }, { timeout: 10_000 });
        await waitFor(() => expect(table.querySelectorAll('tbody tr button').length).toBeGreaterThan(0));
        const headers = within(table).getAllByRole('columnheader');
        const last = headers[headers.length - 1]!;
        expect.soft(last, path).toHaveTextContent('Actions');
        expect.soft(last, path).toHaveAttribute('data-pinned', 'end');
        for (const row of table.querySelectorAll('tbody tr')) {
          const cells = row.querySelectorAll('td');
          expect.soft(cells[cells.length - 1], path).toHaveAttribute('data-pinned', 'end');
          expect.soft([...cells].slice(0, -1).some((cell) => cell.hasAttribute('data-pinned')), path).toBe(false);
        }
      });
    }
  });
});
