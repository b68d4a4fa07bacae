/**
 * A library is used through its public API only: nothing in src/, build/
 * or the Vite config names a dependency's generated class names (Mantine's `m_8d3f4000`) or the
 * static class names of its components' parts (`mantine-Checkbox-input`), a file inside a
 * package, or rewrites a dependency's modules while building (the build's plugins resolve,
 * load and transform no module).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const filesOf = (dir: string) =>
  readdirSync(`${ROOT}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(tsx?|css|mjs)$/.test(f))
    .map((f) => `${dir}/${f}`);
const FILES = [...filesOf('src'), ...filesOf('build'), 'vite.config.ts'];

/** Every match of `pattern` in the files, as `file: match`. */
function found(pattern: RegExp, files: readonly string[] = FILES): string[] {
  return files.flatMap((file) => [...readFileSync(`${ROOT}${file}`, 'utf8').matchAll(pattern)].map(([match]) => `${file}: ${match}`));
}

describe("a dependency's internals", () => {
  it('reads the panel’s files', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES).toContain('src/ui/row-controls.tsx');
  });

  it('no generated class names and no static class names of a component’s parts', () => {
    expect(found(/\bm_[0-9a-f]{6,8}\b/g)).toEqual([]);
    expect(found(/\bmantine-[A-Z]\w*-\w+/g)).toEqual([]);
  });

  it('no file inside a package', () => {
    expect(found(/node_modules/g)).toEqual([]);
    // A package's own folders (`@mantine/core/esm/...`), not the entry points it exports.
    expect(found(/['"`](?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*\/(?:esm|cjs|dist|lib)\//g)).toEqual([]);
  });

  it('no build-time patch of a module: the build’s plugins resolve, load and transform nothing', () => {
    expect(found(/\b(?:resolveId|load|transform)\s*[:(]/g, filesOf('build'))).toEqual([]);
  });
});
