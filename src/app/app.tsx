import { QueryClientContext } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { SplashScreen } from '@/components/splash-screen';
import { SignInScreen } from '@/features/auth/sign-in-screen';
import { chunkTestHooks, loadChunk } from '@/lib/load-chunk';
import { listenToOtherTabs, session, useSession } from '@/stores/session';
import { trailFilters } from '@/stores/trail-filters';
import { DemoToolsContext, type DemoTools } from '@/lib/demo-tools';
import { preloadLandingCode } from './landing-code';

type SignedInAppComponent = ComponentType<{ history?: RouterHistory }>;

// The signed-in app's chunk and the panel's texts in the current language load together,
// and the landing screen's code with them (src/app/landing-code.ts: after signing in too).
// One load per page, as React.lazy's: a failure stays a failure until the page is reloaded.
let signedInAppLoad: Promise<SignedInAppComponent> | undefined;
/** The app once loaded, so that signing in again in this page shows it at once. */
let signedInApp: SignedInAppComponent | undefined;
/** Tests: replaced when the page forgets its chunks, so a load begun before lands nowhere. */
let signedInAppEpoch = {};
function loadSignedInApp(): Promise<SignedInAppComponent> {
  signedInAppLoad ??= (() => {
    const mine = signedInAppEpoch;
    preloadLandingCode();
    return loadChunk('app', () => import('./signed-in-app'), { texts: ['panel'] }).then((module) => {
      if (mine === signedInAppEpoch) signedInApp = module.default;
      return module.default;
    });
  })();
  return signedInAppLoad;
}
if (import.meta.env.MODE === 'test') {
  chunkTestHooks.forgetLoadedChunks.push(() => {
    signedInAppEpoch = {};
    signedInAppLoad = undefined;
    signedInApp = undefined;
  });
}

/**
 * The signed-in app once its code and texts are here; until then the splash. Not React.lazy
 * under a Suspense boundary: a boundary that has shown its fallback shows what it was waiting
 * for no earlier than 300 ms after (React's fallback throttle), which on a signed-in cold load
 * of /trails left the main thread idle for 60-150 ms with the CPU 4x slower (issue 14).
 * Here the app arrives as an ordinary state update and renders at once (under a boundary of
 * its own, for what it may still wait for). A failed load is
 * thrown while rendering, to the ErrorBoundary of AppProviders, as the lazy component's was.
 */
function SignedInAppGate({ history }: { history?: RouterHistory }) {
  const [loaded, setLoaded] = useState<{ app: SignedInAppComponent } | { error: unknown } | null>(
    () => (signedInApp ? { app: signedInApp } : null),
  );
  useEffect(() => {
    if (loaded !== null) return undefined;
    let current = true;
    loadSignedInApp().then(
      (app) => current && setLoaded({ app }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  if (loaded === null) return <SplashScreen />;
  if ('error' in loaded) throw loaded.error;
  // What the app itself waits for (it has loaded its code) still shows the splash.
  return (
    <Suspense fallback={<SplashScreen />}>
      <loaded.app history={history} />
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
