/** build/chunks.ts: which file of the production bundle each panel module goes to. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assignGroups,
  codeSplitting,
  ENTRY,
  LANDING_SCREENS,
  packageExportOf,
  SIGN_IN_CALL,
  SIGNED_IN_APP,
  type ModuleGraphInfo,
} from '../../build/chunks';

const src = (name: string) => ENTRY.replace(/main\.tsx$/, `${name}.ts`);
const pkg = (name: string) => `/somewhere/node_modules/${name}/index.js`;

/** A module graph: id -> [static imports, dynamic imports]. */
function graph(edges: Record<string, [string[], string[]?, string?]>) {
  const modules = new Map<string, ModuleGraphInfo>(
    Object.entries(edges).map(([id, [importedIds, dynamicallyImportedIds = [], code]]) => [
      id,
      { importedIds, dynamicallyImportedIds, code },
    ]),
  );
  return { getModuleInfo: (id: string) => modules.get(id) ?? null };
}

const session = src('session');
const http = src('http');
const schemas = src('schemas');
const router = src('router');
const shell = src('shell');
const trails = src('trails');
const users = src('users');
const tags = src('tags');
const editor = src('editor');
const dialog = src('dialog');
const table = src('table');
const pager = src('pager');
const badges = src('badges');
const pairOnly = src('pair');
const trailColumns = src('columns');
const ctx = graph({
  [ENTRY]: [
    [session, pkg('react'), pkg('@mantine/core')],
    [SIGN_IN_CALL, SIGNED_IN_APP],
  ],
  [session]: [[pkg('zustand')]],
  [SIGN_IN_CALL]: [[http, session]],
  [http]: [[schemas, pkg('ky')]],
  [schemas]: [[pkg('zod')]],
  [SIGNED_IN_APP]: [
    [router, shell, http, session],
    [trails, users, tags, editor],
  ],
  [router]: [[pkg('@tanstack/react-router')]],
  [shell]: [[pkg('@mantine/core')]],
  [trails]: [[table, pager, badges, trailColumns], [dialog]],
  [users]: [[table, pager, pairOnly]],
  [tags]: [[table, badges]],
  [editor]: [[badges, pairOnly, session]],
  [dialog]: [[pager]],
  [table]: [[pkg('@tanstack/react-table')]],
  [pager]: [[]],
  [badges]: [[]],
  [pairOnly]: [[]],
  [trailColumns]: [[]],
});
const groups = assignGroups(ctx);
const of = (id: string) => groups.get(id) ?? "Rolldown's";

describe('the production bundle is cut by when code is needed', () => {
  it("puts what the entry imports in the first screen, and the sign-in call's client in its own file", () => {
    expect([ENTRY, session].map(of)).toEqual(['first-screen', 'first-screen']);
    expect([SIGN_IN_CALL, http, schemas].map(of)).toEqual(['http', 'http', 'http']);
  });

  it('puts the signed-in app and what three or more lazily loaded parts share in one file', () => {
    // table: trails, users, tags; pager: trails, users, the dialog; badges: trails, tags, editor.
    expect([SIGNED_IN_APP, router, shell, table, pager, badges].map(of)).toEqual(
      Array(6).fill('signed-in'),
    );
  });

  it("leaves a part's own modules and what only two parts share to Rolldown", () => {
    expect([trails, users, tags, editor, dialog, trailColumns, pairOnly].map(of)).toEqual(
      Array(7).fill("Rolldown's"),
    );
  });

  it("names no package module: they follow the panel modules that use them (Rolldown's own graph)", () => {
    for (const id of groups.keys()) expect(id).not.toContain('/node_modules/');
    const signedIn = codeSplitting().groups.find(
      (group) =>
        group.name !== 'first-screen' && 'debugName' in group && group.debugName === 'signed-in',
    );
    const name = signedIn!.name as (id: string, c: typeof ctx) => string | null;
    expect(name(table, ctx)).toBe('signed-in');
    expect(name(pkg('@tanstack/react-table'), ctx)).toBeNull();
  });
});

