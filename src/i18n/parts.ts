/**
 * The catalogues are one file per language (src/i18n/locales/{ar,en}.json); the build splits
 * each into two parts so that the sign-in screen does not wait for the whole panel's texts:
 * - `sign-in`: the keys whose namespace (the text before the first dot) is listed here;
 * - `demo`: the demo tools' texts (namespace `demo`), loaded by the demo tools themselves
 *   (mocks/devtools), so a production build never carries them;
 * - `panel`: everything else, loaded with the signed-in app's chunk.
 * The messages plugin (scripts/i18n/messages-plugin.ts) reads this list too.
 */
export const SIGN_IN_NAMESPACES: readonly string[] = ['app', 'signIn', 'language'];

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const PARTS = ['sign-in', 'panel', 'demo'] as const;
export type Part = (typeof PARTS)[number];

export function partOf(key: string): Part {
  const namespace = key.slice(0, key.indexOf('.'));
  if (namespace === 'demo') return 'demo';
  return SIGN_IN_NAMESPACES.includes(namespace) ? 'sign-in' : 'panel';
}
