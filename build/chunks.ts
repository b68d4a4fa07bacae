/**
 * How the production bundle is cut into files: by when the code is needed. Left to itself,
 * Rolldown makes a file per set of importers, which makes a signed-in cold load of a landing
 * screen dozens of small files, each a request on the page's critical path. The groups below
 * (Rolldown's `output.codeSplitting.groups`, highest priority first) merge what loads together.
 *
 * Each group names panel modules (src/) only: the package code they use follows them into
 * their file (Rolldown's `includeDependenciesRecursively`, on by default), since only Rolldown
 * knows which of a package's modules an import of its index file needs. Everything else stays
 * Rolldown's: the other screens, the dialogs, the menus and dropdowns mounted on first use and
 * the message catalogues are files of their own. `npm run size` budgets the result and checks
 * that what loads on first use is in no cold load.
 */
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const SIGN_IN_CALL = `${SRC}features/auth/sign-in-call.ts`;
/**
 * The signed-in app and the screens a signed-in cold load starts at once with it (the
 * dashboard, the trail list: src/app/landing-code.ts).
 */
const SIGNED_IN = new Set([
  `${SRC}app/signed-in-app.tsx`,
  `${SRC}features/dashboard/dashboard-screen.tsx`,
  `${SRC}features/trails/trail-list-screen.tsx`,
]);

export function codeSplitting() {
  return {
    groups: [
      // What the entry (src/main.tsx, the sign-in screen) imports is the entry's own file
      // (Rolldown's `$initial` tag): the first screen is one request.
      { name: 'first-screen', tags: ['$initial' as const], priority: 3 },
      // What focusing the sign-in form loads (src/features/auth/sign-in-call.ts: the HTTP
      // client, ky, zod, the schemas) is a file of its own, so that focusing the form does not
      // download the signed-in app, which imports it too.
      { name: 'http', test: (id: string) => id === SIGN_IN_CALL, priority: 2 },
      // The signed-in app with the landing screens and what they import (router, query client,
      // shell, the list screens' table, toolbar and pager): one file, which every signed-in
      // load needs at once, instead of one per set of importers. A landing screen's code is a
      // few KB, less than the requests its own files cost.
      { name: 'signed-in', test: (id: string) => SIGNED_IN.has(id), priority: 1 },
    ],
  };
}