describe('the package code a landing screen shares with one other part loads with the signed-in app', () => {
  const trailList = LANDING_SCREENS.find((id) => id.endsWith('trail-list-screen.tsx'))!;
  const usersScreen = src('users-screen');
  const tagsScreen = src('tags-screen');
  const editorScreen = src('editor-screen');
  const rowMenu = src('row-menu');
  const mantine = pkg('@mantine/core');
  const icons = pkg('@tabler/icons-react');
  // Code as Rolldown hands it over: transformed, so type-only imports are gone.
  const importing = (names: string, from: string) => `import { ${names} } from "${from}";\n`;
  const ctx2 = graph({
    [ENTRY]: [[], [SIGNED_IN_APP]],
    [SIGNED_IN_APP]: [[], [trailList, usersScreen, tagsScreen, editorScreen]],
    // The trail list imports Menu through its own module, the users screen directly.
    [trailList]: [
      [rowMenu, mantine, icons],
      [],
      importing('Stack', '@mantine/core') +
        importing('IconPencil as Pencil, IconX', '@tabler/icons-react'),
    ],
    [rowMenu]: [
      [mantine],
      [],
      importing('ActionIcon,\n  Menu', '@mantine/core') + importing('helper', './helper'),
    ],
    [usersScreen]: [
      [mantine, icons],
      [],
      importing('Menu, Stack', '@mantine/core') + importing('IconPencil', '@tabler/icons-react'),
    ],
    [tagsScreen]: [[mantine], [], importing('TagsInput, Stack', '@mantine/core')],
    [editorScreen]: [
      [mantine, icons],
      [],
      importing('TagsInput', '@mantine/core') +
        importing('IconX', '@tabler/icons-react') +
        importing('x', '@/lib/x'),
    ],
  });
  const signedIn = codeSplitting().groups.find(
    (g) => 'debugName' in g && g.debugName === 'signed-in',
  )!;
  const nameOf = (id: string) =>
    (signedIn.name as (id: string, c: typeof ctx2) => string | null)(id, ctx2);
  const module = (path: string) => `/somewhere/node_modules/${path}`;

  it('lists the screens src/app/landing-code.ts starts on a signed-in cold load', () => {
    const landingCode = readFileSync(
      new URL('../../src/app/landing-code.ts', import.meta.url),
      'utf8',
    );
    const started = [...landingCode.matchAll(/import\('@\/([^']+)'\)/g)].map(([, path]) => path);
    expect(
      LANDING_SCREENS.map((id) => id.replace(/^.*\/src\//, '').replace(/\.tsx?$/, '')).sort(),
    ).toEqual(started.sort());
  });

  it('names a package module by its package and file: what a part imports it as', () => {
    expect(packageExportOf(module('@mantine/core/esm/components/Menu/Menu.mjs'))).toBe(
      '@mantine/core Menu',
    );
    expect(packageExportOf(module('@tabler/icons-react/dist/esm/icons/IconPencil.mjs'))).toBe(
      '@tabler/icons-react IconPencil',
    );
    // Kebab-case files are named after their camelCase export.
    expect(packageExportOf(module('@mantine/hooks/esm/use-focus-trap/use-focus-trap.mjs'))).toBe(
      '@mantine/hooks useFocusTrap',
    );
    expect(packageExportOf(module('a/node_modules/papaparse/papaparse.min.js'))).toBe(
      'papaparse papaparse.min',
    );
    expect(packageExportOf(src('session'))).toBeNull();
  });

  it('takes what the trail list shares with exactly one other screen (Menu, IconPencil), whatever the alias', () => {
    expect(nameOf(module('@mantine/core/esm/components/Menu/Menu.mjs'))).toBe('signed-in');
    expect(nameOf(module('@tabler/icons-react/dist/esm/icons/IconPencil.mjs'))).toBe('signed-in');
    // The same code for the editor: the trail list and the editor import IconX.
    expect(nameOf(module('@tabler/icons-react/dist/esm/icons/IconX.mjs'))).toBe('signed-in');
  });

  it('takes the panel modules the trail list shares with exactly one other part too (the row menus)', () => {
    const menus = src('on-demand-menu');
    const pair = src('tags-and-editor');
    const panel = assignGroups(
      graph({
        [ENTRY]: [[], [SIGNED_IN_APP]],
        [SIGNED_IN_APP]: [[], [trailList, usersScreen, tagsScreen, editorScreen]],
        [trailList]: [[menus]],
        [usersScreen]: [[menus]],
        [tagsScreen]: [[pair]],
        [editorScreen]: [[pair]],
        [menus]: [[]],
        [pair]: [[]],
      }),
    );
    expect(panel.get(menus)).toBe('signed-in');
    expect(panel.get(pair)).toBeUndefined();
  });

  it('leaves what two other screens share, and what three or more share (the screen kit), to the groups below', () => {
    expect(nameOf(module('@mantine/core/esm/components/TagsInput/TagsInput.mjs'))).toBeNull();
    expect(nameOf(module('@mantine/core/esm/components/Stack/Stack.mjs'))).toBeNull();
    expect(nameOf(module('@mantine/core/esm/components/ActionIcon/ActionIcon.mjs'))).toBeNull();
  });
});
