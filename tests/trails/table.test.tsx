import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/api/config';
import { trailKeys } from '@/api/trails/keys';
import { listParamsFromSearch } from '@/features/trails/trail-list-search';
import { db, touch } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter, footer, pageIds, rowOf, shownIds } from './helpers';
import { deferred, dialogsClosed, holdTimers } from '../support';

/** A trail's cells in the list, after the selection checkbox: SPEC.md's columns. */
const cellsOf = (id: number) => within(rowOf(id)).getAllByRole('cell').slice(1);

/** SPEC.md's columns, after the selection column. */
const headers = () =>
  within(screen.getByRole('table', { name: 'Trails' }))
    .getAllByRole('columnheader')
    .slice(1)
    .map((h) => h.textContent);

/** Every trail, in the list's default order. */
const all = () => expectedTrails();
/** The pager. */
const nav = () => screen.getByRole('navigation', { name: 'Trail list pages' });

/** Elevation cases: the value stored, the text of the cell. */
const ELEVATIONS = [
  [null, 'N/A'],
  [0, 'N/A'],
  [1234.4, '1,234'],
] as const;

/** Rating cases: a star with the value, capped at 5; N/A without a star. */
const RATINGS = [
  [null, 'N/A'],
  [0, 'N/A'],
  [4.26, '4.3'],
  [7, '5.0'],
] as const;

describe('trail table columns', () => {
  it('has the columns of SPEC.md, a select-page checkbox first and a 150px Actions column', async () => {
    await renderApp('/trails');
    await findFooter(12, 240);
    expect(headers()).toEqual([
      'Name',
      'Status',
      'Difficulty',
      'Distance (km)',
      'Elevation (m)',
      'Rating',
      'Created',
      'Photos',
      'Actions',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ width: '150px' });
    const [select] = within(screen.getByRole('table', { name: 'Trails' })).getAllByRole(
      'columnheader',
    );
    expect(within(select!).getByRole('checkbox', { name: t('bulk.selectPage') })).toBeInTheDocument();
  });

  it('cuts a name at 30 characters with the id below, and keeps one of exactly 30 whole', async () => {
    const [first, second] = expectedTrails().slice(0, 2);
    const long = 'Abcdefghij Klmnopqrst Uvwxyz0123 overflow';
    const exact = 'x'.repeat(30);
    first!.name = long;
    second!.name = exact;
    touch(db);
    await renderApp('/trails');
    await findFooter(12, 240);
    const name = cellsOf(first!.id)[0]!;
    // What the eye sees is cut; the whole name is only for screen readers (the link's name).
    const seen = within(name).getByText(`${long.slice(0, 30)}...`);
    expect(seen).toHaveAttribute('aria-hidden', 'true');
    expect(seen).not.toHaveTextContent('overflow');
    expect(name).toHaveTextContent(`ID: ${first!.id}`);
    expect(within(cellsOf(second!.id)[0]!).getByRole('link', { name: exact })).toHaveTextContent(exact);
    expect(within(cellsOf(second!.id)[0]!).queryByText(`${exact}...`)).not.toBeInTheDocument();
  });

  it('shows badges, distance, elevation, rating, date and photo count in their formats', async () => {
    // Each elevation and rating case on its own row of the newest four, all on page 1.
    const rows = expectedTrails().slice(0, 4);
    const first = rows[0]!;
    first.status = 'deleted';
    first.difficulty = 'Expert';
    first.distance = 12.345;
    ELEVATIONS.forEach(([value], i) => {
      rows[i]!.elevationGain = value;
    });
    RATINGS.forEach(([value], i) => {
      rows[i]!.rating = value;
    });
    // Still the newest trail: it stays first.
    first.createdAt = '2030-03-05T12:00:00.000Z';
    first.photos = ['a.png', 'b.png', 'c.png'];
    touch(db);

    await renderApp('/trails');
    await findFooter(12, 240);
    const cells = rows.map((trail) => cellsOf(trail.id));
    const a = cells[0]!;
    expect.soft(a[1], 'status deleted').toHaveTextContent('Inactive');
    expect.soft(a[2], 'difficulty Expert').toHaveTextContent('Expert');
    expect.soft(a[3], 'distance 12.345').toHaveTextContent(/^12\.3$/);
    ELEVATIONS.forEach(([value, text], i) => {
      expect
        .soft(cells[i]![4], `elevation ${value} reads ${text}`)
        .toHaveTextContent(new RegExp(`^${text}$`));
    });
    RATINGS.forEach(([value, text], i) => {
      const cell = cells[i]![5]!;
      expect
        .soft(cell, `rating ${value} reads ${text}`)
        .toHaveTextContent(new RegExp(`^${text.replace('.', '\\.')}$`));
      expect.soft(cell.querySelector('svg') !== null, `rating ${value}: a star`).toBe(text !== 'N/A');
    });
    expect.soft(a[6], 'created date').toHaveTextContent(/^Mar 5, 2030$/);
    expect.soft(a[7], 'photos count').toHaveTextContent(/^3$/);
  });
});

