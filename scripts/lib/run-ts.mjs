// Runs a TypeScript entry of this repository in Node with no build step, through Vite's own
// module runner: the same transform, `@/` alias and `import.meta.env` (VITE_* variables) as
// the panel, so the fake backend and the panel's zod schemas run unchanged.
//
// Why Vite's runner and not tsx or ts-node: Vite is already here (no new package), and it
// applies the project's alias and `import.meta.env`, which plain loaders do not.
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Imports `entry` (a path from the repository root) and awaits its `main(args)`; answers the
 * exit code (main's number, 0 when it returns nothing, 1 when it throws). VITE_* variables
 * must be in process.env before this is called: they are read once, here.
 */
export async function runTs(entry, args) {
  const vite = await createServer({
    configFile: false,
    root,
    mode: 'development',
    logLevel: 'warn',
    resolve: { alias: { '@': `${root}src` } },
    define: { __CAIRN_MOCKS__: 'true' },
    // Middleware mode: no HTTP server, no HMR socket and no file watcher, only the transform.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  try {
    const mod = await runner.import(`/${entry.replace(/^\.?\//, '')}`);
    if (typeof mod.main !== 'function') throw new Error(`${entry} exports no main(args)`);
    const result = await mod.main(args);
    return typeof result === 'number' ? result : 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await runner.close();
    await vite.close();
  }
}
