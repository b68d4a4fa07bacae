import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe';
import { findShell, renderApp } from '../render';
import { siteConfig } from '@/stores/site-config';

describe.each(['rtl', 'ltr'] as const)('accessibility in %s', (direction) => {
  it('the sign-in screen has no serious violations', async () => {
    siteConfig.setDirection(direction);
    await renderApp('/', { signedIn: false });
    await screen.findByRole('button', { name: 'Sign In' });
    await expectNoSeriousA11yViolations();
  });

  it('the shell has no serious violations', async () => {
    siteConfig.setDirection(direction);
    await renderApp('/');
    await findShell();
    await screen.findByText('Good to see you, Demo Admin');
    await expectNoSeriousA11yViolations();
  });
});
