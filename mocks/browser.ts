/**
 * Starts the fake backend in the browser (demo and dev builds): its data (the seed plus the
 * changes saved in IndexedDB, shared by every tab), the service worker that routes the
 * panel's calls to it, and the demo tools. `?reset-demo` in the address resets the data
 * first, for scripts.
 */
import { setupWorker } from 'msw/browser';
import type { DemoTools } from '../src/lib/demo-tools';
import { DEMO_ADMIN } from './demo-accounts';
import { useSiteConfig } from '../src/stores/site-config';
import { demoTools } from './devtools';
import { loadDemoMessages } from './devtools/messages';
import { callFinished, callStarted, faultHandler } from './devtools/faults';
import { handlers } from './handlers';
import { startBackendData } from './persist/boot';

export const RESET_PARAM = 'reset-demo';

export async function startFakeBackend(): Promise<DemoTools> {
  // Marks for the boot benchmark (scripts/bench-boot.mjs).
  performance.mark('cairn:backend-start');
  const scale = import.meta.env.VITE_SEED === 'large' ? 'large' : 'default';
  const url = new URL(window.location.href);
  const reset = url.searchParams.has(RESET_PARAM);
  if (reset) {
    url.searchParams.delete(RESET_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  const data = startBackendData({ scale, reset }).then(() => performance.mark('cairn:data-ready'));
  const worker = setupWorker(faultHandler, ...handlers);
  worker.events.on('request:start', ({ requestId }) => callStarted(requestId));
  worker.events.on('response:mocked', ({ request, requestId, response }) =>
    callFinished(requestId, request, response),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
  performance.mark('cairn:worker-ready');
  await Promise.all([data, loadDemoMessages(useSiteConfig.getState().language)]);
  return { ...demoTools, account: DEMO_ADMIN };
}
