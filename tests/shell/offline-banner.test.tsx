/**
 * The offline banner (src/shell/app-layout.tsx): while the browser is offline every screen
 * says so in a quiet status line, in the panel's language; back online, it goes.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findShell, renderApp } from '../render';
import { setOnline } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

describe('offline banner', () => {
  it.each(LANGUAGES)('in %s: shown while offline, gone when the connection returns', async (language) => {
    showLanguage(language);
    await renderApp('/trails');
    await findShell();
    const main = screen.getByRole('main');
    expect(within(main).queryByText(t('errors.offline'))).not.toBeInTheDocument();

    act(() => setOnline(false));
    expect(within(main).getByText(t('errors.offline'))).toHaveAttribute('role', 'status');

    act(() => setOnline(true));
    expect(within(main).queryByText(t('errors.offline'))).not.toBeInTheDocument();
  });

});
