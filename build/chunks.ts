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
 *   Most screens need them, and apart they were a file each; so do those a landing screen
 *   shares with exactly one other part (the row menus' OnDemandMenu: trail list and users);
 *   It also takes the package code that a landing screen (the dashboard, the trail list: the
 *   screens a signed-in cold load starts at once, src/app/landing-code.ts) shares with exactly
 *   one other part, found by the names the parts import (e.g. a Tabler icon the trail list and
 *   the editor both use): left to Rolldown it was a file of its own, one more request on every
 *   cold load of that screen;
 * - `screen-kit`: package code (Mantine's selects, grids, TanStack Query's hooks, icons)
 *   that lazily loaded parts share and no group above took, and that a landing screen's first
 *   render needs (it is in their static imports); two parts are enough here, so a module the
 *   names above cannot see (Mantine's RadioIcon, under both the trail list's Radio and the
 *   menus' chunk) is not a file of its own on the landing screen's cold load;
 * - `dialog-kit`: what Mantine's Modal brings that its Popover and ScrollArea do not (ModalBase,
 *   Overlay, react-remove-scroll), when no landing screen imports it statically: every dialog is
 *   mounted on first opening, so this loads with the first dialog, not with a screen whose
 *   selects need the on-demand kit below (the trail editor: 5 KB gzip of its part);
 * - `on-demand-kit`: the same, but which no landing screen imports statically: what only
 *   code loaded on first use needs (floating-ui and Mantine's Popover under the tooltips,
 *   dropdowns and menus mounted on first use, the editor's and other screens' Combobox).
 *   In the screen kit it was downloaded on every cold load of a landing screen (issue 14).
 *
 * Everything else is Rolldown's: a screen's (dialog's, catalogue's) own code stays in its
 * file, what exactly two parts share gets a file for the pair.
 *
 * The groups name panel modules (src/): the packages' modules they use follow them into
 * their file (Rolldown's `includeDependenciesRecursively`), since only Rolldown knows which of
 * a package's modules an import of its index file really needs. The one exception, the
 * landing screens' shared package code, is found by name: a part that imports `{ Menu }` from
 * `@mantine/core` uses its `Menu.mjs` (Mantine's, Tabler's and TanStack's modules are named
 * after what they export; a module this misses stays Rolldown's, as before). They are computed
 * from the module graph, so a new screen or import needs no change here. `npm run size`
 * budgets the result and prints each load step's files; `npm run bench:load` measures it in Chrome.
 *
 * Rolldown's runtime helpers (`\0rolldown/runtime.js`, which no group can take) land in the
 * entry's file only while every file that needs them imports the entry's: a package loaded on
 * its own (a dynamic `import('papaparse')`) gave them a file of their own, one more request on
 * every load. `npm run size` fails when the entry's file imports another.
 */
import { fileURLToPath } from 'node:url';

export interface ModuleGraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  /** The module's code after its transforms (Rolldown's `ModuleInfo.code`). */
  code?: string | null;
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
/** The screens a signed-in cold load fetches with the signed-in app (src/app/landing-code.ts). */
export const LANDING_SCREENS = [
  `${SRC}features/dashboard/dashboard-screen.tsx`,
  `${SRC}features/trails/trail-list-screen.tsx`,
];

const isPanelModule = (id: string) => id.startsWith(SRC);

const MANTINE_COMPONENTS = fileURLToPath(new URL('../node_modules/@mantine/core/esm/components/', import.meta.url));
export const MANTINE_MODAL = `${MANTINE_COMPONENTS}Modal/Modal.mjs`;
export const MANTINE_POPOVER = `${MANTINE_COMPONENTS}Popover/Popover.mjs`;
export const MANTINE_SCROLL_AREA = `${MANTINE_COMPONENTS}ScrollArea/ScrollArea.mjs`;

/**
 * What Mantine's Modal needs and neither its Popover nor its ScrollArea (under the selects'
 * dropdowns) does: the dialog kit.
 */
export function dialogOnlyModules(ctx: GraphContext): Set<string> {
  // From a package module, staticImportsOf follows every import.
  const shared = staticImportsOf(ctx, [MANTINE_POPOVER, MANTINE_SCROLL_AREA]);
  return new Set([...staticImportsOf(ctx, [MANTINE_MODAL])].filter((id) => !shared.has(id)));
}

/**
 * `@mantine/core Menu` of `/x/node_modules/@mantine/core/esm/components/Menu/Menu.mjs`: the
 * package (of the last node_modules) and the name the module is exported under.
 */
export function packageExportOf(id: string): string | null {
  const match =
    /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?:.*[\\/])?([^\\/]+?)\.[cm]?js$/.exec(
      id,
    );
  if (!match) return null;
  // Kebab-case files are named after a camelCase export (@mantine/hooks' use-focus-trap.mjs:
  // useFocusTrap); the others after the export itself (Menu.mjs, IconX.mjs, useMutation.js).
  const name = match[2]!.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return `${match[1]!.replace('\\', '/')} ${name}`;
}

/** The names a module's code imports from packages, as `package name` (`@mantine/core Menu`). */
export function packageImportsOf(code: string | null | undefined): string[] {
  const names: string[] = [];
  for (const [, list, specifier] of (code ?? '').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']((?!\.|@\/)[^"']+)["']/g,
  )) {
    const pkg = /^(?:@[^/]+\/)?[^/]+/.exec(specifier!)![0];
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, '');
      if (name) names.push(`${pkg} ${name}`);
    }
  }
  return names;
}

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

