/**
 * Mantine's styles are loaded per component (src/app/mantine-styles.ts): a module
 * that draws a Mantine component whose stylesheet is neither global (src/app/first-screen.css,
 * src/app/mantine-styles.ts) nor imported by the module itself draws it unstyled until some
 * other screen happens to bring the file (the demo's developer panel showed bare
 * browser radios). Components built on others (Select on Combobox...) are not followed: this
 * checks the component a module names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const modules = ['src', 'mocks'].flatMap((dir) =>
  readdirSync(`${ROOT}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`),
);
const global = read('src/app/first-screen.css') + read('src/app/mantine-styles.ts');

/** The Mantine components `source` imports that have a stylesheet of their own. */
function styledComponents(source: string): string[] {
  const names = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.trim().replace(/^type\s+/, '')),
  );
  return names.filter((name) => name && existsSync(`${ROOT}node_modules/@mantine/core/styles/${name}.css`));
}

describe("Mantine's styles", () => {
  it('reads the modules that import Mantine components', () => {
    expect(modules.filter((f) => styledComponents(read(f)).length > 0).length).toBeGreaterThan(20);
  });

  it("every module's Mantine component has its stylesheet, global or imported by the module", () => {
    const unstyled = modules.flatMap((f) => {
      const source = read(f);
      return styledComponents(source)
        .filter((name) => !global.includes(`/${name}.css'`) && !source.includes(`/styles/${name}.css'`))
        .map((name) => `${f}: ${name}`);
    });
    expect(unstyled).toEqual([]);
  });
});
