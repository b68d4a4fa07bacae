import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { dialogsClosed } from '../support';
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
  it('disables Create while the name is empty or blank', async () => {
    const { user, input, create } = await openDialog();
    expect(create).toBeDisabled();
    await user.type(input, '   ');
    expect(create).toBeDisabled();
    await user.type(input, 'a');
    expect(create).toBeEnabled();
  });

  it('caps the name at 50 characters, pasted ones too', async () => {
    const { user, input } = await openDialog();
    await user.click(input);
    await user.paste('y'.repeat(60));
    expect(input).toHaveValue('y'.repeat(50));
    expect(input).toHaveAttribute('maxlength', '50');
  });

  // Each rule's message, name by name, is checked on validateTagName (tag-name.test.ts).
  it('refuses a name the list already has, without a POST; changing the name clears the message', async () => {
    const { user, input, create, dialog } = await openDialog();
    let posted = false;
    server.use(
      http.post(apiUrl('/trails/tags'), () => {
        posted = true;
        return undefined;
      }),
    );
    const name = '  FAMILY friendly ';
    const message = 'A tag with this name already exists.';
    await user.click(input);
    await user.paste(name);
    await user.click(create);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posted).toBe(false);
    expect(input).toHaveValue(name);
    await user.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the duplicate message when the server finds a duplicate the list did not have', async () => {
    const { user, input, create, dialog } = await openDialog();
    db.tags.set(99, { id: 99, name: 'Snow Trek', createdAt: '2025-01-01T00:00:00.000Z' });
    await user.click(input);
    await user.paste('snow trek');
    await user.click(create);
    expect(
      await within(dialog).findByText('A tag with this name already exists.'),
    ).toBeInTheDocument();
  });

  it('creates a name of 49 characters in any script, with digits, hyphens and underscores, trimmed', async () => {
    const { user, input, create } = await openDialog();
    await user.click(input);
    await user.paste(`  وادي رم-2_${'z'.repeat(37)}  `);
    await user.click(create);
    expect(await screen.findByText('Tag Created')).toBeInTheDocument();
    const created = [...db.tags.values()].find((t) => t.name.startsWith('وادي'));
    expect(created?.name).toBe(`وادي رم-2_${'z'.repeat(37)}`); // trimmed, 49 characters
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
