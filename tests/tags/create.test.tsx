import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { dialogsClosed, inCase } from '../support';
import { findTagRow, SAMPLE, setTags } from './helpers';

async function openDialog() {
  setTags(SAMPLE);
  const view = await renderApp('/tags');
  await findTagRow('Waterfall');
  await view.user.click(screen.getByRole('button', { name: 'Create Tag' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Tag' });
  const input = within(dialog).getByRole('textbox', { name: 'Tag Name' });
  const create = within(dialog).getByRole('button', { name: 'Create' });
  return { ...view, dialog, input, create };
}

describe('tag management: create', () => {
  it('disables Create while the name is empty or blank; caps the input at 50 characters; refuses, without a POST, "a", "  b  ", 50 characters, "Rock & Roll", "<b>bold</b>", "waterfall" and "  FAMILY friendly "; then shows the duplicate message when the server finds a duplicate the list did not have, and accepts 49 characters, letters of any script, digits, spaces, hyphens and underscores', async () => {
    const { user, input, create, dialog } = await openDialog();
    expect(create).toBeDisabled();
    await user.type(input, '   ');
    expect(create).toBeDisabled();
    await user.type(input, 'a');
    expect(create).toBeEnabled();

    // Pasted: the cap, not each keystroke, is the point (a paste is cut at maxlength too).
    await user.clear(input);
    await user.paste('y'.repeat(60));
    expect(input).toHaveValue('y'.repeat(50));
    expect(input).toHaveAttribute('maxlength', '50');

    let posted = false;
    server.use(
      http.post(apiUrl('/trails/tags'), () => {
        posted = true;
        return undefined;
      }),
    );
    const refused: Array<[string, string]> = [
      ['a', 'Tag name must be at least 2 characters long.'],
      ['  b  ', 'Tag name must be at least 2 characters long.'],
      ['x'.repeat(50), 'Tag name must be less than 50 characters.'],
      [
        'Rock & Roll',
        'Tag name can only contain letters, numbers, spaces, hyphens, and underscores.',
      ],
      [
        '<b>bold</b>',
        'Tag name can only contain letters, numbers, spaces, hyphens, and underscores.',
      ],
      ['waterfall', 'A tag with this name already exists.'],
      ['  FAMILY friendly ', 'A tag with this name already exists.'],
    ];
    // One dialog serves every refused name: clearing the field clears the last one's message
    // (checked before each Create), so each message found is the new name's; the POST spy only
    // records.
    for (const [name, message] of refused) {
      await inCase(`"${name}"`, async () => {
        await user.clear(input);
        expect(input).not.toHaveAttribute('aria-invalid', 'true');
        expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
        await user.paste(name); // into the field just cleared
        await user.click(create);
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
        expect(posted).toBe(false);
        expect(input).toHaveValue(name);
      });
    }

    // The same dialog goes on to the server's checks (the POST spy above only records): the
    // list's duplicate message of the last name is gone before Create, so the one found is the
    // server's; no create has succeeded yet, so the 'Tag Created' found is the 49 characters'.
    const duplicate = 'A tag with this name already exists.';
    await inCase('duplicate found by the server', async () => {
      db.tags.set(99, { id: 99, name: 'Snow Trek', createdAt: '2025-01-01T00:00:00.000Z' });
      await user.clear(input);
      expect(within(dialog).queryByText(duplicate)).not.toBeInTheDocument();
      await user.paste('snow trek');
      await user.click(create);
      expect(await within(dialog).findByText(duplicate)).toBeInTheDocument();
    });

    await inCase('49 characters accepted', async () => {
      await user.clear(input);
      await user.paste(`  وادي رم-2_${'z'.repeat(37)}  `);
      await user.click(create);
      expect(await screen.findByText('Tag Created')).toBeInTheDocument();
      const created = [...db.tags.values()].find((t) => t.name.startsWith('وادي'));
      expect(created?.name).toBe(`وادي رم-2_${'z'.repeat(37)}`); // trimmed, 49 characters
    });
  });

  it('creates a tag: sends the trimmed name, closes, and lists it with its new id', async () => {
    let body: unknown = null;
    const { user, input, create } = await openDialog();
    server.use(
      http.post(apiUrl('/trails/tags'), async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
    );
    await user.type(input, '  Snow Trek ');
    await user.click(create);
    expect(await screen.findByText('Tag Created')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Snow Trek' });
    await dialogsClosed();
    const row = await findTagRow('Snow Trek');
    const id = [...db.tags.values()].find((t) => t.name === 'Snow Trek')?.id;
    expect(row).toHaveTextContent(String(id));
    expect(within(row).getByText('Unused')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Tags' })).toHaveTextContent('5');
  });

  it('reads the new id from tag.identifiers[0].id', async () => {
    const { user, input, create } = await openDialog();
    // A server whose ids differ from the fake db's; the refetch after creating agrees with it.
    server.use(
      http.post(apiUrl('/trails/tags'), () =>
        HttpResponse.json({ tag: { identifiers: [{ id: 777 }], name: 'Odd' } }, { status: 201 }),
      ),
      http.get(apiUrl('/trails/tags'), () =>
        HttpResponse.json({ tags: [{ id: 777, name: 'Odd', trailCount: 0 }] }),
      ),
    );
    await user.type(input, 'Odd');
    await user.click(create);
    expect(await screen.findByText('Tag Created')).toBeInTheDocument();
    const row = await findTagRow('Odd');
    expect(row).toHaveTextContent('777');
  });

  it('keeps the name and says so when creation fails', async () => {
    server.use(
      http.post(apiUrl('/trails/tags'), () =>
        HttpResponse.json({ message: 'x', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user, input, create, dialog } = await openDialog();
    await user.type(input, 'Snow Trek');
    await user.click(create);
    expect(
      await within(dialog).findByText('Failed to create tag. Please try again.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('Snow Trek');
    expect(screen.queryByText('Tag Created')).not.toBeInTheDocument();
  });
});
