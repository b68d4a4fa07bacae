import { QueryClientContext } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { Suspense, useContext, useEffect } from 'react';
import { SplashScreen } from '@/ui/splash-screen';
import { useLazyPartOrThrow } from '@/ui/use-loaded-part';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { lazyPart } from '@/lib/lazy-part';
import { listenToOtherTabs, session, useSession } from '@/stores/session';
import { trailFilters } from '@/stores/trail-filters';
import { DemoToolsContext, type DemoTools } from '@/lib/demo-tools';
import { importSignedInApp, preloadLandingCode } from './landing-code';

/**
 * The signed-in app's code, with the panel's texts in the current language: a lazyPart, like
 * any part loaded on first use. Its load starts the landing screen's code too
 * (src/app/landing-code.ts: after signing in as well as on a signed-in cold load), and imports
 * the module through the same importer as that early start.
 */
const signedInApp = lazyPart(
  'signed-in-app',
  () => {
    preloadLandingCode();
    return importSignedInApp();
  },
  { texts: ['panel'] },
);

/**
 * The signed-in app once its code and texts are here; until then the splash. Not React.lazy
 * under a Suspense boundary: a boundary that has shown its fallback shows what it was waiting
 * for no earlier than 300 ms after (React's fallback throttle), which left a signed-in cold
 * load idle for that long. Here the app arrives as an ordinary state update and renders at
 * once (under a boundary of its own, for what it may still wait for). A failed load is thrown
 * while rendering (useLazyPartOrThrow), to the ErrorBoundary of AppProviders: SPEC.md §8's
 * page, as for a screen.
 */
function SignedInAppGate({ history }: { history?: RouterHistory }) {
  const module = useLazyPartOrThrow(signedInApp);
  if (module === null) return <SplashScreen />;
  const SignedInApp = module.default;
  // What the app itself waits for (it has loaded its code) still shows the splash.
  return (
    <Suspense fallback={<SplashScreen />}>
      <SignedInApp history={history} />
    </Suspense>
  );
}

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
        <SignedInAppGate history={history} />
      ) : (
        <SignInScreen demoAccount={demo?.account ?? null} />
      )}
      {demo && <demo.Overlay />}
    </DemoToolsContext.Provider>
  );
}
