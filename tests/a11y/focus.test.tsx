/**
 * Keyboard focus that jsdom can hold: dialogs keep focus inside while open and give it back
 * to the control they were opened from, and a table keeps the focused control when its
 * columns are rebuilt. (Whether focus is visible, and its order on screen, need layout and
 * colours: `npm run a11y` checks those in a browser.)
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnHelper, DataTable } from '@/ui/data-table';
import { db } from '../../mocks/db';
import { expectedTrails, findFooter } from '../trails/helpers';
import { renderApp } from '../render';
import { LANGUAGES, showLanguage, t } from '../text';
import { dialogsClosed } from '../support';

interface Row {
  id: number;
  name: string;
}

const helper = columnHelper<Row>();
/** Columns as the screens build them: a new array and new cell functions on every render. */
const buildColumns = (onEdit: (row: Row) => void) =>
  helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <button type="button" onClick={() => onEdit(row.original)}>
          Edit {row.original.name}
        </button>
      ),
    }),
  ]);

describe('focus in tables', () => {
  it('a focused button in a row keeps focus when the columns are rebuilt', async () => {
    const rows: Row[] = [
      { id: 1, name: 'Alps' },
      { id: 2, name: 'Andes' },
    ];
    const table = (label: string) => (
      <MantineProvider env="test">
        <DataTable
          label={label}
          columns={buildColumns(() => undefined)}
          data={rows}
          getRowId={(r) => String(r.id)}
        />
      </MantineProvider>
    );
    const view = render(table('Ranges'));
    const button = screen.getByRole('button', { name: 'Edit Andes' });
    button.focus();
    view.rerender(table('Mountain ranges'));
    expect(screen.getByRole('table', { name: 'Mountain ranges' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Andes' })).toBe(button);
    expect(document.activeElement).toBe(button);
  });
});

describe.each(LANGUAGES)('dialogs and focus in %s (%s)', (language) => {
  async function trailList() {
    showLanguage(language);
    const view = await renderApp('/trails');
    await findFooter(12, 240);
    const kebab = screen.getByRole('button', {
      name: t('common.actionsFor', { name: expectedTrails()[0]!.name }),
    });
    return { ...view, kebab };
  }

  it('a dialog opened from a row menu gives focus back to the menu button when it closes', async () => {
    const { user, kebab } = await trailList();
    kebab.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: t('common.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.deleteTitle') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await dialogsClosed();
    await waitFor(() => expect(document.activeElement).toBe(kebab));
  });

  it('Tab and Shift+Tab stay inside an open dialog', async () => {
    const { user, kebab } = await trailList();
    await user.click(kebab);
    await user.click(await screen.findByRole('menuitem', { name: t('trails.changeStatus') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.changeStatus') });
    const controls =
      within(dialog).getAllByRole('button').length + within(dialog).getAllByRole('radio').length;
    for (let i = 0; i <= controls; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i <= controls; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(kebab));
  });

  it('the edit dialog of a location gives focus back to its Edit button', async () => {
    showLanguage(language);
    const { user } = await renderApp('/locations');
    const table = await screen.findByRole(
      'table',
      { name: t('locations.countries') },
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    const first = [...db.countries.values()].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    const edit = within(table).getByRole('button', {
      name: t('locations.editNamed', { name: first.name }),
    });
    edit.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: t('locations.editCountry') });
    await user.keyboard('{Escape}');
    await dialogsClosed();
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });
});
