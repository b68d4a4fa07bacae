/**
 * ListFrame (src/ui/list-frame.tsx), the one frame of every list screen: load error
 * with Retry, toolbar, table, footer and pager, over a real query whose answers the test picks.
 */
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { columnHelper } from '@/ui/data-table';
import { ListFrame } from '@/ui/list-frame';
import { deferred, type Deferred, rowsOf, setupUser } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

interface Row {
  id: number;
  name: string;
}
const col = columnHelper<Row>();
const COLUMNS = [col.accessor('name', { header: 'Name' })];

/** The answers the list's query gets, in order: rows, or an error; held until the test lets them go. */
let answers: Array<Deferred<Row[]>> = [];
const calls = { count: 0 };

function Screen() {
  const query = useQuery({
    queryKey: ['frame-test'],
    queryFn: () => {
      const answer = answers[calls.count];
      calls.count += 1;
      if (!answer) throw new Error('no answer');
      return answer.promise;
    },
  });
  const rows = query.data ?? [];
  return (
    <ListFrame
      query={query}
      errorText={t('trails.loadError')}
      toolbar={<button type="button">Export</button>}
      label="Things"
      columns={COLUMNS}
      data={rows}
      getRowId={(r) => String(r.id)}
      emptyText={t('trails.empty')}
      rowProps={(row) => ({ 'data-thing': row.id })}
      summary={t('trails.showing', { n: rows.length, total: rows.length })}
      pager={<nav aria-label="pages" />}
    />
  );
}

function renderFrame() {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <Screen />
    </AppProviders>,
  );
  return { queryClient, user: setupUser() };
}

const ROWS: Row[] = [
  { id: 1, name: 'Wadi Rum' },
  { id: 2, name: 'Dana' },
];

beforeEach(() => {
  answers = [deferred<Row[]>(), deferred<Row[]>(), deferred<Row[]>()];
  calls.count = 0;
});

describe.each(LANGUAGES)('the list frame in %s (%s)', (language) => {
  beforeEach(() => showLanguage(language));

  it('a failed first load shows only the error, and its Retry loads the rows', async () => {
    const { user } = renderFrame();
    answers[0]!.reject(new Error('down'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('trails.loadError'));
    // No table, toolbar or footer repeating the failure.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(calls.count).toBe(2));
    answers[1]!.resolve(ROWS);
    await screen.findByRole('cell', { name: 'Dana' });
    expect(rowsOf('Things').map((r) => r.textContent)).toEqual(['Wadi Rum', 'Dana']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed refetch keeps the rows under the error, whose Retry is busy while it retries', async () => {
    const { queryClient, user } = renderFrame();
    answers[0]!.resolve(ROWS);
    await screen.findByRole('cell', { name: 'Dana' });
    const table = screen.getByRole('table', { name: 'Things' });
    answers[1]!.reject(new Error('down'));
    await queryClient.refetchQueries({ queryKey: ['frame-test'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('trails.loadError'));
    expect(rowsOf(table)).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(t('trails.showing', { n: 2, total: 2 }));

    const retry = within(alert).getByRole('button', { name: t('common.retry') });
    await user.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('data-loading'));
    answers[2]!.resolve([ROWS[0]!]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(rowsOf(screen.getByRole('table', { name: 'Things' }))).toHaveLength(1);
  });

  it('an empty list: pending footer until the answer, then the table with its empty text, the toolbar and the footer', async () => {
    renderFrame();
    expect(await screen.findByText(t('table.loading'))).toBeInTheDocument();
    // Before the answer the footer's counts are not known: a pending figure, no "Showing 0 of 0".
    // (The table's "Loading data..." is a status too; the footer's is the last.)
    const footer = screen.getAllByRole('status').at(-1)!;
    expect(footer).toHaveTextContent(t('common.loading'));
    expect(footer.querySelector('[data-pending-figure]')).not.toBeNull();
    expect(footer).not.toHaveTextContent(t('trails.showing', { n: 0, total: 0 }));
    answers[0]!.resolve([]);
    expect(await screen.findByText(t('trails.empty'))).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t('trails.showing', { n: 0, total: 0 }));
    expect(screen.getByRole('status').querySelector('[data-pending-figure]')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'pages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes the table props through (row props, for selection and highlights)', async () => {
    renderFrame();
    answers[0]!.resolve(ROWS);
    await screen.findByRole('cell', { name: 'Dana' });
    expect(rowsOf('Things').map((r) => r.getAttribute('data-thing'))).toEqual(['1', '2']);
  });
});
