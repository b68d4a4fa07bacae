/**
 * How the production bundle is cut into files: Rolldown's own splitting (a file per set of
 * importers, so a screen, a dialog or a catalogue loads only what it uses), with one group
 * on top: everything the entry (src/main.tsx, the sign-in screen) imports statically is the
 * entry's own file, Rolldown's `$initial` tag. Left to Rolldown, what the first screen shares
 * with lazily loaded code was split into files of its own, and the first screen was ten
 * requests instead of one. `npm run size` fails when the entry's file imports another.
 */
export function codeSplitting() {
  return {
    groups: [{ name: 'first-screen', tags: ['$initial' as const] }],
  };
}