export interface Groups {
  /** The group of every panel module that has one. */
  panel: Map<string, Group>;
  /** The package exports (`@mantine/core Menu`) that go with the signed-in app. */
  packageExports: Set<string>;
  /** Every module (panel and package) a landing screen reaches through static imports. */
  landing: Set<string>;
}

const packageOf = (id: string) =>
  /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]!.replace('\\', '/') ?? null;

/**
 * Every module, of the panel or of a package, that `roots` reach through static imports, as
 * the bundle really uses them: where a panel module imports names from a package's index file
 * (`import { Button } from '@mantine/core'`), only the index's modules named after those names
 * (Button.mjs) are followed, not the whole package the index re-exports. When one of the names
 * has no module of its name there (or the import is not `{ names }`), the whole index is
 * followed: this errs towards taking too much, never too little.
 */
export function staticImportsOf(ctx: GraphContext, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    if (!isPanelModule(id)) {
      queue.push(...info.importedIds);
      continue;
    }
    const wanted = new Map<string, Set<string>>();
    for (const imported of packageImportsOf(info.code)) {
      const [pkg, name] = imported.split(' ') as [string, string];
      wanted.set(pkg, (wanted.get(pkg) ?? new Set()).add(name));
    }
    for (const dep of info.importedIds) {
      const names = isPanelModule(dep) ? undefined : wanted.get(packageOf(dep) ?? '');
      const own = packageExportOf(dep)?.split(' ')[1];
      if (!names || (own && names.has(own))) {
        queue.push(dep);
        continue;
      }
      const named = (ctx.getModuleInfo(dep)?.importedIds ?? []).filter((m) => {
        const name = packageExportOf(m)?.split(' ')[1];
        return name !== undefined && names.has(name);
      });
      const found = new Set(named.map((m) => packageExportOf(m)!.split(' ')[1]));
      if (found.size === names.size) {
        reached.add(dep);
        queue.push(...named);
      } else queue.push(dep);
    }
  }
  return reached;
}

/** The group of every panel module that has one, worked out once per build from the whole graph. */
export function assignGroups(ctx: GraphContext): Map<string, Group> {
  return assignAllGroups(ctx).panel;
}

