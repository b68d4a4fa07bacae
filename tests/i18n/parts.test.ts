/**
 * The screens' texts (src/i18n/parts.ts, `screens`) load only with a screen, dialog or palette
 * that needs them (src/lib/lazy-part.ts), never with a landing screen: so no code a signed-in
 * cold load runs may show one, or it would show its key. This scans that code from the source:
 * the first screen (src/main.tsx), what src/app/landing-code.ts starts (the signed-in app with
 * the frame, the landing screens) and the parts of it loaded on first use (a lazyPart given
 * no texts to wait for), following static imports; every message key in
 * it ('ns.key' in a string or template literal) must be of a namespace outside that part. And
 * every namespace that code does not use belongs in it (or in the sign-in or demo parts).
 * `npm run size` checks the same on the built files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { partOf, SCREENS_NAMESPACES, SIGN_IN_NAMESPACES } from '@/i18n/parts';

const root = process.cwd();
const NAMESPACES = new Set(Object.keys(en).map((key) => key.slice(0, key.indexOf('.'))));

function resolveModule(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package: no texts of the panel
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null; // CSS, JSON
}

/** `import … from '…'`, `import '…'` and `export … from '…'`, but not `import type`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
/** A part loaded on first use without the screens' texts: a lazyPart given no `texts` (src/lib/lazy-part.ts). */
const ON_DEMAND_IMPORT = /lazyPart\(\s*['"][^'"]+['"]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;
/** A message key: 'ns.key', "ns.key" or `ns.${…}`. */
const KEY = /['"`]([a-zA-Z]+)\.[\w$]/g;

/** The source files reached from `entries`, by static imports and on-demand pieces. */
function landingClosure(entries: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const code = readFileSync(file, 'utf8');
    files.set(file, code);
    for (const pattern of [STATIC_IMPORT, ON_DEMAND_IMPORT]) {
      for (const [, specifier] of code.matchAll(pattern)) {
        const target = resolveModule(specifier!, file);
        if (target) visit(target);
      }
    }
  };
  for (const entry of entries) visit(entry);
  return files;
}

/** The namespaces used by some code, each with the files using it. */
function namespacesUsed(files: Map<string, string>): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const [file, code] of files) {
    for (const [, namespace] of code.matchAll(KEY)) {
      if (!NAMESPACES.has(namespace!)) continue;
      if (!used.has(namespace!)) used.set(namespace!, new Set());
      used.get(namespace!)!.add(relative(root, file));
    }
  }
  return used;
}

/** The code a signed-in cold load runs, from the sources that say what it is. */
function landingEntries(): string[] {
  const landingCode = join(root, 'src/app/landing-code.ts');
  const started = [...readFileSync(landingCode, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    ([, specifier]) => resolveModule(specifier!, landingCode),
  );
  return [join(root, 'src/main.tsx'), ...started.filter((file): file is string => file !== null)];
}

describe("the screens' texts are in no landing screen's or the frame's code", () => {
  const closure = landingClosure(landingEntries());
  const used = namespacesUsed(closure);

  it('scans the first screen, the signed-in app and its frame, the landing screens and their on-demand pieces', () => {
    const files = [...closure.keys()].map((file) => relative(root, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'src/main.tsx',
        'src/app/signed-in-app.tsx',
        'src/shell/app-header.tsx',
        'src/ui/bulk-toolbar.tsx',
        'src/ui/undo-notice.tsx',
        'src/features/dashboard/dashboard-screen.tsx',
        'src/features/trails/trail-list-screen.tsx',
        'src/ui/anchored-menu.tsx',
        'src/features/trails/country-dropdown.tsx',
      ]),
    );
    // Code behind a screen's or a dialog's lazy load is not in it.
    expect(files).not.toContain('src/features/tags/tags-screen.tsx');
    expect(files).not.toContain('src/widgets/export-dialog.tsx');
    expect(files).not.toContain('src/shell/command-palette.tsx');
    // The scan sees the keys, dynamic ones included (status.${…} in status-badges.tsx).
    expect([...used.keys()]).toEqual(expect.arrayContaining(['header', 'nav', 'dashboard', 'trails', 'userStats', 'status']));
  });

  it('uses no key of the screens part', () => {
    const wrong = [...used]
      .filter(([namespace]) => partOf(`${namespace}.x`) === 'screens')
      .map(([namespace, files]) => `${namespace}: ${[...files].join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('and every namespace it does not use is in the screens part (or the sign-in or demo part)', () => {
    const unused = [...NAMESPACES].filter(
      (namespace) => !used.has(namespace) && !SIGN_IN_NAMESPACES.includes(namespace) && namespace !== 'demo',
    );
    expect(unused.sort()).toEqual([...SCREENS_NAMESPACES].sort());
  });
});
