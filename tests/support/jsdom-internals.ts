/**
 * jsdom's own modules, for the test helpers that mend or speed up jsdom (computed-style.ts,
 * style-sheets.ts): resolved from the copy the jsdom environment runs, through Node's module
 * cache, so that what they read (jsdom's property definitions, its wrapper-to-impl symbol) is
 * the environment's own.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** jsdom's entry file; `createRequire(jsdomMain)` resolves packages as jsdom does. */
export const jsdomMain = require.resolve('jsdom');
/** jsdom's `lib` folder. */
export const jsdomLib = dirname(jsdomMain);

/** A module of jsdom's, by its path under `lib` (e.g. `generated/idl/utils.js`). */
export function requireJsdom<T>(path: string): T {
  return require(join(jsdomLib, path)) as T;
}

const { implForWrapper } = requireJsdom<{ implForWrapper: (wrapper: object) => unknown }>(
  'generated/idl/utils.js',
);

/** The internal object jsdom keeps behind a DOM object (its "impl"), by jsdom's own helper. */
export function implOf<T>(wrapper: object): T {
  const impl = implForWrapper(wrapper);
  if (!impl)
    throw new Error(
      'jsdom changed: no impl behind a DOM object (tests/support/jsdom-internals.ts)',
    );
  return impl as T;
}
