/**
 * cairn/no-loader-cycle: a module that loads another on demand (`import('./x')`: a route's
 * screen, a lazyPart) is never imported by it, not even for a type. import-x/no-cycle follows
 * dynamic imports but skips type-only ones, and nothing in its options changes that; yet a type
 * the loaded part takes from its loader ties the two files together as much as a value does:
 * the part cannot be read, moved or renamed without its loader. Such types live in the loaded
 * file (the loader imports them from it) or in a third module.
 *
 * The circle may pass through other modules: the loaded part imports a module that imports
 * one that imports the loader. Static imports (of any kind, `import type` and `export … from`
 * included) are followed transitively, and it is reported on either side: an import from
 * which a module that loads this one with `import()` is reachable, and an `import()` of a
 * module from which this one is reachable.
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

/**
 * The path of static imports from `start` to the first module `found` accepts, as the list of
 * modules from `start` on, or null. Modules in `visited` are not entered: the walks from one
 * file's static imports share it, so a module is walked once per linted file (and its text
 * read once per change of it, importsOf).
 */
function pathTo(start, found, visited) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  visited.add(start);
  while (queue.length > 0) {
    const file = queue.shift();
    if (found(file)) {
      // What was queued but not followed is left for the walks of the file's other imports.
      for (const rest of queue) visited.delete(rest);
      const path = [];
      for (let at = file; at !== null; at = parent.get(at)) path.unshift(at);
      return path;
    }
    for (const next of importsOf(file).static) {
      if (visited.has(next)) continue;
      visited.add(next);
      parent.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A module loaded on demand does not import its loader, types included, directly or through other modules.' },
    schema: [],
    messages: {
      importsLoader:
        '{{target}} loads this module on demand (import()): importing it back{{through}}, even a type, closes a circle. Put what both need in this module or a third one.',
      loadsImporter:
        '{{target}} imports this module{{through}}: loading it on demand from here closes a circle. Put what both need in {{target}} or a third module.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!filename.startsWith(ROOT)) return {};
    const relativeName = (file) => file.slice(ROOT.length);
    /** The modules between the two ends of a circle, for the message ('' when there are none). */
    const through = (between) => (between.length === 0 ? '' : ` (through ${between.map(relativeName).join(' -> ')})`);
    // This file's own imports are the ones in the text being linted, not on disk: the walks
    // never enter it.
    const seenFromImports = new Set([filename]);
    const checkStatic = (node) => {
      if (typeof node.source?.value !== 'string') return;
      const target = resolveModule(node.source.value, filename);
      if (!target || seenFromImports.has(target)) return;
      const path = pathTo(target, (file) => importsOf(file).dynamic.has(filename), seenFromImports);
      if (path)
        context.report({
          node,
          messageId: 'importsLoader',
          data: { target: relativeName(path.at(-1)), through: through(path.slice(0, -1)) },
        });
    };
    return {
      ImportDeclaration: checkStatic,
      ExportNamedDeclaration: checkStatic,
      ExportAllDeclaration: checkStatic,
      ImportExpression(node) {
        if (node.source.type !== 'Literal' || typeof node.source.value !== 'string') return;
        const target = resolveModule(node.source.value, filename);
        if (!target || target === filename) return;
        const path = pathTo(target, (file) => importsOf(file).static.has(filename), new Set([filename]));
        if (path)
          context.report({
            node,
            messageId: 'loadsImporter',
            data: { target: relativeName(target), through: through(path.slice(1)) },
          });
      },
    };
  },
};
