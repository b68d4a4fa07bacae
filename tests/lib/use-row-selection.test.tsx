import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from '@/lib/use-row-selection';

interface Row {
  id: number;
  status: string;
}

const options = (rows: Row[], wholeList = false) => ({
  scope: 'filters',
  rows,
  getRowId: (row: Row) => String(row.id),
  rowName: (row: Row) => `Row ${row.id}`,
  wholeList,
});

describe('useRowSelection', () => {
  it('gives the selected rows as shown now, not as they were when ticked', () => {
    const { result, rerender } = renderHook((rows: Row[]) => useRowSelection(options(rows)), {
      initialProps: [{ id: 1, status: 'active' }, { id: 2, status: 'active' }],
    });
    act(() => result.current.table.onChange({ '1': true }));
    rerender([{ id: 1, status: 'inactive' }, { id: 2, status: 'active' }]); // changed from its row
    expect(result.current.rows()).toEqual([{ id: 1, status: 'inactive' }]);
  });

  it('of a whole list: a selected row that left the list is no longer selected', () => {
    const { result, rerender } = renderHook((rows: Row[]) => useRowSelection(options(rows, true)), {
      initialProps: [{ id: 1, status: 'pending' }, { id: 2, status: 'pending' }, { id: 3, status: 'pending' }],
    });
    act(() => result.current.table.onChange({ '1': true, '2': true }));
    expect(result.current.count).toBe(2);
    rerender([{ id: 2, status: 'pending' }, { id: 3, status: 'pending' }]); // 1 was accepted from its row
    expect(result.current.count).toBe(1);
    expect(result.current.table.state).toEqual({ '2': true });
    expect(result.current.rows()).toEqual([{ id: 2, status: 'pending' }]);
  });

  it('of a paged list: a selected row on another page stays selected', () => {
    const { result, rerender } = renderHook((rows: Row[]) => useRowSelection(options(rows)), {
      initialProps: [{ id: 1, status: 'active' }],
    });
    act(() => result.current.table.onChange({ '1': true }));
    rerender([{ id: 13, status: 'active' }]); // page 2
    expect(result.current.count).toBe(1);
    expect(result.current.rows()).toEqual([{ id: 1, status: 'active' }]);
  });
});
