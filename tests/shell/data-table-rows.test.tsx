/**
 * DataTable (src/ui/data-table.tsx) renders a body row again only when something of
 * that row changed: its data, its selection, its row props or the columns. Counted through the
 * columns' cell functions (one call per cell rendered), never timed.
 */
import { render, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { columnHelper, DataTable } from '@/ui/data-table';
import classes from '@/ui/data-table.module.css';
import { lookOf, setupUser } from '../support';
import { t } from '../text';

interface Row {
  id: number;
  name: string;
}
const col = columnHelper<Row>();
const INITIAL: Row[] = [1, 2, 3, 4].map((id) => ({ id, name: `Row ${id}` }));

/** Module-level, as the screens' (a new rowName is a new selection column: every row renders). */
const rowName = (row: Row) => row.name;

/** Cell renders per row id. */
let renders: Record<string, number> = {};
const counted = (row: Row) => {
  renders[row.id] = (renders[row.id] ?? 0) + 1;
  return row.name;
};

function Screen({ withCursor = false }: { withCursor?: boolean }) {
  const [rows, setRows] = useState(INITIAL);
  const [ticks, setTicks] = useState(0);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [cursor, setCursor] = useState(0);
  const [clicked, setClicked] = useState('');
  const [language, setLanguage] = useState('a');
  const columns = useMemo(
    () => [col.accessor('name', { header: `Name ${language}`, cell: ({ row }) => counted(row.original) })],
    [language],
  );
  return (
    <>
      <button onClick={() => setTicks((n) => n + 1)}>unrelated {ticks}</button>
      <button onClick={() => setRows((all) => all.map((r) => (r.id === 2 ? { ...r, name: 'Row 2 renamed' } : r)))}>patch 2</button>
      <button onClick={() => setRows((all) => [...all])}>same rows, new array</button>
      <button onClick={() => setLanguage('b')}>new columns</button>
      <button onClick={() => setCursor((c) => c + 1)}>cursor down</button>
      <output>{clicked}</output>
      <DataTable
        label="Rows"
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.id)}
        selection={{ state: selected, onChange: setSelected, rowName }}
        rowProps={
          withCursor
            ? (row, index) => ({
                // A new handler on every render, reading this render's `ticks`.
                onClick: () => setClicked(`${row.name} at ${ticks}`),
                'data-cursor': index === cursor || undefined,
                style: index === cursor ? { outline: '2px solid red' } : undefined,
              })
            : undefined
        }
      />
    </>
  );
}

function setup(withCursor?: boolean) {
  renders = {};
  const user = setupUser();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <Screen withCursor={withCursor} />
    </AppProviders>,
  );
  expect(renders).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
  renders = {};
  return user;
}

const rowBox = (name: string) =>
  screen.getByRole('checkbox', { name: t('bulk.selectRow', { name: `\u2068${name}\u2069` }) });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('DataTable rows', () => {
  it('are not rendered again when the screen renders for something else', async () => {
    const user = setup();
    await user.click(button(/unrelated/));
    await user.click(button('same rows, new array'));
    expect(renders).toEqual({});
  });

  it('render again alone when their own data changes', async () => {
    const user = setup();
    await user.click(button('patch 2'));
    expect(renders).toEqual({ 2: 1 });
    expect(screen.getByRole('cell', { name: 'Row 2 renamed' })).toBeInTheDocument();
  });

  it('render again alone when their selection changes, and stay selectable', async () => {
    const user = setup();
    await user.click(rowBox('Row 3'));
    expect(renders).toEqual({ 3: 1 });
    // Row 3 was rendered from an older row model (row 2's patch made a new one): it still unticks.
    await user.click(button('patch 2'));
    renders = {};
    await user.click(rowBox('Row 3'));
    expect(renders).toEqual({ 3: 1 });
    expect(rowBox('Row 3')).not.toBeChecked();
  });

  it('all render again with new columns', async () => {
    const user = setup();
    await user.click(button('new columns'));
    expect(renders).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
  });

  it('render again when their row props change, and call the latest handlers', async () => {
    const user = setup(true);
    await user.click(button(/unrelated/));
    await user.click(button(/unrelated/));
    expect(renders).toEqual({});
    // The handler of a row not rendered again is this render's, not the first one's.
    const rows = within(screen.getByRole('table', { name: 'Rows' })).getAllByRole('row').slice(1);
    await user.click(within(rows[3]!).getByRole('cell', { name: 'Row 4' }));
    expect(document.querySelector('output')).toHaveTextContent('Row 4 at 2');
    renders = {};
    await user.click(button('cursor down'));
    // The cursor left row 1 and came to row 2: those two, no other.
    expect(renders).toEqual({ 1: 1, 2: 1 });
    expect(rows[1]).toHaveAttribute('data-cursor');
    expect(rows[0]).not.toHaveAttribute('data-cursor');
  });
});

describe('DataTable elements', () => {
  it('are plain table elements drawn by the panel’s stylesheet, with nothing of a library’s on them', () => {
    render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <Screen />
      </AppProviders>,
    );
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(table).toHaveClass(classes.table!);
    // Nothing of a library's own (class names, data attributes, variables) on any element.
    for (const element of [table, ...table.querySelectorAll('*')]) {
      expect({ tag: element.tagName, ...lookOf(element) }).toEqual({ tag: element.tagName, class: '' });
    }
  });
});

describe('DataTable box', () => {
  function TwoTables() {
    const columns = useMemo(() => [col.accessor('name', { header: 'Name' })], []);
    const table = (label: string, minWidth?: number) => (
      <DataTable
        label={label}
        columns={columns}
        data={INITIAL}
        getRowId={(r) => String(r.id)}
        minWidth={minWidth}
      />
    );
    return (
      <>
        {table('Default')}
        {table('Wide', 1000)}
      </>
    );
  }

  // How it scrolls is the browser's (data-table.module.css; scripts/check-tables.mjs looks at
  // it in Chrome): here, that every table is in the scroller and keeps its minimum width.
  it('scrolls the table sideways below its minimum width (600 px unless given)', () => {
    render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <TwoTables />
      </AppProviders>,
    );
    for (const [name, rem] of [
      ['Default', '37.5rem'],
      ['Wide', '62.5rem'],
    ]) {
      const table = screen.getByRole('table', { name });
      const scroller = table.closest('[data-table-scroller]');
      expect(scroller).toHaveClass(classes.scroller!);
      const box = table.parentElement!;
      expect(box.parentElement).toBe(scroller);
      expect(box.style.minWidth).toBe(`calc(${rem} * var(--mantine-scale))`);
    }
  });
});
