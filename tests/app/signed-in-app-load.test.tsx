/**
 * A signed-in start shows the splash while the signed-in app's code and texts load, and the
 * app as soon as they are here (src/app/app.tsx): not up to 300 ms later, as a Suspense
 * boundary that had shown its fallback would (React's fallback throttle, a timer).
 * The app's chunk is held and replaced through tests/support/chunks.ts, which also starts the
 * test with it not loaded yet (it loads once per page). (A failed load:
 * signed-in-app-load-failure.test.tsx.)
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { translator } from '@/i18n/translator';
import { holdLoads } from '../support';
import { signInAsAdmin } from '../sign-in';
import { controlChunk } from '../support/chunks';

/**
 * React's own work runs on setImmediate in Node, and a module's first import on file reads:
 * turns of the event loop, never a timer. Lets them run until `done` (or gives up after many
 * turns, so a timer-bound app fails here instead of hanging).
 */
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 10_000 && !done(); turn += 1) await new Promise((next) => setImmediate(next));
}

function renderSignedIn() {
  return render(
    <AppProviders mantineEnv="test">
      <App />
    </AppProviders>,
  );
}

describe("the signed-in app's load", () => {
  beforeEach(async () => {
    await signInAsAdmin();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the splash, then the app as soon as its code is here, with no timer to wait for', async () => {
    const load = controlChunk('signed-in-app', { wrap: () => ({ default: () => <p>the signed-in app</p> }) });
    const release = holdLoads(load);
    renderSignedIn();
    expect(await screen.findByRole('status', { name: translator().t('app.starting') })).toBeInTheDocument();
    // Timers stop: what shows now cannot be waiting for one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    await settle(() => screen.queryByText('the signed-in app') !== null);
    expect(screen.getByText('the signed-in app')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: translator().t('app.starting') })).not.toBeInTheDocument();
  });
});
