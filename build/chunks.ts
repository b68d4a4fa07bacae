/**
 * How the production bundle is cut into files (issue 14): by when the code is needed, not by
 * which modules happen to be shared. Rolldown's automatic splitting makes one chunk per set of
 * importers, which gave a signed-in cold load of /trails 40 JavaScript files; each group below
 * merges what always loads together into one file (Rolldown's `output.codeSplitting`):
 *
 * - `first-screen`: everything the entry (src/main.tsx) imports statically, the sign-in
 *   screen's code;
 * - `signed-in`: what the signed-in app (src/app/signed-in-app.tsx) imports statically and the
 *   first screen did not bring: router, query client, shell, HTTP client, schemas;
 * - `screen-kit`: what two or more lazily loaded screens (or dialogs) share and neither group
 *   above holds: the table, pager, menus, badges, and the Mantine parts behind them;
 * - everything else stays in the chunk of the one screen that uses it.
 *
 * The sign-in call (src/features/auth/sign-in-call.ts, loaded when the form is first focused)
 * needs the HTTP client and schemas, which are in `signed-in`: focusing the form fetches the
 * signed-in app's code, which the panel needs right after signing in anyway.
 *
 * The groups are computed from the module graph, so a new screen or import needs no change
 * here. `npm run size` budgets the result; `npm run bench:load` measures it in Chrome.
 */
import { fileURLToPath } from 'node:url';

export interface ModuleGraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
export interface GraphContext {
  getModuleInfo(id: string): ModuleGraphInfo | null;
}

export const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
export const SIGNED_IN_APP = fileURLToPath(
  new URL('../src/app/signed-in-app.tsx', import.meta.url),
);

/** The modules `root` reaches through static imports, and the dynamic imports on the way. */
function staticClosure(
  ctx: GraphContext,
  root: string,
  stop: { has(id: string): boolean } = new Set(),
) {
  const modules = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (modules.has(id) || stop.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    modules.add(id);
    queue.push(...info.importedIds);
    for (const d of info.dynamicallyImportedIds) dynamic.add(d);
  }
  return { modules, dynamic };
}

/** The group of every module, worked out once per build from the whole graph. */
export function assignGroups(ctx: GraphContext): Map<string, string> {
  const groups = new Map<string, string>();
  const first = staticClosure(ctx, ENTRY);
  for (const id of first.modules) groups.set(id, 'first-screen');
  const app = staticClosure(ctx, SIGNED_IN_APP, first.modules);
  for (const id of app.modules) groups.set(id, 'signed-in');
  // Every lazily loaded part (screens, dialogs, message catalogues...), found by following
  // dynamic imports from the entry down; each counts the modules it would load on its own.
  const users = new Map<string, number>();
  const seen = new Set<string>([ENTRY, SIGNED_IN_APP]);
  const pending = [...first.dynamic, ...app.dynamic];
  while (pending.length > 0) {
    const root = pending.pop()!;
    if (seen.has(root)) continue;
    seen.add(root);
    const part = staticClosure(ctx, root, groups);
    for (const id of part.modules) users.set(id, (users.get(id) ?? 0) + 1);
    pending.push(...part.dynamic);
  }
  for (const [id, count] of users) if (count >= 2 && !groups.has(id)) groups.set(id, 'screen-kit');
  return groups;
}

/** `build.rolldownOptions.output.codeSplitting` of the app's Vite config. */
export function codeSplitting() {
  let groups: Map<string, string> | null = null;
  const groupOf = (id: string, ctx: GraphContext) => {
    groups ??= assignGroups(ctx);
    return groups.get(id) ?? null;
  };
  return {
    groups: ['first-screen', 'signed-in', 'screen-kit'].map((name, index, all) => ({
      debugName: name,
      priority: all.length - index,
      name: (id: string, ctx: GraphContext) => (groupOf(id, ctx) === name ? name : null),
    })),
  };
}
