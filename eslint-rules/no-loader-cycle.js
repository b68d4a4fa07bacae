/**
 * cairn/no-loader-cycle: a module that loads another on demand (`import('./x')`: a route's
 * screen, a lazyPart) is never imported by it, not even for a type. import-x/no-cycle follows
 * dynamic imports but skips type-only ones, and nothing in its options changes that; yet a type
 * the loaded part takes from its loader ties the two files together as much as a value does:
 * the part cannot be read, moved or renamed without its loader. Such types live in the loaded
 * file (the loader imports them from it) or in a third module.
 *
 * Reported on either side: an import (of any kind, `import type` and `export … from`
 * included) of a module that loads this one with `import()`, and an `import()` of a module
 * that imports this one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from './layers.js';

/** `import … from '…'`, `import type … from '…'`, `import '…'`, `export … from '…'`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The panel's file `specifier` names from `from`, as Vite resolves it; null for a package. */
function resolveModule(specifier, from) {
  let base;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/** The files a module imports statically and dynamically, read from disk (kept per mtime). */
const scanned = new Map();
function importsOf(file) {
  const mtime = statSync(file).mtimeMs;
  const known = scanned.get(file);
  if (known && known.mtime === mtime) return known;
  const code = readFileSync(file, 'utf8');
  const collect = (pattern) =>
    new Set([...code.matchAll(pattern)].map(([, specifier]) => resolveModule(specifier, file)).filter(Boolean));
  const entry = { mtime, static: collect(STATIC_IMPORT), dynamic: collect(DYNAMIC_IMPORT) };
  scanned.set(file, entry);
  return entry;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A module loaded on demand does not import its loader, types included.' },
    schema: [],
    messages: {
      importsLoader:
        '{{target}} loads this module on demand (import()): importing it back, even a type, closes a circle. Put what both need in this module or a third one.',
      loadsImporter:
        '{{target}} imports this module: loading it on demand from here closes a circle. Put what both need in {{target}} or a third module.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!filename.startsWith(ROOT)) return {};
    const relativeName = (file) => file.slice(ROOT.length);
    const checkStatic = (node) => {
      if (typeof node.source?.value !== 'string') return;
      const target = resolveModule(node.source.value, filename);
      if (target && target !== filename && importsOf(target).dynamic.has(filename))
        context.report({ node, messageId: 'importsLoader', data: { target: relativeName(target) } });
    };
    return {
      ImportDeclaration: checkStatic,
      ExportNamedDeclaration: checkStatic,
      ExportAllDeclaration: checkStatic,
      ImportExpression(node) {
        if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return;
        const target = resolveModule(node.source.value, filename);
        if (target && target !== filename && importsOf(target).static.has(filename))
          context.report({ node, messageId: 'loadsImporter', data: { target: relativeName(target) } });
      },
    };
  },
};
