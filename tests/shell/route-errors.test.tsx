import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { routeFailureConsole } from '../support';
import { controlChunk } from '../support/chunks';
import { t } from '../text';

// The tag screen's chunk cannot be downloaded; the location screen crashes while rendering
// (tests/support/chunks.ts: both from "not loaded yet").
beforeEach(() => {
  controlChunk('tags', { fail: new TypeError('Failed to fetch dynamically imported module') });
  controlChunk('locations', {
    wrap: () => ({
      LocationsScreen: () => {
        throw new Error('kaboom');
      },
    }),
  });
});

// The 120-second time-out itself is tested with fake timers in tests/lib/lazy-part.test.ts.
describe('route failures', () => {
  it('a chunk that fails to load says so plainly (the console gets "Loading chunk {n} failed") and offers a retry', async () => {
    const { logged, warned } = routeFailureConsole();
    await renderApp('/tags');
    expect(await screen.findByText(t('errors.chunkFailed'))).toBeInTheDocument();
    // No text on the page names the chunk.
    expect(screen.getByRole('main')).not.toHaveTextContent(/chunk|\btags\b/i);
    expect(warned.mock.calls).toEqual([['Warning: Error in route match: /_app/tags/tags']]);
    expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'Loading chunk tags failed' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The shell stays: the administrator can go elsewhere.
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('Retry loads the screen once its chunk can be downloaded again', async () => {
    routeFailureConsole();
    const { user } = await renderApp('/tags');
    expect(await screen.findByText(t('errors.chunkFailed'))).toBeInTheDocument();
    const tags = controlChunk('tags', { fail: null }); // back online
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Create Tag' })).toBeInTheDocument();
    expect(screen.queryByText(t('errors.chunkFailed'))).not.toBeInTheDocument();
    expect(tags.loads).toBe(2);
  });

  it('an unexpected failure shows "Unexpected Application Error!" with a way to reload', async () => {
    const { logged, warned } = routeFailureConsole();
    await renderApp('/locations');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(warned.mock.calls).toEqual([['Warning: Error in route match: /_app/locations/locations{"tab":"countries"}']]);
    expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'kaboom' }));
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
