/** Starts the fake backend in the browser (demo mode): seeds the db, then the worker. */
import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { handlers, latencyHandler } from './handlers';

export async function startFakeBackend(): Promise<void> {
  resetDb({ scale: import.meta.env.VITE_SEED === 'large' ? 'large' : 'default' });
  const worker = setupWorker(latencyHandler, ...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
