/**
 * How the production bundle is cut into files (issue 14): by when the code is needed.
 * Rolldown's automatic splitting makes one file per set of importers, which gave a signed-in
 * cold load of /trails 55 JavaScript and CSS files. The groups below (Rolldown's
 * `output.codeSplitting.groups`, highest priority first) merge what loads together:
 *
 * - `first-screen`: what the entry (src/main.tsx) uses, the sign-in screen: Rolldown's
 *   `$initial` tag, which follows what is really imported through the packages' index files.
 *   It is the entry's own file;
 * - `http`: what the sign-in call (src/features/auth/sign-in-call.ts, loaded when the sign-in
 *   form is first focused) adds: the HTTP client, ky, zod, the shared schemas. Its own file, so
 *   focusing the form does not download the signed-in app, which imports it;
 * - `signed-in`: what the signed-in app (src/app/signed-in-app.tsx) adds (router, query client,
 *   shell, the API modules), and the panel's own modules that three or more lazily loaded parts
 *   (screens, dialogs) share: the list screens' table, toolbar and pager, row actions, badges...
 *   Most screens need them, and apart they were a file each;
 * - `screen-kit`: package code (Mantine's menus, selects, grids, TanStack Query's hooks, icons)
 *   that three or more lazily loaded parts use and no group above took.
 *
 * Everything else is Rolldown's: a screen's (dialog's, catalogue's) own code stays in its
 * file, what exactly two parts share gets a file for the pair.
 *
 * The groups name panel modules (src/) only: the packages' modules they use follow them into
 * their file (Rolldown's `includeDependenciesRecursively`), since only Rolldown knows which of
 * a package's modules an import of its index file really needs. They are computed from the
 * module graph, so a new screen or import needs no change here. `npm run size` budgets the
 * result; `npm run bench:load` measures it in Chrome.
 */
import { fileURLToPath } from 'node:url';

export interface ModuleGraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
export interface GraphContext {
  getModuleInfo(id: string): ModuleGraphInfo | null;
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const ENTRY = `${SRC}main.tsx`;
export const SIGN_IN_CALL = `${SRC}features/auth/sign-in-call.ts`;
export const SIGNED_IN_APP = `${SRC}app/signed-in-app.tsx`;
/** A panel module shared by this many lazily loaded parts or more loads with the signed-in app. */
export const SIGNED_IN_SHARE_COUNT = 3;

const isPanelModule = (id: string) => id.startsWith(SRC);

/**
 * The panel modules `root` reaches through static imports (not those in `stop`), and the
 * dynamic imports on the way.
 */
function staticClosure(ctx: GraphContext, root: string, stop: ReadonlyMap<string, unknown>) {
  const modules = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (modules.has(id) || stop.has(id) || !isPanelModule(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    modules.add(id);
    queue.push(...info.importedIds);
    for (const d of info.dynamicallyImportedIds) dynamic.add(d);
  }
  return { modules, dynamic };
}

export type Group = 'first-screen' | 'http' | 'signed-in';

/** The group of every panel module that has one, worked out once per build from the whole graph. */
export function assignGroups(ctx: GraphContext): Map<string, Group> {
  const groups = new Map<string, Group>();
  const take = (root: string, group: Group) => {
    const part = staticClosure(ctx, root, groups);
    for (const id of part.modules) groups.set(id, group);
    return part.dynamic;
  };
  const pending = [
    ...take(ENTRY, 'first-screen'),
    ...take(SIGN_IN_CALL, 'http'),
    ...take(SIGNED_IN_APP, 'signed-in'),
  ];
  // Every lazily loaded part (screens, dialogs...), found by following dynamic imports down;
  // for each panel module, how many parts would load it.
  const users = new Map<string, number>();
  const seen = new Set<string>([ENTRY, SIGN_IN_CALL, SIGNED_IN_APP]);
  while (pending.length > 0) {
    const root = pending.pop()!;
    if (seen.has(root)) continue;
    seen.add(root);
    const part = staticClosure(ctx, root, groups);
    for (const id of part.modules) users.set(id, (users.get(id) ?? 0) + 1);
    pending.push(...part.dynamic);
  }
  for (const [id, count] of users) if (count >= SIGNED_IN_SHARE_COUNT) groups.set(id, 'signed-in');
  return groups;
}

/** `build.rolldownOptions.output.codeSplitting` of the app's Vite config. */
export function codeSplitting() {
  let groups: Map<string, Group> | null = null;
  const groupOf = (id: string, ctx: GraphContext) => (groups ??= assignGroups(ctx)).get(id);
  const group = (name: Group, priority: number) => ({
    debugName: name,
    priority,
    name: (id: string, ctx: GraphContext) => (groupOf(id, ctx) === name ? name : null),
  });
  return {
    groups: [
      { name: 'first-screen', tags: ['$initial' as const], priority: 4 },
      group('http', 3),
      group('signed-in', 2),
      {
        name: 'screen-kit',
        priority: 1,
        test: /[\\/]node_modules[\\/]/,
        minShareCount: SIGNED_IN_SHARE_COUNT,
      },
    ],
  };
}
