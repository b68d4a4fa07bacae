/**
 * useListSearch (src/lib/use-list-search.ts), the one hook every list screen ties its page,
 * page size and filters to the URL with, driven through a real router and memory history.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { create } from 'zustand';
import { useListSearch, type ListNavigate, type ListSearch } from '@/lib/use-list-search';

const searchSchema = z.object({
  name: z.string().optional().catch(undefined),
  status: z.enum(['active', 'blocked']).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
  pageSize: z.number().int().optional().catch(undefined),
});
type Search = z.infer<typeof searchSchema>;
const FILTER_KEYS = ['name', 'status'] as const;

/** What the probe's list would know: the page count once its data is in (undefined before). */
const known = create<{ pageCount: number | undefined; writeFirstPage: boolean }>(() => ({
  pageCount: undefined,
  writeFirstPage: false,
}));

/** What the test does with the hook: one button each. */
const ACTIONS: Record<string, (list: ListSearch<Search>) => void> = {
  'page 1': (list) => list.setPage(1),
  'page 4': (list) => list.setPage(4),
  'name omar': (list) => list.setFilters({ name: 'omar' }),
  'name b': (list) => list.setFilters({ name: 'b' }),
  'status blocked': (list) => list.setFilters({ status: 'blocked' }),
  'apply status blocked': (list) => list.applyFilters({ status: 'blocked' }),
  reset: (list) => list.resetFilters(),
  'size 50': (list) => list.setPageSize(50),
};

function Probe() {
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate() as unknown as ListNavigate<Search>;
  const { pageCount, writeFirstPage } = known();
  const list = useListSearch({ search, navigate, filterKeys: FILTER_KEYS, paging: { pageCount, writeFirstPage } });
  return (
    <>
      <output aria-label="page">{list.page}</output>
      {Object.entries(ACTIONS).map(([name, action]) => (
        <button key={name} type="button" onClick={() => action(list)}>
          {name}
        </button>
      ))}
    </>
  );
}

const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

const rootRoute = createRootRoute();
const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/list',
  staticData: { title: 'header.default' },
  validateSearch: searchSchema,
  component: Probe,
});

async function open(path: string, pageCount?: number, writeFirstPage = false) {
  known.setState({ pageCount, writeFirstPage });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history });
  render(<RouterProvider router={router} />);
  await screen.findByLabelText('page');
  return history;
}

/** The URL's search as the address bar has it. */
const urlOf = (history: RouterHistory) => Object.fromEntries(new URLSearchParams(history.location.search));
const shownPage = () => screen.getByLabelText('page').textContent;

describe('useListSearch', () => {
  it('moves a page past the end to the last page, replacing the history entry', async () => {
    const history = await open('/list?name=%22a%22&page=9', 3);
    await waitFor(() => expect(urlOf(history)).toEqual({ name: 'a', page: '3' }));
    expect(shownPage()).toBe('3');
    expect(history.length).toBe(1);
  });

  it('clamps to page 1, left out of the URL, when the list is empty', async () => {
    const history = await open('/list?page=4', 0);
    await waitFor(() => expect(urlOf(history)).toEqual({}));
    expect(shownPage()).toBe('1');
  });

  it('leaves the page alone while the page count is unknown, and clamps once it is known', async () => {
    const history = await open('/list?page=9');
    expect(shownPage()).toBe('9');
    act(() => known.setState({ pageCount: 5 }));
    await waitFor(() => expect(urlOf(history)).toEqual({ page: '5' }));
  });

  it('a filter change goes back to page 1 and keeps the page size', async () => {
    const history = await open('/list?page=3&pageSize=50', 10);
    press('name omar');
    await waitFor(() => expect(urlOf(history)).toEqual({ name: 'omar', pageSize: '50' }));
    expect(shownPage()).toBe('1');
  });

  it('writes page 1 in the URL when told to (the user list)', async () => {
    const history = await open('/list?page=3', 10, true);
    press('status blocked');
    await waitFor(() => expect(urlOf(history)).toEqual({ status: 'blocked', page: '1' }));
  });

  it('a new page size goes back to page 1', async () => {
    const history = await open('/list?page=3&name=%22a%22', 10);
    press('size 50');
    await waitFor(() => expect(urlOf(history)).toEqual({ name: 'a', pageSize: '50' }));
  });

  it('Apply replaces every filter; Reset clears them and keeps the rest', async () => {
    const history = await open('/list?name=%22a%22&status=%22active%22&page=2&pageSize=50', 10);
    press('apply status blocked');
    await waitFor(() => expect(urlOf(history)).toEqual({ status: 'blocked', pageSize: '50' }));
    press('reset');
    await waitFor(() => expect(urlOf(history)).toEqual({ pageSize: '50' }));
  });

  it('round-trips through the URL: a link opens on its page and filters, Back restores them', async () => {
    const history = await open('/list?name=%22a%22&page=2', 10);
    expect(shownPage()).toBe('2');
    press('page 4');
    await waitFor(() => expect(urlOf(history)).toEqual({ name: 'a', page: '4' }));
    expect(shownPage()).toBe('4');
    press('name b');
    await waitFor(() => expect(urlOf(history)).toEqual({ name: 'b' }));
    act(() => history.back());
    await waitFor(() => expect(shownPage()).toBe('4'));
    expect(urlOf(history)).toEqual({ name: 'a', page: '4' });
    press('page 1');
    await waitFor(() => expect(urlOf(history)).toEqual({ name: 'a' }));
  });
});
