/**
 * The test projects (vite.config.ts): a file of the shared-worker `app` project never picks
 * another environment. Vitest keeps a worker for the next file only when both have the same
 * environment, so one such file queued among the jsdom files ends a worker, and the next
 * jsdom file loads the whole panel again. Node-environment files are named
 * `*.node.test.ts` (the `node` project); isolated `*.mocked.test.*` files may choose theirs,
 * and only they replace modules (vi.mock) or load their own copies (vi.resetModules). Lazily
 * loaded code is intercepted by chunk name instead (tests/support/chunks.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const testsDir = fileURLToPath(new URL('..', import.meta.url));
const testFiles = readdirSync(testsDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.test\.tsx?$/.test(f),
);

describe('test projects', () => {
  it('finds the test files', () => {
    expect(testFiles.length).toBeGreaterThan(50);
  });

  it('no shared-worker file chooses its own environment', () => {
    const shared = testFiles.filter((f) => !/\.(mocked|node)\.test\.tsx?$/.test(f));
    const choosing = shared.filter((f) => readFileSync(`${testsDir}/${f}`, 'utf8').includes('@vitest-environment'));
    expect(choosing, 'name them *.node.test.ts (or *.mocked.test.* when isolated)').toEqual([]);
  });

  it('only isolated files replace modules or load their own copies', () => {
    // vi.mock in a file sharing its worker would reach every later file of that worker, and
    // module state it expects fresh (a chunk already loaded) would depend on the files before;
    // vi.resetModules would give the later files copies of the stores other than the ones
    // tests/setup.ts resets. (A chunk to fail, hold or count: tests/support/chunks.ts.)
    const shared = testFiles.filter((f) => !/\.mocked\.test\.tsx?$/.test(f));
    const mocking = shared.filter((f) =>
      /\bvi\.((do)?[mM]ock|resetModules)\(/.test(readFileSync(`${testsDir}/${f}`, 'utf8')),
    );
    expect(mocking, 'name them *.mocked.test.*').toEqual([]);
  });

  it('node-project files are TypeScript without JSX', () => {
    expect(testFiles.filter((f) => f.endsWith('.node.test.tsx'))).toEqual([]);
  });
});
