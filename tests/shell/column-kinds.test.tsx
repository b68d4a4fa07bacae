/**
 * Every table sizes its columns by what they hold (src/ui/data-table.tsx, a column's `kind`):
 * short values (ratings, badges, dates, counts, "Not available") carry the class that keeps
 * them on one line at their own width, free text (names, a review) the class that gives it
 * the room left, and a name beside a review (its trail, its user) the class that keeps its
 * column at its longest word. The widths themselves are a browser's work (scripts/screens.mjs,
 * scripts/check-tables.mjs); jsdom has no layout, so this holds which column gets which class.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLUMN_KIND_CLASS } from '@/ui/data-table';
import type { MessageKey } from '@/i18n/catalogues';
import { renderApp } from '../render';
import { showLanguage, t } from '../text';

type Kind = 'short' | 'text' | 'name' | 'none';

/** Each table's columns by header, with the kind they must have; the actions column is pinned. */
const TABLES: [path: string, table: () => string | RegExp, columns: [MessageKey, Kind][]][] = [
  [
    '/trails',
    () => t('trails.tableLabel'),
    [
      ['common.name', 'text'],
      ['common.status', 'short'],
      ['common.difficulty', 'short'],
      ['trails.colDistance', 'short'],
      ['trails.colElevation', 'short'],
      ['common.rating', 'short'],
      ['trails.colCreated', 'short'],
      ['common.photos', 'short'],
    ],
  ],
  [
    '/reviews',
    () => t('reviews.pendingLabel'),
    [
      ['common.id', 'short'],
      ['reviews.colTrail', 'name'],
      ['common.status', 'short'],
      ['common.rating', 'short'],
      ['reviews.colUser', 'name'],
      ['reviews.colText', 'text'],
      ['common.difficulty', 'short'],
      ['common.photos', 'short'],
      ['reviews.colDate', 'short'],
    ],
  ],
  [
    '/trail/1/reviews',
    () => new RegExp(`^${t('reviews.trailTableLabel', { name: 'x' }).split('x')[0]}`),
    [
      ['common.id', 'short'],
      ['common.status', 'short'],
      ['common.rating', 'short'],
      ['reviews.colUser', 'name'],
      ['reviews.colText', 'text'],
      ['common.difficulty', 'short'],
      ['common.photos', 'short'],
      ['reviews.colDate', 'short'],
    ],
  ],
  [
    '/users',
    () => t('users.tableLabel'),
    [
      ['users.colUser', 'text'],
      ['users.colContact', 'text'],
      ['common.status', 'short'],
      ['users.role', 'short'],
      ['users.type', 'short'],
      // Two lines each ("Premium" over "Until {date}", two counts): they may break between words.
      ['users.premium', 'none'],
      ['users.colActivity', 'none'],
    ],
  ],
  [
    '/tags',
    () => t('tags.tableLabel'),
    [
      ['common.id', 'short'],
      ['common.name', 'text'],
      ['tags.colUsage', 'short'],
      ['common.status', 'short'],
    ],
  ],
  [
    '/locations?tab=countries',
    () => t('locations.countries'),
    [
      ['common.id', 'short'],
      ['common.name', 'text'],
    ],
  ],
  [
    '/locations?tab=cities',
    () => t('locations.cities'),
    [
      ['common.id', 'short'],
      ['common.name', 'text'],
      ['common.country', 'text'],
    ],
  ],
];

/** The kind a header or cell is sized as, from its classes. */
function kindOf(element: Element): Kind {
  expect(new Set(Object.values(COLUMN_KIND_CLASS)).size).toBe(3);
  const kinds = (Object.keys(COLUMN_KIND_CLASS) as (keyof typeof COLUMN_KIND_CLASS)[]).filter((kind) =>
    element.classList.contains(COLUMN_KIND_CLASS[kind]),
  );
  expect(kinds.length).toBeLessThanOrEqual(1);
  return kinds[0] ?? 'none';
}

async function expectColumnKinds(table: HTMLElement, columns: [MessageKey, Kind][]) {
  await waitFor(() => expect(table.querySelectorAll('tbody tr button').length).toBeGreaterThan(0));
  const headers = within(table).getAllByRole('columnheader');
  const rows = [...table.querySelectorAll('tbody tr')];
  for (const [key, kind] of columns) {
    const index = headers.findIndex((th) => th.textContent === t(key));
    expect.soft(index, key).toBeGreaterThanOrEqual(0);
    expect.soft(kindOf(headers[index]!), key).toBe(kind);
    for (const row of rows) expect.soft(kindOf(row.children[index]!), `${key} cell`).toBe(kind);
  }
  // The pinned actions column keeps its fixed width, of no kind.
  const actions = headers[headers.length - 1]!;
  expect.soft(actions).toHaveAttribute('data-pinned', 'end');
  expect.soft(kindOf(actions)).toBe('none');
}

describe('every table sizes its columns by kind', () => {
  it.each(TABLES)('%s: short values on one line at their width, free text takes the rest', async (path, name, columns) => {
    await renderApp(path);
    await expectColumnKinds(await screen.findByRole('table', { name: name() }), columns);
  });
});

describe('in Arabic', () => {
  it('the trail list keeps "غير متوفر" (no rating) and dates on one line, the name takes the rest', async () => {
    showLanguage('ar');
    await renderApp('/trails');
    const table = await screen.findByRole('table', { name: t('trails.tableLabel') });
    await expectColumnKinds(table, TABLES[0]![2]);
    const unrated = within(table).getAllByText(t('common.notAvailable'));
    expect(unrated.length).toBeGreaterThan(0);
    for (const text of unrated) expect(kindOf(text.closest('td')!)).toBe('short');
  });

  it('the pending queue gives the review text the room, its trail and user their longest word, stars and dates one line', async () => {
    showLanguage('ar');
    await renderApp('/reviews');
    await expectColumnKinds(await screen.findByRole('table', { name: t('reviews.pendingLabel') }), TABLES[1]![2]);
  });
});

describe('a name beside a review', () => {
  it.each(['en', 'ar'] as const)('%s: the user\'s "ID: n" stays on one line; the name above it may break', async (language) => {
    showLanguage(language);
    await renderApp('/reviews');
    const table = await screen.findByRole('table', { name: t('reviews.pendingLabel') });
    await waitFor(() => expect(table.querySelectorAll('tbody tr button').length).toBeGreaterThan(0));
    const headers = within(table).getAllByRole('columnheader');
    const user = headers.findIndex((th) => th.textContent === t('reviews.colUser'));
    for (const row of table.querySelectorAll('tbody tr')) {
      const [name, detail] = [...row.children[user]!.querySelectorAll('p')];
      expect(detail!.textContent).toMatch(new RegExp(`^${t('common.idValue', { id: 'X' }).replace('X', '.+')}$`));
      expect(detail).toHaveAttribute('data-nowrap');
      expect(name).not.toHaveAttribute('data-nowrap');
    }
  });
});
