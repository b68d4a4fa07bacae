import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe';
import { findShell, renderApp } from '../render';
import { findCardsSettled } from '../dashboard/helpers';
import { LANGUAGES, t, showLanguage } from '../text';

describe.each(LANGUAGES)('accessibility in %s (%s)', (language) => {
  it('the sign-in screen has no serious violations', async () => {
    showLanguage(language);
    await renderApp('/', { signedIn: false });
    await screen.findByRole('button', { name: t('signIn.submit') });
    await expectNoSeriousA11yViolations();
  });

  it('the shell and the dashboard have no serious violations', async () => {
    showLanguage(language);
    await renderApp('/');
    await findShell();
    await findCardsSettled();
    await expectNoSeriousA11yViolations();
  });
});
