/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { codeSplitting } from './build/chunks.ts';
import { contentSecurityPolicyMeta, inlineFirstScreenCss, mockServiceWorker } from './build/plugins.ts';
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
      // Before any worker starts: the workers' young generation and V8's interrupt budget
      // (tests/global-setup.ts).
      globalSetup: ['./tests/global-setup.ts'],
      css: false,
      pool: 'threads',
      // Vitest's default leaves one core free; CI and dev machines have 2 cores: use both.
      maxWorkers: 2,
      // A hang detector, not a speed check: no test waits on the clock (fake timers, held
      // requests), but the heaviest render the whole panel several times in React's
      // development build, 3-10 s of CPU on an idle core, and several times that when the
      // machine's two cores are shared. Speed is measured by `npm run bench`.
      testTimeout: 60_000,
      restoreMocks: true,
      benchmark: { include: ['bench/**/*.bench.ts'] },
      projects: [
        {
          // Test files share a worker's module cache: every store, the fake database and the
          // toasts are reset before each test (tests/setup.ts), and this halves the suite's
          // time. Lazily loaded code is failed, held, counted or replaced by chunk name
          // (tests/support/chunks.ts), undone after each test. Files that replace modules
          // (vi.mock) or load their own copies (vi.resetModules) are named *.mocked.test.ts(x)
          // and run isolated, so that never reaches another file.
          extends: true,
          test: {
            name: 'app',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/**/*.mocked.test.{ts,tsx}', 'tests/**/*.node.test.ts'],
            isolate: false,
            // After tests/setup.ts (the projects' lists are joined): each screen is loaded once
            // per worker up front, not inside the first test that opens it.
            setupFiles: ['./tests/warm-screens.ts'],
          },
        },
        {
          // Tests of the build, the lint rules and the fake backend over node:http run in Node
          // (*.node.test.ts), in a project of their own. Vitest keeps a worker for the next
          // file only when that file has the same environment, so a node-environment file
          // queued among the jsdom ones ended that worker, and the next jsdom file started a
          // new one that built jsdom and loaded every screen again (tests/warm-screens.ts);
          // these files need no screens either.
          extends: true,
          test: {
            name: 'node',
            include: ['tests/**/*.node.test.ts'],
            environment: 'node',
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'mocked',
            include: ['tests/**/*.mocked.test.{ts,tsx}'],
            isolate: true,
          },
        },
      ],
    },
  };
});
