/**
 * A list in a narrow window (src/ui/data-table.tsx, src/ui/data-cards.tsx): below 640 px one
 * card per row, each column's header as its label and its cell as its value, the row's menu
 * drawn as buttons on the card; selection and the rows that could not be read work as in the
 * table. From 640 px on, the table as before.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { RowSelectionState } from '@tanstack/react-table';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { isolate } from '@/i18n/translator';
import { columnHelper, DataTable } from '@/ui/data-table';
import { LazyMenu } from '@/ui/lazy-menu';
import { RowIconButton } from '@/ui/row-controls';
import { setupUser } from '../support';
import { controlChunk } from '../support/chunks';
import { setWindowWidth } from '../support/window-width';
import { LANGUAGES, showLanguage, t } from '../text';

interface Row {
  id: number;
  name: string;
  distance: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'Wadi Rum', distance: '12 km' },
  { id: 2, name: 'Petra Back Trail', distance: '8 km' },
];
const col = columnHelper<Row>();

function List({ onEdit, onDelete, narrow }: { onEdit: (row: Row) => void; onDelete: (row: Row) => void; narrow?: 'cards' | 'table' }) {
  const [selected, setSelected] = useState<RowSelectionState>({});
  const columns = useMemo(
    () => [
      col.accessor('name', { header: t('common.name'), meta: { kind: 'text' } }),
      col.accessor('distance', { header: t('trails.colDistance'), meta: { kind: 'short' } }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <LazyMenu
            target={
              <RowIconButton aria-label={t('common.actionsFor', { name: row.original.name })}>
                <IconDots aria-hidden />
              </RowIconButton>
            }
          >
            {(Menu) => (
              <>
                <Menu.Item onClick={() => onEdit(row.original)}>{t('common.edit')}</Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash aria-hidden />} onClick={() => onDelete(row.original)}>
                  {t('common.delete')}
                </Menu.Item>
              </>
            )}
          </LazyMenu>
        ),
      }),
    ],
    [onEdit, onDelete],
  );
  return (
    <>
      <DataTable
        label="Trails"
        columns={columns}
        data={ROWS}
        getRowId={(row) => String(row.id)}
        narrow={narrow}
        selection={{ state: selected, onChange: setSelected, rowName: (row) => row.name }}
        unreadable={[{ id: 77 }]}
      />
      <output aria-label="selected">{Object.keys(selected).sort().join(',')}</output>
    </>
  );
}

function renderList(narrow?: 'cards' | 'table') {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <List {...handlers} narrow={narrow} />
    </AppProviders>,
  );
  return handlers;
}

describe.each(LANGUAGES)('a list in a narrow window (%s)', (language) => {
  it('below 640 px: one card per row, each column its label and value, no table', async () => {
    showLanguage(language);
    setWindowWidth(390);
    renderList();
    const list = await screen.findByRole('list', { name: 'Trails' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    // Two rows and the row that could not be read.
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    const terms = within(first).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([t('common.name'), t('trails.colDistance')]);
    const values = within(first).getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['Wadi Rum', '12 km']);
    expect(cards[2]).toHaveTextContent(t('table.unreadableRowId', { id: 77 }));
  });

  it('the row menu is buttons on the card, named for the row, and they act on that row', async () => {
    showLanguage(language);
    setWindowWidth(390);
    const { onEdit, onDelete } = renderList();
    const list = await screen.findByRole('list', { name: 'Trails' });
    const second = within(list).getAllByRole('listitem')[1]!;
    const group = within(second).getByRole('group', { name: t('common.actionsFor', { name: 'Petra Back Trail' }) });
    expect(within(second).queryByRole('button', { name: t('common.actionsFor', { name: 'Petra Back Trail' }) })).not.toBeInTheDocument();
    const user = setupUser();
    await user.click(within(group).getByRole('button', { name: t('common.delete') }));
    expect(onDelete).toHaveBeenCalledWith(ROWS[1]);
    await user.click(within(group).getByRole('button', { name: t('common.edit') }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('selection works on the cards: a row, then the whole page', async () => {
    showLanguage(language);
    setWindowWidth(320);
    renderList();
    const list = await screen.findByRole('list', { name: 'Trails' });
    const user = setupUser();
    await user.click(within(list).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate('Wadi Rum') }) }));
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('1');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('data-selected');
    const page = screen.getByRole('checkbox', { name: t('bulk.selectPage') });
    expect(page).toHaveProperty('indeterminate', true);
    await user.click(page);
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('1,2');
  });

  it('from 640 px, and where a list keeps its table, the table with its row menus', async () => {
    showLanguage(language);
    setWindowWidth(640);
    renderList();
    const table = screen.getByRole('table', { name: 'Trails' });
    expect(within(table).getByRole('button', { name: t('common.actionsFor', { name: 'Wadi Rum' }) })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a list that keeps its table in a narrow window shows it', async () => {
    showLanguage(language);
    setWindowWidth(390);
    renderList('table');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Trails' })).toBeInTheDocument());
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('cards that cannot be downloaded', () => {
  it('leave the rows in the table instead of a list left loading', async () => {
    const cards = controlChunk('data-cards', { fail: new TypeError('Failed to fetch dynamically imported module') });
    setWindowWidth(390);
    renderList();
    const table = await screen.findByRole('table', { name: 'Trails' });
    expect(within(table).getByText('Petra Back Trail')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Trails' })).not.toBeInTheDocument();
    expect(cards.loads).toBeGreaterThan(0);
  });
});
