import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { editableTrail, field, fill } from './helpers';
import { dialogsClosed } from '../support';

async function openEdit() {
  const trail = editableTrail();
  const view = await renderApp(`/trail/edit/${trail.id}`);
  await screen.findByRole('form', { name: 'Edit trail' });
  return { ...view, trail };
}

const trailsLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Trails' });

describe('leaving with unsaved changes', () => {
  it('asks first; Stay keeps the edits on the page', async () => {
    const { user, history, trail } = await openEdit();
    await fill(user, 'Name', ' (edited)');
    await user.click(trailsLink());
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await dialogsClosed();
    expect(history.location.pathname).toBe(`/trail/edit/${trail.id}`);
    expect(field('Name')).toHaveValue(`${trail.name} (edited)`);
  });

  it('Leave without saving goes on', async () => {
    const { user, history } = await openEdit();
    await fill(user, 'Description', ' More.');
    await user.click(trailsLink());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/trails'));
  });

  it('does not ask when the edits were undone', async () => {
    const { user, history, trail } = await openEdit();
    await fill(user, 'Name', 'x');
    await user.clear(field('Name'));
    await fill(user, 'Name', trail.name);
    await user.click(trailsLink());
    await waitFor(() => expect(history.location.pathname).toBe('/trails'));
    expect(
      screen.queryByRole('dialog', { name: 'Discard unsaved changes?' }),
    ).not.toBeInTheDocument();
  });

  it('on a new trail: asks with a name typed, not once it is cleared again', async () => {
    const { user, history } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await fill(user, 'Name', 'Draft');
    await user.click(trailsLink());
    expect(
      await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogsClosed();
    expect(history.location.pathname).toBe('/trail/new');
    await user.clear(field('Name'));
    await user.click(trailsLink());
    await waitFor(() => expect(history.location.pathname).toBe('/trails'));
  });
});
