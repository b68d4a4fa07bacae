/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { codeSplitting } from './build/chunks.ts';
import { colorSchemeScript, contentSecurityPolicyMeta, inlineFirstScreenCss, mockServiceWorker } from './build/plugins.ts';
import { DEMO_ADMIN, DEMO_HIKER } from './mocks/demo-accounts.ts';
import { messagesPlugin } from './scripts/i18n/messages-plugin.ts';

/** Prints the demo sign-in next to the dev server's URL, so nobody has to open the README. */
function demoSignInBanner(enabled: boolean): Plugin {
  return {
    name: 'cairn-demo-sign-in',
    apply: 'serve',
    configureServer(server) {
      if (!enabled) return;
      const print = server.printUrls.bind(server);
      server.printUrls = () => {
        print();
        server.config.logger.info(
          `\n  Fake backend on. Demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}` +
            `\n  (a hiker, whom the panel refuses: ${DEMO_HIKER.email} / ${DEMO_HIKER.password})\n`,
        );
      };
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksOn = (env.VITE_MOCKS ?? (mode === 'development' ? 'true' : 'false')) === 'true';
  return {
    plugins: [
      // The router plugin goes before react(): it generates src/routeTree.gen.ts.
      tanstackRouter({ target: 'react', autoCodeSplitting: false, routeFileIgnorePrefix: '-' }),
      // Compiles the message catalogues (src/i18n/locales) and writes their argument types.
      messagesPlugin(),
      react(),
      demoSignInBanner(mocksOn),
      mockServiceWorker(mocksOn),
      // The theme chosen in this browser, on <html> before the first paint.
      colorSchemeScript(),
      contentSecurityPolicyMeta({ apiBaseUrl: env.VITE_API_BASE_URL, photoOrigin: env.VITE_PHOTO_ORIGIN }),
      // The first screen's CSS is a <style> in index.html: one request less.
      inlineFirstScreenCss(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: {
      // One switch decides whether the fake backend is bundled: in a production build it is
      // the literal `false`, so the dynamic import in main.tsx is dropped with its branch.
      __CAIRN_MOCKS__: JSON.stringify(mocksOn),
    },
    build: {
      target: 'es2022',
      manifest: true,
      rolldownOptions: {
        output: {
          // Files by when they load: the first screen, the sign-in call, the signed-in app with
          // its landing screens; the rest is Rolldown's (build/chunks.ts).
          codeSplitting: codeSplitting(),
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].chunk.js',
          assetFileNames: (info) =>
            info.names.some((n) => n.endsWith('.css'))
              ? 'static/css/[name]-[hash][extname]'
              : 'static/media/[name]-[hash][extname]',
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      css: false,
      maxWorkers: 2, // CI and dev machines have 2 cores; Vitest's default leaves one idle
      // A hang detector, not a speed check (speed is `npm run bench`'s): the heaviest tests
      // render the whole panel several times, which takes many seconds on a busy 2-core machine.
      testTimeout: 60_000,
      restoreMocks: true,
      benchmark: { include: ['bench/**/*.bench.ts'] },
      projects: [
        {
          // The panel's tests. Files share a worker's modules (Vitest's `isolate: false`): the
          // panel's modules load once per worker, not once per file, which is most of the run's
          // time. tests/setup.ts resets every store, the fake database and the toasts before
          // each test (docs/testing.md).
          extends: true,
          test: {
            name: 'app',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/**/*.mocked.test.{ts,tsx}', 'tests/**/*.node.test.ts'],
            isolate: false,
          },
        },
        {
          // The build, the lint rules and the fake backend over node:http, in Node.
          extends: true,
          test: { name: 'node', include: ['tests/**/*.node.test.ts'], environment: 'node', isolate: false },
        },
        {
          // Files that replace modules (vi.mock) or load their own copies (vi.resetModules):
          // each in its own module cache, so that never reaches another file.
          extends: true,
          test: { name: 'mocked', include: ['tests/**/*.mocked.test.{ts,tsx}'] },
        },
      ],
    },
  };
});
