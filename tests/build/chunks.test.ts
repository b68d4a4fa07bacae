// @vitest-environment node
/** build/chunks.ts: which file of the production bundle each panel module goes to. */
import { describe, expect, it } from 'vitest';
import {
  assignGroups,
  codeSplitting,
  ENTRY,
  SIGN_IN_CALL,
  SIGNED_IN_APP,
  type ModuleGraphInfo,
} from '../../build/chunks';

const src = (name: string) => ENTRY.replace(/main\.tsx$/, `${name}.ts`);
const pkg = (name: string) => `/somewhere/node_modules/${name}/index.js`;

/** A module graph: id -> [static imports, dynamic imports]. */
function graph(edges: Record<string, [string[], string[]?]>) {
  const modules = new Map<string, ModuleGraphInfo>(
    Object.entries(edges).map(([id, [importedIds, dynamicallyImportedIds = []]]) => [
      id,
      { importedIds, dynamicallyImportedIds },
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