/** A name longer than 30 characters, in each language's script. */
const LONG_NAMES = { en: 'Abcdefghij Klmnopqrst Uvwxyz0123 overflow', ar: 'عين جدي – صعود وادي داود إلى القمة العالية' } as const;

describe.each(LANGUAGES)('the name of a trail in the list (%s, %s)', (language) => {
  async function open() {
    showLanguage(language);
    const first = expectedTrails()[0]!;
    first.name = LONG_NAMES[language];
    touch(db);
    const view = await renderApp('/trails');
    await findFooter(12, 240);
    const link = within(cellsOf(first.id)[0]!).getByRole('link', { name: first.name });
    return { ...view, first, link };
  }

  it('is a link named by the whole name, opening the editor; cut, the whole name shows on hover', async () => {
    const { user, history, first, link } = await open();
    expect(link).toHaveAttribute('href', `/trail/edit/${first.id}`);
    expect(link).toHaveTextContent(`${Array.from(first.name).slice(0, 30).join('')}...`);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(link);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(first.name);
    // Named by the whole name already: the tooltip is not read a second time as a description.
    expect(link).not.toHaveAccessibleDescription();
    // The pointer moves on to the tooltip: it stays (WCAG 1.4.13), and goes when the pointer leaves it.
    holdTimers();
    await user.hover(tip);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('tooltip')).toBe(tip);
    await user.unhover(tip);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(history.location.pathname).toBe(`/trail/edit/${first.id}`));
  });

  it('shows the whole name on keyboard focus; Escape hides it, the focus staying', async () => {
    const { user, first, link } = await open();
    // Tab from the row's checkbox, just before the name.
    within(rowOf(first.id)).getByRole('checkbox').focus();
    await user.tab();
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first.name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first.name);
  });
});

describe('empty, loading and failed lists', () => {
  it('says no trails were found, with no pager', async () => {
    await renderApp('/trails?name=no-such-trail-anywhere');
    expect(
      await screen.findByText(
        'No trails found. Try adjusting your filters or add a new trail.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 trails')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trail list pages' })).not.toBeInTheDocument();
  });

  it('shows Loading data... on the first load', async () => {
    server.use(
      http.get(apiUrl('/trails'), async () => {
        await delay(300);
      }),
    );
    await renderApp('/trails');
    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    await findFooter(12, 240);
  });

  it('a failed load says so and Retry loads again', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/trails'), () => {
        if (fail) return Response.json({ message: 'boom', statusCode: 400 }, { status: 400 });
      }),
    );
    const { user } = await renderApp('/trails');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch trails. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findFooter(12, 240);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed first load shows only the shared load error, not an empty table repeating it', async () => {
    server.use(
      http.get(apiUrl('/trails'), () =>
        Response.json({ message: 'boom', statusCode: 400 }, { status: 400 }),
      ),
    );
    await renderApp('/trails');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch trails. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('table', { name: 'Trails' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Failed to fetch trails. Please try again.')).toHaveLength(1);
  });

  it('a failed refetch keeps the rows under the load error, whose Retry is busy while it retries', async () => {
    const { user, queryClient } = await renderApp('/trails');
    await findFooter(12, 240);
    const { promise: held, resolve: release } = deferred();
    let mode: 'fail' | 'hold' = 'fail';
    server.use(
      http.get(apiUrl('/trails'), async () => {
        if (mode === 'fail')
          return Response.json({ message: 'boom', statusCode: 400 }, { status: 400 });
        await held;
        return undefined; // the fake backend answers
      }),
    );
    await queryClient.invalidateQueries({ queryKey: trailKeys.lists() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch trails. Please try again.');
    expect(screen.getByText(footer(12, 240))).toBeInTheDocument();
    mode = 'hold';
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('data-loading'));
    expect(retry).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText(footer(12, 240))).toBeInTheDocument();
  });
});

