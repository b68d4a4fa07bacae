// @vitest-environment node
/** build/chunks.ts: which file of the production bundle each module goes to. */
import { describe, expect, it } from 'vitest';
import { assignGroups, ENTRY, SIGNED_IN_APP, type ModuleGraphInfo } from '../../build/chunks';

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

describe('the production bundle is cut by when code is needed', () => {
  const groups = assignGroups(
    graph({
      [ENTRY]: [
        ['react', 'session'],
        [SIGNED_IN_APP, 'sign-in-call'],
      ],
      react: [[]],
      session: [['react']],
      'sign-in-call': [['http']],
      [SIGNED_IN_APP]: [
        ['router', 'http', 'session'],
        ['trail-list', 'users', 'editor'],
      ],
      router: [['react']],
      http: [['ky']],
      ky: [[]],
      'trail-list': [['data-table', 'trail-columns']],
      users: [['data-table', 'user-columns'], ['user-dialog']],
      'user-dialog': [['modal']],
      editor: [['modal', 'chart']],
      'data-table': [['table']],
      table: [['react']],
      modal: [[]],
      'trail-columns': [[]],
      'user-columns': [[]],
      chart: [[]],
    }),
  );
  const of = (id: string) => groups.get(id) ?? 'its own screen';

  it('puts what the entry imports in the first screen', () => {
    expect([ENTRY, 'react', 'session'].map(of)).toEqual([
      'first-screen',
      'first-screen',
      'first-screen',
    ]);
  });

  it("puts what the signed-in app adds in one file, the sign-in call's HTTP client with it", () => {
    expect([SIGNED_IN_APP, 'router', 'http', 'ky'].map(of)).toEqual(Array(4).fill('signed-in'));
  });

  it('shares what two lazily loaded parts use, and leaves the rest to its one screen', () => {
    expect(['data-table', 'table', 'modal'].map(of)).toEqual(Array(3).fill('screen-kit'));
    expect(
      ['trail-list', 'trail-columns', 'users', 'user-columns', 'editor', 'chart'].map(of),
    ).toEqual(Array(6).fill('its own screen'));
  });
});
