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
import { deferred } from '../support';

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

  it('the edit form and its "Delete Photo?" dialog', async () => {
    showLanguage(language);
    const trail = editableTrail();
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: t('editor.editLabel') });
    await screen.findByRole('figure', { name: t('editor.elevationProfile') });
    // The edit form is checked whole here; the dialogs over it (here and in the next test) are
    // checked with what opening them changed and the rules that look across the page (tests/axe.ts).
    await expectNoSeriousA11yViolations();
    const opening = watchOpening();
    await user.click(screen.getByRole('button', { name: t('editor.photoDelete', { n: '1' }) }));
    await screen.findByRole('dialog', { name: t('editor.deletePhoto') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });

  it('the processing dialog and the unsaved-changes dialog', async () => {
    showLanguage(language);
    const trail = editableTrail();
    const { promise: held, resolve: release } = deferred();
    server.use(http.put(apiUrl(`/trails/${trail.id}`), async () => held));
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: t('editor.editLabel') });
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
