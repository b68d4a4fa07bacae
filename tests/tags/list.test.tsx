import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { findTagRow, SAMPLE, setTags } from './helpers';
import { dialogsClosed, rowsOf } from '../support';

async function openTags() {
  setTags(SAMPLE);
  const view = await renderApp('/tags');
  await findTagRow('Waterfall');
  return view;
}

/** Names in table order. */
const names = () => rowsOf('Tags').map((r) => within(r).getAllByRole('cell')[1]?.textContent);

const rowOf = (name: string) => {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(name);
  return row;
};

describe('tag management: list', () => {
  it('shows the stat cards: total tags, total usage, average usage and the most used tag', async () => {
    await openTags();
    expect(screen.getByRole('group', { name: 'Total Tags' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Total Usage' })).toHaveTextContent('16');
    expect(screen.getByRole('group', { name: 'Average Usage' })).toHaveTextContent('4.0');
    expect(screen.getByRole('group', { name: 'Most Used' })).toHaveTextContent('Waterfall');
    expect(screen.getByRole('group', { name: 'Most Used' })).toHaveTextContent('8 trails');
  });

  it('shows id, name, usage, In Use or Unused and a delete button per tag', async () => {
    await openTags();
    const headers = within(screen.getByRole('table', { name: 'Tags' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Usage', 'Status', 'Actions']);
    expect(within(rowOf('desert')).getByText('Unused')).toBeInTheDocument();
    expect(within(rowOf('Canyon')).getByText('In Use')).toBeInTheDocument();
    expect(within(rowOf('Canyon')).getByText('3')).toBeInTheDocument(); // id 3
    expect(
      within(rowOf('Canyon')).getByRole('button', { name: 'Delete tag Canyon' }),
    ).toBeInTheDocument();
  });

  it('colours the usage badge green above 5 trails, grey at 0, blue otherwise', async () => {
    await openTags();
    const badge = (name: string) => within(rowOf(name)).getByText(/trails?$/);
    expect(badge('Waterfall')).toHaveTextContent('8 trails');
    expect(badge('Waterfall').closest('[data-color]'), 'Waterfall (8): green').toHaveAttribute(
      'data-color',
      'green',
    );
    expect(badge('desert').closest('[data-color]'), 'desert (0): grey').toHaveAttribute(
      'data-color',
      'gray',
    );
    expect(badge('Canyon').closest('[data-color]'), 'Canyon (3): blue').toHaveAttribute(
      'data-color',
      'blue',
    );
    expect(
      badge('Family Friendly').closest('[data-color]'),
      'Family Friendly (5): blue',
    ).toHaveAttribute('data-color', 'blue'); // exactly 5
  });

  it('sorts by name, usage or created, either way, kept in the address (sort, order)', async () => {
    const { user, history } = await openTags();
    const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
    const inAddress = () => {
      const search = new URLSearchParams(history.location.search);
      return { sort: search.get('sort'), order: search.get('order') };
    };
    const expectOrder = async (sort: string | null, order: string | null, rows: string[]) => {
      const step = `sort ${sort ?? 'name'}, order ${order ?? 'asc'}`;
      await waitFor(() => expect(inAddress(), step).toEqual({ sort, order }));
      expect(names(), step).toEqual(rows);
    };
    expect(names()).toEqual(['Canyon', 'desert', 'Family Friendly', 'Waterfall']);
    expect(sortBy()).toHaveValue('name');
    await user.click(screen.getByRole('radio', { name: 'Descending' }));
    await expectOrder(null, 'desc', ['Waterfall', 'Family Friendly', 'desert', 'Canyon']);

    await user.selectOptions(sortBy(), 'Usage');
    await expectOrder('usage', 'desc', ['Waterfall', 'Family Friendly', 'Canyon', 'desert']);
    await user.click(screen.getByRole('radio', { name: 'Ascending' }));
    await expectOrder('usage', null, ['desert', 'Canyon', 'Family Friendly', 'Waterfall']);

    await user.selectOptions(sortBy(), 'Created');
    await expectOrder('created', null, ['Family Friendly', 'desert', 'Waterfall', 'Canyon']);
    await user.click(screen.getByRole('radio', { name: 'Descending' }));
    await expectOrder('created', 'desc', ['Canyon', 'Waterfall', 'desert', 'Family Friendly']);

    // Name, the default, leaves the address.
    await user.selectOptions(sortBy(), 'Name');
    await expectOrder(null, 'desc', ['Waterfall', 'Family Friendly', 'desert', 'Canyon']);
    expect(sortBy()).toHaveValue('name');
  });

  it('searches by name, case-insensitively, and says when no tag matches', async () => {
    const { user } = await openTags();
    await user.type(screen.getByRole('textbox', { name: 'Search tags' }), 'CAN');
    expect(names()).toEqual(['Canyon']);
    await user.clear(screen.getByRole('textbox', { name: 'Search tags' }));
    await user.type(screen.getByRole('textbox', { name: 'Search tags' }), 'zzz');
    expect(screen.getByText('No tags match your search.')).toBeInTheDocument();
  });

  it('shows the load failure with a Retry that loads again', async () => {
    setTags(SAMPLE);
    let fail = true;
    server.use(
      http.get(apiUrl('/trails/tags'), () =>
        fail ? HttpResponse.json({ message: 'x', statusCode: 400 }, { status: 400 }) : undefined,
      ),
    );
    const { user } = await renderApp('/tags');
    expect(await screen.findByText('Failed to load tags. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Waterfall' })).toBeInTheDocument();
  });

  it('keeps the tag when deletion is cancelled; asked again, deletes it after confirmation', async () => {
    const { user } = await openTags();
    // Cancel first: its checks (row and tag kept) are made before the delete writes.
    await user.click(screen.getByRole('button', { name: 'Delete tag Canyon' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Tag?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await dialogsClosed();
    expect(screen.getByRole('cell', { name: 'Canyon' })).toBeInTheDocument();
    expect(db.tags.has(3)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete tag Canyon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag Deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Tags' })).queryByText('Canyon'),
      ).not.toBeInTheDocument(),
    );
    expect(db.tags.has(3)).toBe(false);
    expect([...db.trails.values()].some((t) => t.tagIds.includes(3))).toBe(false);
    expect(screen.getByRole('group', { name: 'Total Tags' })).toHaveTextContent('3');
  });

  it('says so when deletion fails, and keeps the tag', async () => {
    server.use(
      http.delete(apiUrl('/trails/tags/:id'), () =>
        HttpResponse.json({ message: 'x', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user } = await openTags();
    await user.click(screen.getByRole('button', { name: 'Delete tag Canyon' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Tag?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete tag. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Canyon' })).toBeInTheDocument();
  });
});
