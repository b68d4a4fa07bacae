import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRowSelection, type RemovedBy } from '@/lib/use-row-selection';

interface Row {
  id: number;
  status: string;
}

const REMOVED: RemovedBy = { mutationKey: ['rows', 'write', 'delete'], rowId: String };

const options = (rows: Row[], wholeList = false) => ({
  scope: 'filters',
  rows,
  getRowId: (row: Row) => String(row.id),
  rowName: (row: Row) => `Row ${row.id}`,
  wholeList,
  removedBy: REMOVED,
});

/** The hook watches the query client's mutations (`removedBy`). */
function withClient(client = new QueryClient()) {
  return { client, wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> };
}

/** Runs a write with `mutationKey` on `id` through the client, as a mutation hook would. */
function write(client: QueryClient, mutationKey: readonly unknown[], id: number, fails = false) {
  const observer = new MutationObserver(client, {
    mutationKey,
    mutationFn: (_id: number) => (fails ? Promise.reject(new Error('404')) : Promise.resolve()),
  });
  return act(() => observer.mutate(id).catch(() => undefined));
}

describe('useRowSelection', () => {
  it('gives the selected rows as shown now, not as they were when ticked', () => {
    const { result, rerender } = renderHook((rows: Row[]) => useRowSelection(options(rows)), {
      ...withClient(),
      initialProps: [{ id: 1, status: 'active' }, { id: 2, status: 'active' }],
    });
    act(() => result.current.table.onChange({ '1': true }));
    rerender([{ id: 1, status: 'inactive' }, { id: 2, status: 'active' }]); // changed from its row
    expect(result.current.rows()).toEqual([{ id: 1, status: 'inactive' }]);
  });

  it('of a whole list: a selected row that left the list is no longer selected', () => {
    const { result, rerender } = renderHook((rows: Row[]) => useRowSelection(options(rows, true)), {
      ...withClient(),
      initialProps: [{ id: 1, status: 'pending' }, { id: 2, status: 'pending' }, { id: 3, status: 'pending' }],
    });
    act(() => result.current.table.onChange({ '1': true, '2': true }));
    expect(result.current.count).toBe(2);
    rerender([{ id: 2, status: 'pending' }, { id: 3, status: 'pending' }]); // 1 was accepted from its row
    expect(result.current.count).toBe(1);
    expect(result.current.table.state).toEqual({ '2': true });
    expect(result.current.rows()).toEqual([{ id: 2, status: 'pending' }]);
  });

  it('a new scope drops the selection: going back to the old one does not bring it back', () => {
    const { result, rerender } = renderHook((scope: string) => useRowSelection({ ...options([{ id: 1, status: 'active' }]), scope }), {
      ...withClient(),
      initialProps: 'name=',
    });
    act(() => result.current.table.onChange({ '1': true }));
    expect(result.current.count).toBe(1);
    rerender('name=a');
    expect(result.current.count).toBe(0);
    rerender('name=');
    expect(result.current.count).toBe(0);
    expect(result.current.rows()).toEqual([]);
  });

  it('of a paged list: a selected row on another page stays selected', () => {
    const { result, rerender } = renderHook((rows: Row[]) => useRowSelection(options(rows)), {
      ...withClient(),
      initialProps: [{ id: 1, status: 'active' }],
    });
    act(() => result.current.table.onChange({ '1': true }));
    rerender([{ id: 13, status: 'active' }]); // page 2
    expect(result.current.count).toBe(1);
    expect(result.current.rows()).toEqual([{ id: 1, status: 'active' }]);
  });

  it('a row deleted by its resource\'s delete write leaves the selection; a failed delete or another write does not', async () => {
    const { client, wrapper } = withClient();
    const { result } = renderHook((rows: Row[]) => useRowSelection(options(rows)), {
      wrapper,
      initialProps: [{ id: 1, status: 'active' }, { id: 2, status: 'active' }, { id: 3, status: 'active' }],
    });
    act(() => result.current.table.onChange({ '1': true, '2': true, '3': true }));
    await write(client, REMOVED.mutationKey, 1, true); // the delete failed: still there
    await write(client, ['rows', 'write', 'status'], 2); // another write
    expect(result.current.count).toBe(3);
    await write(client, REMOVED.mutationKey, 3);
    expect(result.current.count).toBe(2);
    expect(result.current.table.state).toEqual({ '1': true, '2': true });
    expect(result.current.rows().map((row) => row.id)).toEqual([1, 2]);
  });
});
