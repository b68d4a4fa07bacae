/**
 * Signing out because the session really expired never loses an open form: after signing in
 * again the administrator is back on the same screen with what they had typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { SESSION_EXPIRED_NOTICE, session } from '@/stores/session';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { findShell, renderApp } from '../render';
import { onlyTags } from '../tags/helpers';
import { pngFile } from '../trail-editor/files';
import { editableTrail, field, fill, findMessage, submitButton, uploadPhotos } from '../trail-editor/helpers';
import { t } from '../text';
import { fillSignIn } from '../support';

type View = Awaited<ReturnType<typeof renderApp>>;

/** The server forgets the session (both tokens): the next call's refresh is refused. */
function serverEndsSession() {
  db.accessTokens.clear();
  db.refreshTokens.clear();
}

/**
 * Fills the sign-in form and signs in. The credentials are pasted: these tests are about the
 * drafts, and typing them key by key re-rendered the form 33 times per sign-in (the sign-in
 * screen's validation tests type them).
 */
async function signIn(user: View['user']) {
  await screen.findByLabelText('Email Address');
  await fillSignIn(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function signInAgain(user: View['user']) {
  expect(await screen.findByText(t(SESSION_EXPIRED_NOTICE))).toBeInTheDocument();
  await signIn(user);
  await findShell();
}

describe('an open form survives a real expiry', () => {
  it('the trail editor: the typed values and the new photo are back on the same screen, and save', async () => {
    const trail = editableTrail();
    const view = await renderApp(`/trail/edit/${trail.id}`);
    // The editor's chunk is the largest: its first load in a test file may take a while.
    await screen.findByRole('form', { name: 'Edit trail' });
    await view.user.clear(field('Name'));
    await fill(view.user, 'Name', 'Typed Before Expiry');
    await view.user.selectOptions(field('Status'), 'deleted');
    await uploadPhotos(view.user, [pngFile('kept.png')]);
    await screen.findByRole('img', { name: 'New photo 1: kept.png' });

    // The session ends under the form: Update meets a 401 and a refused refresh.
    serverEndsSession();
    await view.user.click(submitButton('Update'));
    await signInAgain(view.user);

    expect(view.history.location.pathname).toBe(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    // The save that met the expiry is not reported as a failure: the sign-in screen said why.
    expect(screen.queryByText(/Failed to update trail/)).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Typed Before Expiry');
    expect(field('Status')).toHaveValue('deleted');
    expect(screen.getByRole('img', { name: 'New photo 1: kept.png' })).toBeInTheDocument();

    // (jsdom drops a file's bytes from a multipart body, so the photo is not sent here; the
    // node-environment tests check uploaded bytes.)
    await view.user.click(screen.getByRole('button', { name: 'Remove new photo kept.png' }));
    await view.user.click(submitButton('Update'));
    await findMessage('Trail Updated');
    expect(db.trails.get(trail.id)).toMatchObject({ name: 'Typed Before Expiry', status: 'deleted' });
  });

  it('the create form, after the 24 hours since sign-in: the typed values and the new photo are back', async () => {
    const view = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await fill(view.user, 'Name', 'A New Ridge');
    await fill(view.user, 'Description', 'Up and over.');
    await uploadPhotos(view.user, [pngFile('ridge.png')]);
    await screen.findByRole('img', { name: 'New photo 1: ridge.png' });

    session.expireIfDue(session.get().expiresAt!);
    await signInAgain(view.user);

    await screen.findByRole('form', { name: 'Create trail' });
    expect(field('Name')).toHaveValue('A New Ridge');
    expect(field('Description')).toHaveValue('Up and over.');
    expect(screen.getByRole('img', { name: 'New photo 1: ridge.png' })).toBeInTheDocument();
  });

  it('the add-country dialog opens again with the name typed in it', async () => {
    const view = await renderApp('/locations');
    await view.user.click(await screen.findByRole('button', { name: 'Add country' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add country' });
    await view.user.type(within(dialog).getByLabelText('Name'), 'Atlantis');

    serverEndsSession();
    await view.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await signInAgain(view.user);

    const again = await screen.findByRole('dialog', { name: 'Add country' });
    expect(within(again).getByLabelText('Name')).toHaveValue('Atlantis');
    await view.user.click(within(again).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect([...db.countries.values()].some((c) => c.name === 'Atlantis')).toBe(true));
  });

  it('the create-tag dialog opens again with the name typed in it', async () => {
    onlyTags([...db.tags.keys()].slice(0, 3)); // /tags: three rows, not 40
    const view = await renderApp('/tags');
    const create = await screen.findByRole('button', { name: 'Create Tag' });
    await waitFor(() => expect(create).toBeEnabled());
    await view.user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Tag' });
    await view.user.type(within(dialog).getByLabelText('Tag Name'), 'Sunset views');

    session.expire();
    await signInAgain(view.user);

    const again = await screen.findByRole('dialog', { name: 'Create New Tag' });
    expect(within(again).getByLabelText('Tag Name')).toHaveValue('Sunset views');
  });
});

describe('a refresh that cannot reach the server', () => {
  it('keeps the screen, the form and the session; the save can be sent again', async () => {
    const trail = editableTrail();
    const view = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await view.user.clear(field('Name'));
    await fill(view.user, 'Name', 'Typed During An Outage');

    // The access token has expired, and the refresh meets a network failure (both tries).
    db.accessTokens.clear();
    server.use(http.post(apiUrl('/auth/refresh-token'), () => HttpResponse.error()));
    await view.user.click(submitButton('Update'));
    expect(await findMessage(/Failed to update trail: Could not renew your session/)).toBeInTheDocument();
    expect(session.get().isLoggedIn).toBe(true);
    expect(field('Name')).toHaveValue('Typed During An Outage');

    // The server is back: the same save goes through.
    server.resetHandlers();
    await view.user.click(submitButton('Update'));
    expect(await findMessage('Trail Updated')).toBeInTheDocument();
    expect(db.trails.get(trail.id)?.name).toBe('Typed During An Outage');
  });
});

describe('Log Out', () => {
  it('keeps nothing of an open form: signing in again opens it empty', async () => {
    const view = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await fill(view.user, 'Name', 'Not Kept');
    await view.user.click(screen.getByRole('button', { name: 'Log Out' }));
    await signIn(view.user);
    await screen.findByRole('form', { name: 'Create trail' });
    expect(field('Name')).toHaveValue('');
  });
});
