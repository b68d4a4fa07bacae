import { loadMessages } from '@/i18n/catalogues';
import { openingLanguage } from '@/i18n/change-language';
import { session } from '@/stores/session';

/**
 * The screens whose code a signed-in cold load starts at once, by bare path. Each importer is
 * the one its route's `lazyScreen` calls (src/routes/_app/*.tsx; tests/app/landing-code.test.ts
 * checks they match), so the browser fetches the module once and the route finds it loading.
 */
export const LANDING_SCREENS: Record<string, () => Promise<unknown>> = {
  '/': () => import('@/features/dashboard/dashboard-screen'),
  '/trails': () => import('@/features/trails/trail-list-screen'),
};

/**
 * The signed-in app's import: the one its lazyPart in src/app/app.tsx calls and the one a
 * signed-in cold load starts early here, so the browser fetches one module for both.
 */
export const importSignedInApp = () => import('./signed-in-app');

/**
 * The panel's texts in the language the page opens in (the one startLanguage opens it in):
 * src/app/app.tsx's lazy signed-in app asks for the same load, and finds it under way.
 */
const loadPanelTexts = () => loadMessages(openingLanguage(), ['panel']);

/**
 * A signed-in cold load fetches the signed-in app's code, the panel's texts and its landing
 * screen's code together, in parallel, from the first screen's code: otherwise the screen's
 * files are asked for only once the signed-in app has arrived, run and routed, and the texts
 * once the first screen has rendered. Nothing waits on these imports: the app's own lazy
 * imports (src/app/app.tsx's lazyPart, the route's `lazyScreen`) get the same modules and
 * report a failure as before. Answers how many imports it started.
 */
export function preloadLandingCode(
  pathname: string = window.location.pathname,
  importers: {
    signedInApp: () => Promise<unknown>;
    panelTexts: () => Promise<unknown>;
    screens: Record<string, () => Promise<unknown>>;
  } = {
    signedInApp: importSignedInApp,
    panelTexts: loadPanelTexts,
    screens: LANDING_SCREENS,
  },
): number {
  if (!session.get().isLoggedIn) return 0;
  const screen = importers.screens[pathname.replace(/\/+$/, '') || '/'];
  const loads = [importers.signedInApp(), importers.panelTexts(), screen?.()].filter(
    (load) => load !== undefined,
  );
  // A failure shows when the app's own import of the same module fails.
  for (const load of loads) load.catch(() => undefined);
  return loads.length;
}
