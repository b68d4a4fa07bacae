/**
 * Every table pins its row actions to the row's inline end. The
 * layout itself (no sideways scroll at 1280 and 1440 px, the pinned column below that) is
 * checked in a real browser by scripts/check-tables.mjs; jsdom has no layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import classes from '@/ui/data-table.module.css';
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
    expect.soft(last).toHaveClass(classes.pinned!);
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = row.querySelectorAll('td');
      expect.soft(cells[cells.length - 1]).toHaveAttribute('data-pinned', 'end');
      expect.soft(cells[cells.length - 1]).toHaveClass(classes.pinned!);
      expect.soft([...cells].slice(0, -1).some((cell) => cell.hasAttribute('data-pinned'))).toBe(false);
    }
  });
});

const css = readFileSync(join(process.cwd(), 'src/ui/data-table.module.css'), 'utf8');

/** A rule's declarations in data-table.module.css, by its exact selector. */
function declarations(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

describe('the pinned column', () => {
  // The cells sliding under it must not show through: every row state paints an opaque colour.
  it('paints an opaque background of its own in every row state (plain, striped, hovered)', () => {
    expect(declarations('.pinned')).toMatch(/position: sticky;[\s\S]*background-color: var\(--mantine-color-body\);/);
    expect(declarations('.table > tbody > tr:nth-of-type(odd) > .pinned')).toContain('background-color: var(--rows-stripe);');
    expect(declarations('  .table > tbody > tr:hover > .pinned')).toContain('background-color: var(--rows-hover);');
    // The row colours themselves are the theme's solid greys, never a translucent "light" colour.
    for (const variable of ['--rows-stripe', '--rows-hover']) {
      for (const [, value] of css.matchAll(new RegExp(`${variable}: ([^;]+);`, 'g'))) {
        expect(value).toMatch(/^var\(--mantine-color-(gray|dark)-\d\)$/);
      }
    }
  });
});
