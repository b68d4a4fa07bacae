import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { server } from '../../mocks/node';
import { LANGUAGES, t, showLanguage } from '../text';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { kmlFile } from './files';
import { editableTrail, fill, submitButton, uploadKml } from './helpers';
import { deferred, dialogsClosed } from '../support';

describe.each(LANGUAGES)('trail editor accessibility (%s, %s)', (language) => {
  it('the create form, with a path drawn and a validation message', async () => {
    showLanguage(language);
    const { user } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: t('editor.createLabel') });
    await uploadKml(user, kmlFile(50));
    await screen.findByRole('figure', { name: t('editor.elevationProfile') });
    await user.click(submitButton(t('common.create')));
    await screen.findByRole('alert');
    await expectNoSeriousA11yViolations();
  });

  /** The edit form of a trail, loaded with its path's elevation profile. */
  async function openEditForm() {
    showLanguage(language);
    const trail = editableTrail();
    const view = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: t('editor.editLabel') });
    await screen.findByRole('figure', { name: t('editor.elevationProfile') });
    return { ...view, trail };
  }

  it('the edit form', async () => {
    await openEditForm();
    await expectNoSeriousA11yViolations();
  });

  // The dialogs over the edit form are checked with what opening them changed and the rules
  // that look across the page (tests/axe.ts); 'the edit form' checks the page whole.
  it('the "Delete Photo?" dialog over the edit form', async () => {
    const { user } = await openEditForm();
    const opening = watchOpening();
    await user.click(screen.getByRole('button', { name: t('editor.photoDelete', { n: '1' }) }));
    const dialog = await screen.findByRole('dialog', { name: t('editor.deletePhoto') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await dialogsClosed();
  });

  it('the processing dialog of an update', async () => {
    const { promise: held, resolve: release } = deferred();
    const { user, trail } = await openEditForm();
    server.use(http.put(apiUrl(`/trails/${trail.id}`), async () => held));
    const opening = watchOpening();
    await fill(user, t('common.name'), ' 2');
    await user.click(submitButton(t('common.update')));
    const processing = await screen.findByRole('dialog', { name: t('editor.saving') });
    expect(within(processing).getByText(t('editor.processing'))).toBeInTheDocument();
    await expectNoSeriousA11yViolationsInOpened(opening);
    release();
    await screen.findByText(t('editor.updated'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('editor.saving') })).not.toBeInTheDocument(),
    );
  });

  it('the unsaved-changes dialog on leaving the edited form', async () => {
    const { user } = await openEditForm();
    const opening = watchOpening();
    await fill(user, t('common.name'), ' 3');
    await user.click(
      within(screen.getByRole('navigation', { name: t('nav.label') })).getByRole('link', {
        name: t('nav.trails'),
      }),
    );
    await screen.findByRole('dialog', { name: t('editor.unsavedTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});