/** Panel modules' groups and the landing screens' shared package code, once per build. */
export function assignAllGroups(ctx: GraphContext): Groups {
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
  // for each panel module, the parts that would load it.
  const users = new Map<string, Set<string>>();
  // For each package export (`@mantine/core Menu`), the parts whose panel modules import it.
  const packageUsers = new Map<string, Set<string>>();
  const seen = new Set<string>([ENTRY, SIGN_IN_CALL, SIGNED_IN_APP]);
  while (pending.length > 0) {
    const root = pending.pop()!;
    if (seen.has(root)) continue;
    seen.add(root);
    const part = staticClosure(ctx, root, groups);
    for (const id of part.modules) {
      users.set(id, (users.get(id) ?? new Set<string>()).add(root));
      for (const name of packageImportsOf(ctx.getModuleInfo(id)?.code)) {
        const parts = packageUsers.get(name) ?? new Set<string>();
        packageUsers.set(name, parts.add(root));
      }
    }
    pending.push(...part.dynamic);
  }
  // What a landing screen shares with exactly one other part: Rolldown would make it a file
  // for the pair, fetched on every cold load of that screen.
  const sharedByLanding = (parts: Set<string>) =>
    parts.size === 2 && LANDING_SCREENS.some((screen) => parts.has(screen));
  for (const [id, parts] of users) {
    if (parts.size >= SIGNED_IN_SHARE_COUNT || sharedByLanding(parts)) groups.set(id, 'signed-in');
  }
  const packageExports = new Set<string>();
  for (const [name, parts] of packageUsers) if (sharedByLanding(parts)) packageExports.add(name);
  return { panel: groups, packageExports, landing: staticImportsOf(ctx, LANDING_SCREENS) };
}

/** `build.rolldownOptions.output.codeSplitting` of the app's Vite config. */
export function codeSplitting() {
  let groups: Groups | null = null;
  let dialogOnly: Set<string> | null = null;
  const dialogOnlyOf = (ctx: GraphContext) => (dialogOnly ??= dialogOnlyModules(ctx));
  const groupOf = (id: string, ctx: GraphContext): Group | undefined => {
    groups ??= assignAllGroups(ctx);
    if (isPanelModule(id)) return groups.panel.get(id);
    const name = packageExportOf(id);
    return name && groups.packageExports.has(name) ? 'signed-in' : undefined;
  };
  const group = (name: Group, priority: number) => ({
    debugName: name,
    priority,
    name: (id: string, ctx: GraphContext) => (groupOf(id, ctx) === name ? name : null),
  });
  /** Package code parts share, split by whether a landing screen needs it. */
  const kit = (name: 'screen-kit' | 'on-demand-kit', priority: number, minShareCount = SIGNED_IN_SHARE_COUNT) => ({
    debugName: name,
    priority,
    test: /[\\/]node_modules[\\/]/,
    minShareCount,
    name: (id: string, ctx: GraphContext) => {
      groups ??= assignAllGroups(ctx);
      if (name === 'on-demand-kit' && dialogOnlyOf(ctx).has(id)) return null;
      return groups.landing.has(id) === (name === 'screen-kit') ? name : null;
    },
  });
  const dialogKit = {
    debugName: 'dialog-kit',
    priority: 1,
    test: /[\\/]node_modules[\\/]/,
    name: (id: string, ctx: GraphContext) => {
      groups ??= assignAllGroups(ctx);
      return dialogOnlyOf(ctx).has(id) && !groups.landing.has(id) ? 'dialog-kit' : null;
    },
  };
  return {
    groups: [
      { name: 'first-screen', tags: ['$initial' as const], priority: 6 },
      group('http', 5),
      group('signed-in', 4),
      // Two parts for the screen kit: a package module a landing screen needs and shares with
      // one other part that the export names above cannot see (Mantine's RadioIcon: the trail
      // list's status dialog and the rows' menus, loaded on first use) would otherwise be a file
      // of its own on the landing screen's cold load.
      kit('screen-kit', 3, 2),
      kit('on-demand-kit', 2),
      // After the on-demand kit, so what Modal shares with Popover (Portal, FocusTrap,
      // Overlay) stays there rather than following ModalBase in.
      dialogKit,
    ],
  };
}
