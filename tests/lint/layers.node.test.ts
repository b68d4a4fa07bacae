/**
 * The repository's own ESLint config (eslint.config.js, eslint-rules/layers.js) refuses what
 * breaks the layers (docs/architecture.md, "Layers"): each case lints a file's text at a real path of the
 * repository, so the zones, the resolver of the `@/` alias and the cycle check all take part.
 * The layer cases lint with the cycle check off: what they check is the zones, and the file
 * they lint is imported by nothing, so it cannot close a circle; the check only followed every
 * import from it (from src/routes, the whole panel), 3 of this file's 4.5 to 5 s. The cycle
 * check has its own case, with the config as it is.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;
let withoutCycles: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
  withoutCycles = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** The rule ids ESLint reports for `code` placed at `filePath`, with their messages. */
async function problems(filePath: string, code: string, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const LAYERS = 'import-x/no-restricted-paths';

describe('layers: a layer imports only the layers to its right', () => {
  it.each([
    ['a feature imports another feature', 'src/features/dashboard/extra.ts', "import { parseTrailListSearch } from '@/features/trails/trail-list-search';\nexport const x = parseTrailListSearch;\n", 'A feature does not import another feature'],
    ['lib imports a feature', 'src/lib/extra.ts', "import { parseTrailListSearch } from '@/features/trails/trail-list-search';\nexport const x = parseTrailListSearch;\n", 'lib is right of features'],
    ['generic UI imports the frame', 'src/ui/extra.tsx', "import { Sidebar } from '@/shell/sidebar';\nexport const x = Sidebar;\n", 'ui is right of shell'],
    ['generic UI imports a shared domain piece', 'src/ui/extra.tsx', "import { StatusBadge } from '@/widgets/status-badges';\nexport const x = StatusBadge;\n", 'ui is right of widgets'],
    ['a shared domain piece imports a feature', 'src/widgets/extra.tsx', "import { parseTrailListSearch } from '@/features/trails/trail-list-search';\nexport const x = parseTrailListSearch;\n", 'widgets is right of features'],
    ['a feature imports the frame', 'src/features/tags/extra.tsx', "import { AppLayout } from '@/shell/app-layout';\nexport const x = AppLayout;\n", 'features is right of shell'],
    ['api imports lib (a relative path)', 'src/api/trails/extra.ts', "import { truncate } from '../../lib/format';\nexport const x = truncate;\n", 'api is right of lib'],
    ['stores import an endpoint', 'src/stores/extra.ts', "import { TRAIL_PAGE_SIZE } from '@/api/trails/list';\nexport const x = TRAIL_PAGE_SIZE;\n", 'stores is right of api'],
    ['routes import the app', 'src/routes/extra.tsx', "import { createAppRouter } from '@/app/router';\nexport const x = createAppRouter;\n", 'routes is right of app'],
  ])('refuses: %s', async (_case, filePath, code, message) => {
    const found = await problems(filePath, code, withoutCycles);
    expect(found).toEqual([expect.stringContaining(message)]);
    expect(found[0]).toMatch(new RegExp(`^${LAYERS}`));
  });

  it.each([
    ['a feature imports widgets, ui, lib, api and stores', 'src/features/tags/extra.tsx', "import { trailKeys } from '@/api/trails/keys';\nimport { LoadError } from '@/ui/load-error';\nimport { StatusBadge } from '@/widgets/status-badges';\nimport { truncate } from '@/lib/format';\nimport { session } from '@/stores/session';\nimport { TAG_NAME_MAX } from './tag-name';\nexport const x = [trailKeys, LoadError, StatusBadge, truncate, session, TAG_NAME_MAX];\n"],
    ['stores read the wire contract and the languages (the two exceptions)', 'src/stores/extra.ts', "import type { Tokens } from '@/api/auth/schemas';\nimport { LOCALES } from '@/i18n/parts';\nexport type T = Tokens;\nexport const x = LOCALES;\n"],
    ['routes import features and the frame', 'src/routes/extra.tsx', "import { prefetchDashboard } from '@/features/dashboard/queries';\nimport { AppLayout } from '@/shell/app-layout';\nexport const x = [prefetchDashboard, AppLayout];\n"],
  ])('allows: %s', async (_case, filePath, code) => {
    expect(await problems(filePath, code, withoutCycles)).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('refuses a module that imports one that imports it', async () => {
    // trail-columns.tsx imports trail-cell-format.ts: the other way round closes a circle.
    const found = await problems(
      'src/features/trails/trail-cell-format.ts',
      "import { trailColumns } from './trail-columns';\nexport const x = trailColumns;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  // trail-list-screen.tsx loads change-status-dialog.tsx on first use (a lazyPart), and
  // use-trail-row-actions.ts imports a type from it.
  it('refuses a part loaded on demand that imports its loader, even a type', async () => {
    const found = await problems(
      'src/features/trails/change-status-dialog.tsx',
      "import type { TrailListScreen } from './trail-list-screen';\nexport type Screen = typeof TrailListScreen;\n",
      withoutCycles,
    );
    expect(found).toEqual([expect.stringMatching(/^cairn\/no-loader-cycle: src\/features\/trails\/trail-list-screen\.tsx loads this module/)]);
  });

  it('refuses loading on demand a module that imports this one, even a type', async () => {
    const found = await problems(
      'src/features/trails/change-status-dialog.tsx',
      "export const load = () => import('./use-trail-row-actions');\n",
      withoutCycles,
    );
    expect(found).toEqual([expect.stringMatching(/^cairn\/no-loader-cycle: src\/features\/trails\/use-trail-row-actions\.ts imports this module/)]);
  });

  // Through a third module: trail-list-screen.tsx imports trail-columns.tsx, which imports
  // trail-cell-format.ts; lazy-menu.tsx loads anchored-menu.tsx, and users/row-choice.tsx
  // imports lazy-menu.tsx.
  it('refuses loading on demand a module that reaches this one through another', async () => {
    const found = await problems(
      'src/features/trails/trail-cell-format.ts',
      "export const load = () => import('./trail-list-screen');\n",
      withoutCycles,
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^cairn\/no-loader-cycle: src\/features\/trails\/trail-list-screen\.tsx imports this module \(through src\/features\/trails\/trail-columns\.tsx\)/,
      ),
    ]);
  });

  it('refuses a part loaded on demand that imports, even a type, a module importing its loader', async () => {
    const found = await problems(
      'src/ui/anchored-menu.tsx',
      "import type { RowChoice } from '@/features/users/row-choice';\nexport type Choice = typeof RowChoice;\n",
      withoutCycles,
    );
    // The import is a layer's error as well (ui is right of features); this case is the circle.
    expect(found.filter((m) => m.startsWith('cairn/no-loader-cycle'))).toEqual([
      expect.stringMatching(
        /^cairn\/no-loader-cycle: src\/ui\/lazy-menu\.tsx loads this module on demand \(import\(\)\): importing it back \(through src\/features\/users\/row-choice\.tsx\), even a type/,
      ),
    ]);
  });

  it('allows a loader to import types from the part it loads', async () => {
    const found = await problems(
      'src/features/trails/extra.tsx',
      "import type { ChangeStatusTarget } from './change-status-dialog';\nexport const load = () => import('./change-status-dialog');\nexport type T = ChangeStatusTarget;\n",
      withoutCycles,
    );
    expect(found).toEqual([]);
  });
});

describe('import order', () => {
  it('refuses a package after a module of the panel, and a @/ module after a relative one', async () => {
    const found = await problems(
      'src/features/tags/extra.tsx',
      "import { TAG_NAME_MAX } from './tag-name';\nimport { truncate } from '@/lib/format';\nimport { useState } from 'react';\nexport const x = [TAG_NAME_MAX, truncate, useState];\n",
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => m.startsWith('import-x/order: '))).toBe(true);
  });
});
