import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { SAMPLE, setTags } from './helpers';
import { LANGUAGES, t, showLanguage } from '../text';
import { dialogsClosed } from '../support';

describe.each(LANGUAGES)('tags accessibility in %s (%s)', (language) => {
  it('the tag screen, the create dialog with an error, and the delete dialog', async () => {
    showLanguage(language);
    setTags(SAMPLE);
    const { user } = await renderApp('/tags');
    await screen.findByRole('cell', { name: 'Waterfall' });
    await expectNoSeriousA11yViolations();
    // Each dialog opens over the page just checked whole: what opening changed is checked, with
    // the rules that look across the page (tests/axe.ts).
    const opening = watchOpening();

    await user.click(screen.getByRole('button', { name: t('tags.create') }));
    await screen.findByRole('dialog', { name: t('tags.dialogTitle') });
    await user.type(screen.getByRole('textbox', { name: t('tags.nameLabel') }), 'a');
    await user.click(screen.getByRole('button', { name: t('common.create') }));
    await screen.findByText(t('tags.nameTooShort'));
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await dialogsClosed();

    await user.click(screen.getByRole('button', { name: t('tags.deleteNamed', { name: 'Canyon' }) }));
    await screen.findByRole('dialog', { name: t('tags.deleteTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});
