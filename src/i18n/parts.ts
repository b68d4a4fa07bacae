/**
 * The catalogues are one file per language (src/i18n/locales/{ar,en}.json); the build splits
 * each into parts so that a screen does not wait for texts it does not show:
 * - `sign-in`: the keys whose namespace (the text before the first dot) is in
 *   SIGN_IN_NAMESPACES, shipped with (Arabic) or loaded for the sign-in screen;
 * - `screens`: the namespaces in SCREENS_NAMESPACES, the texts of the screens, dialogs and the
 *   palette that no landing screen (dashboard, trail list) and no part of the signed-in frame
 *   shows. Every lazily loaded piece of code but the landing screens and the signed-in app
 *   waits for it (src/lib/lazy-part.ts), so a signed-in cold load never downloads it;
 *   tests/i18n/parts.test.ts fails when the landing screens' or the frame's code uses one;
 * - `demo`: the demo tools' texts (namespace `demo`), loaded by the demo tools themselves
 *   (mocks/devtools), so a production build never carries them;
 * - `panel`: everything else, loaded with the signed-in app's chunk.
 * A text shared by a landing screen and another screen lives in a namespace of the panel
 * (`userStats`, `tagStats`, `common`). The messages plugin (scripts/i18n/messages-plugin.ts)
 * reads these lists too.
 */
export const SIGN_IN_NAMESPACES: readonly string[] = ['app', 'signIn', 'language'];
export const SCREENS_NAMESPACES: readonly string[] = [
  'editor',
  'reviews',
  'tags',
  'locations',
  'waypoints',
  'kml',
  'export',
  'palette',
  'users',
  'routeType',
  'carType',
  'bulkResult',
  'outbox',
  'save',
  'listViews',
];

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const PARTS = ['sign-in', 'panel', 'screens', 'demo'] as const;
export type Part = (typeof PARTS)[number];

export function partOf(key: string): Part {
  const namespace = key.slice(0, key.indexOf('.'));
  if (namespace === 'demo') return 'demo';
  if (SCREENS_NAMESPACES.includes(namespace)) return 'screens';
  return SIGN_IN_NAMESPACES.includes(namespace) ? 'sign-in' : 'panel';
}

/** The texts a lazily loaded screen, dialog or palette waits for (src/lib/lazy-part.ts). */
export const SCREEN_TEXTS: readonly Part[] = ['screens'];
