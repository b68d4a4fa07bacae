/**
 * An optimistic write cancels only the queries it rewrites; a page the user opens meanwhile
 * loads normally. And the one helper's undo puts back only what its edit wrote.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  arrayList,
  patchEntity,
  patchRow,
  patchRowOptimistically,
  removeRow,
} from '@/api/common/cache';
import { apiUrl } from '@/api/config';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { expectedTrails, findFooter, pageIds, shownIds } from '../trails/helpers';
import { deferred } from '../support';

interface Item {
  id: number;
  status: string;
  name: string;
}
const list = arrayList<Item>(['items', 'list']);
const key = (page: number) => ['items', 'list', page];
const item = (id: number, status = 'pending'): Item => ({ id, status, name: `Item ${id}` });

/** A gate: `wait` resolves when `open()` is called. */
function gate() {
  const { promise: wait, resolve: open } = deferred();
  return { wait, open: () => open() };
}

describe('an optimistic edit cancels only the lists it rewrites', () => {
  it('a page being fetched that does not hold the row keeps loading; one that holds it is cancelled', async () => {
    const client = new QueryClient();
    client.setQueryData(key(1), [item(1), item(2)]);
    const page1 = gate();
    const page2 = gate();
    // Page 1 (holding row 1) is refetching; page 2 (just opened) is loading for the first time.
    const refetch1 = client.fetchQuery({
      queryKey: key(1),
      queryFn: () => page1.wait.then(() => [item(1, 'stale'), item(2)]),
    });
    const load2 = client.fetchQuery({
      queryKey: key(2),
      queryFn: () => page2.wait.then(() => [item(3), item(4)]),
    });

    await patchRowOptimistically(client, list, 1, { status: 'active' });
    page1.open();
    page2.open();
    await refetch1.catch(() => undefined); // cancelled: its old answer is dropped
    await load2;

    // The old answer to page 1 did not overwrite the edit; page 2 loaded.
    expect(client.getQueryData<Item[]>(key(1))?.[0]?.status).toBe('active');
    expect(client.getQueryData<Item[]>(key(2))).toEqual([item(3), item(4)]);
  });

  it('on the trail list: the next page loads while a status change is still on its way', async () => {
    const all = expectedTrails();
    const { user } = await renderApp('/trails');
    await findFooter(12, all.length);
    const pageLoad = gate();
    const statusCall = gate();
    server.use(
      http.get(apiUrl('/trails'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '3') await pageLoad.wait;
      }),
      http.put(apiUrl('/trails/*'), async () => {
        await statusCall.wait;
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Trail list pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));

    // Page 1's rows stay on screen while page 3 loads; one of them changes status.
    const row = all[0]!;
    await user.click(screen.getByRole('button', { name: `Actions for ${row.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const next = row.status === 'active' ? /^Inactive/ : /^Active/;
    await user.click(within(dialog).getByRole('radio', { name: next }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    pageLoad.open();
    await waitFor(() => expect(shownIds()).toEqual(pageIds(all, 3)));
    statusCall.open();
  });
});

describe('the undo of an edit puts back only what it wrote', () => {
  function setup() {
    const client = new QueryClient();
    client.setQueryData(key(1), [item(1), item(2)]);
    client.setQueryData(key(2), [item(2), item(3)]);
    const row = (page: number, id: number) =>
      client.getQueryData<Item[]>(key(page))?.find((r) => r.id === id);
    return { client, row };
  }

  it('patchRow writes the row in every list holding it; its undo keeps a later write to another field', () => {
    const { client, row } = setup();
    const undo = patchRow(client, list, 2, { status: 'active' });
    expect([row(1, 2)?.status, row(2, 2)?.status]).toEqual(['active', 'active']);
    patchRow(client, list, 2, { name: 'Renamed' });
    undo();
    expect(row(1, 2)).toEqual({ ...item(2), name: 'Renamed' });
    expect(row(2, 2)).toEqual({ ...item(2), name: 'Renamed' });
  });

  it('an undo leaves a field that a later write changed again', () => {
    const { client, row } = setup();
    const first = patchRow(client, list, 2, { status: 'active' });
    patchRow(client, list, 2, { status: 'deleted' });
    first();
    expect(row(1, 2)?.status).toBe('deleted');
  });

  it('removeRow takes the row out of every list; its undo puts it back in its place', () => {
    const { client } = setup();
    const undo = removeRow(client, list, 2);
    expect(client.getQueryData(key(1))).toEqual([item(1)]);
    expect(client.getQueryData(key(2))).toEqual([item(3)]);
    undo();
    expect(client.getQueryData(key(1))).toEqual([item(1), item(2)]);
    expect(client.getQueryData(key(2))).toEqual([item(2), item(3)]);
  });

  it('patchEntity does nothing to an entity not cached, and its undo keeps a later write', () => {
    const { client } = setup();
    patchEntity<Item>(client, ['items', 'detail', 9], { status: 'active' });
    expect(client.getQueryData(['items', 'detail', 9])).toBeUndefined();
    client.setQueryData(['items', 'detail', 2], item(2));
    const undo = patchEntity<Item>(client, ['items', 'detail', 2], { status: 'active' });
    patchEntity<Item>(client, ['items', 'detail', 2], { name: 'Renamed' });
    undo();
    expect(client.getQueryData(['items', 'detail', 2])).toEqual({ ...item(2), name: 'Renamed' });
  });
});
