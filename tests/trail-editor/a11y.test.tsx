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
import { deferred, dialogsClosed, inCase } from '../support';

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

  // One render of the edit form: it is checked whole first; the dialogs over it are checked
  // with what opening them changed and the rules that look across the page (tests/axe.ts). The
  // one write (the update held in the processing dialog) comes after the checks it would change.
  it('the edit form, then its "Delete Photo?", processing and unsaved-changes dialogs', async () => {
    showLanguage(language);
    const trail = editableTrail();
    const { promise: held, resolve: release } = deferred();
    server.use(http.put(apiUrl(`/trails/${trail.id}`), async () => held));
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: t('editor.editLabel') });
    await screen.findByRole('figure', { name: t('editor.elevationProfile') });
    await inCase('the edit form', () => expectNoSeriousA11yViolations());
    const opening = watchOpening();

    await inCase('the "Delete Photo?" dialog', async () => {
      await user.click(screen.getByRole('button', { name: t('editor.photoDelete', { n: '1' }) }));
      const dialog = await screen.findByRole('dialog', { name: t('editor.deletePhoto') });
      await expectNoSeriousA11yViolationsInOpened(opening);
      await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
      await dialogsClosed();
    });

    await inCase('the processing dialog', async () => {
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

    await inCase('the unsaved-changes dialog', async () => {
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
});
