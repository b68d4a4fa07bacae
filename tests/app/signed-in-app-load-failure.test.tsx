/**
 * A signed-in start whose signed-in app cannot be downloaded ends in the error page with
 * a plain page that names no chunk (src/app/app.tsx throws the load's failure to the
 * ErrorBoundary of AppProviders; SPEC.md §8's "Loading chunk signed-in-app failed" is the error's
 * message, for the console). The app's chunk fails through tests/support/chunks.ts, which
 * also starts the test with it not loaded yet (it loads once per page).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { translator } from '@/i18n/translator';
import { signInAsAdmin } from '../sign-in';
import { controlChunk } from '../support/chunks';

describe("the signed-in app's load", () => {
  it('a failed load shows the error page, naming no chunk; the console gets "Loading chunk signed-in-app failed"', async () => {
    // React writes the error its boundary caught to the console, as it does in a browser.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    controlChunk('signed-in-app', { fail: new Error('offline') });
    await signInAsAdmin();
    render(
      <AppProviders mantineEnv="test">
        <App />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(translator().t('app.unexpectedError'));
    expect(document.body).not.toHaveTextContent(/chunk|signed-in-app/i);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]).toContainEqual(
      expect.objectContaining({ name: 'ChunkLoadError', message: 'Loading chunk signed-in-app failed' }),
    );
  });
});
