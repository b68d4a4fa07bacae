import { QueryClientContext } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense, useContext, useEffect } from 'react';
import { SplashScreen } from '@/components/splash-screen';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { loadChunk } from '@/lib/load-chunk';
import { listenToOtherTabs, session, useSession } from '@/stores/session';
import { trailFilters } from '@/stores/trail-filters';
import { DemoToolsContext, type DemoTools } from '@/lib/demo-tools';
import { preloadLandingCode } from './landing-code';

// The signed-in app's chunk and the panel's texts in the current language load together,
// and the landing screen's code with them (src/app/landing-code.ts: after signing in too).
const SignedInApp = lazy(() => {
  preloadLandingCode();
  return loadChunk('app', () => import('./signed-in-app'), { texts: ['panel'] });
});

export interface AppProps {
  /** Memory history in tests; the browser's history otherwise. */
  history?: RouterHistory;
  /** Demo and dev builds: the demo sign-in and the demo tools (mocks/devtools). */
  demo?: DemoTools | null;
}

/**
 * The gate: with no one signed in, every path shows the sign-in screen and no route (and
 * so no loader, no call) runs. Signing in mounts the signed-in app on the same address, so
 * the path the user asked for renders; signing out, here or in another tab, drops the
 * query cache (the signed-in app's own client goes with it; a client given by tests or the
 * demo tools is cleared) and the remembered trail filters, so nothing of the last session stays in
 * memory and the next administrator in this tab starts from the defaults.
 */
export function App({ history, demo = null }: AppProps) {
  const queryClient = useContext(QueryClientContext);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const expiresAt = useSession((s) => s.expiresAt);

  useEffect(() => listenToOtherTabs(), []);

  // 24 hours after sign-in the session ends, in a tab left open too (calls check it as well,
  // for a timer that a sleeping computer delayed).
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setTimeout(() => session.expireIfDue(), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (!isLoggedIn) {
      queryClient?.clear();
      trailFilters.reset();
    }
  }, [isLoggedIn, queryClient]);

  return (
    <DemoToolsContext.Provider value={demo}>
      {isLoggedIn ? (
        <Suspense fallback={<SplashScreen />}>
          <SignedInApp history={history} />
        </Suspense>
      ) : (
        <SignInScreen demoAccount={demo?.account ?? null} />
      )}
      {demo && <demo.Overlay />}
    </DemoToolsContext.Provider>
  );
}