describe('pager', () => {
  it('has first, previous, numbered, next and last buttons, and each one moves', async () => {
    const { user, history } = await renderApp('/trails');
    await findFooter(12, 240);
    for (const name of [
      'First page',
      'Previous page',
      'Page 1',
      'Page 2',
      'Next page',
      'Last page',
    ]) {
      expect(within(nav()).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(nav()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(within(nav()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 2)));
    expect(history.location.search).toContain('page=2');

    await user.click(within(nav()).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 20)));
    expect(within(nav()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(within(nav()).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 19)));

    await user.click(within(nav()).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 1)));
    expect(history.location.search).not.toContain('page=');

    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 3)));
    expect(within(nav()).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is hidden with one page of results', async () => {
    const name = expectedTrails()[0]!.name;
    await renderApp(`/trails?name=${encodeURIComponent(name)}`);
    const count = expectedTrails({ name }).length;
    await findFooter(count, count);
    expect(count).toBeLessThanOrEqual(12);
    expect(screen.queryByRole('navigation', { name: 'Trail list pages' })).not.toBeInTheDocument();
  });

  it('clamps a page past the end to the last page', async () => {
    const { history } = await renderApp('/trails?page=999');
    await waitFor(() => expect(history.location.search).toContain('page=20'));
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 20)));
    expect(screen.getByText('Showing 12 of 240 trails')).toBeInTheDocument();
  });

  it('clamps page 0 or a negative page to 1', async () => {
    await renderApp('/trails?page=-4');
    await findFooter(12, 240);
    expect(shownIds()).toEqual(pageIds(all(), 1));
  });

  it('keeps the rows on screen while the next page loads, and prefetches the next page', async () => {
    const { user, queryClient } = await renderApp('/trails');
    await findFooter(12, 240);
    // Page 2 was fetched ahead.
    await waitFor(() =>
      expect(queryClient.getQueryData(trailKeys.list(listParamsFromSearch({}, 2)))).toBeDefined(),
    );
    const { promise: gate, resolve: release } = deferred();
    server.use(
      http.get(apiUrl('/trails'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '5') await gate;
      }),
    );
    await user.click(within(nav()).getByRole('button', { name: 'Page 5' }));
    // Still page 1's rows, no loading row and no empty text.
    expect(shownIds()).toEqual(pageIds(all(), 1));
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all(), 5)));
  });
});

describe('row actions', () => {
  it('the kebab menu offers Edit, Change Status and Delete, from the keyboard', async () => {
    const { user, history } = await renderApp('/trails');
    await findFooter(12, 240);
    const first = expectedTrails()[0]!;
    const kebab = screen.getByRole('button', { name: `Actions for ${first.name}` });
    kebab.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Change Status', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/trail/edit/${first.id}`,
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/trail/edit/${first.id}`));
  });

  it('Change Status in the row menu opens the modal, and Cancel closes it', async () => {
    const { user } = await renderApp('/trails');
    await findFooter(12, 240);
    const first = expectedTrails()[0]!;
    await user.click(screen.getByRole('button', { name: `Actions for ${first.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
    expect(await screen.findByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
  });

  it('Delete in the row menu asks for confirmation, and Cancel closes it', async () => {
    const { user } = await renderApp('/trails');
    await findFooter(12, 240);
    const first = expectedTrails()[0]!;
    await user.click(screen.getByRole('button', { name: `Actions for ${first.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Permanently Delete Trail?' });
    expect(confirm).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
  });
});

describe('adding a trail', () => {
  it('Add New Trail goes to /trail/new', async () => {
    const { user, history } = await renderApp('/trails');
    await findFooter(12, 240);
    await user.click(screen.getByRole('link', { name: 'Add New Trail' }));
    await waitFor(() => expect(history.location.pathname).toBe('/trail/new'));
  });
});
