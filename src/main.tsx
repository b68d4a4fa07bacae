// First: starts a signed-in load's requests before the rest of this file's imports run.
import './early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { SplashScreen } from '@/ui/splash-screen';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import type { DemoTools } from './lib/demo-tools';
import { startLanguage } from './i18n/change-language';

const root = createRoot(document.getElementById('root')!);
// The demo tools share the panel's query client (they reset it with the demo data), so a demo
// or dev build makes it here; a production build leaves it to the signed-in app
// (src/app/signed-in-app.tsx), and TanStack Query is not in the first screen's bundle.
let queryClient: QueryClient | undefined;

async function start(): Promise<DemoTools | null> {
  // `__CAIRN_MOCKS__` is a build-time literal: in a production build this branch, and the
  // fake backend and demo tools it imports, are not in the bundle at all.
  if (!__CAIRN_MOCKS__) return null;
  const [{ startFakeBackend }, { createQueryClient }] = await Promise.all([
    import('../mocks/browser'),
    import('./app/query-client'),
  ]);
  queryClient = createQueryClient();
  return startFakeBackend();
}

// The language first (a `?lang=` link, this session's, this browser's, else Arabic), so that
// nothing shows in another language; then the splash (only the logo) while the fake
// backend's worker starts.
void startLanguage().then(() => {
  root.render(
    <AppProviders>
      <SplashScreen />
    </AppProviders>,
  );
  return start().then(
    (demo) =>
      root.render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <App demo={demo} />
          </AppProviders>
        </StrictMode>,
      ),
    (error: unknown) => {
      console.error('Cairn could not start', error);
      root.render(
        <AppProviders queryClient={queryClient}>
          <App />
        </AppProviders>,
      );
    },
  );
});
