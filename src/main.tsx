import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { SplashScreen } from './components/splash-screen';
import type { DemoTools } from './app/demo-tools';
import { startLanguage } from './i18n/change-language';

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();

async function start(): Promise<DemoTools | null> {
  // `__CAIRN_MOCKS__` is a build-time literal: in a production build this branch, and the
  // fake backend and demo tools it imports, are not in the bundle at all.
  if (!__CAIRN_MOCKS__) return null;
  const { startFakeBackend } = await import('../mocks/browser');
  return startFakeBackend();
}

// The language first (a `?lang=` link, this session's, this browser's, else Arabic), so that
// nothing shows in another language; then the splash (only the logo) while the fake
// backend's worker starts.
void startLanguage().then(() => {
  root.render(
    <AppProviders queryClient={queryClient}>
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
