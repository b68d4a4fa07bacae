import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspSources } from './csp.ts';

/**
 * The fake backend's service worker (mocks/worker/mockServiceWorker.js, written by
 * `npm run msw:init`): served by the dev server and emitted into demo builds, and nowhere
 * else. It is not in public/, whose files Vite copies into every build: a production dist/
 * never carries it (scripts/check-build-clean.mjs fails the build if it does).
 */
export function mockServiceWorker(enabled: boolean): Plugin {
  const file = new URL('../mocks/worker/mockServiceWorker.js', import.meta.url);
  return {
    name: 'cairn-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file, 'utf8') });
    },
  };
}

/** The Content-Security-Policy meta tag of every build (./csp.ts); the dev server has none. */
export function contentSecurityPolicyMeta(sources: CspSources): Plugin {
  const policy = contentSecurityPolicy(sources);
  return {
    name: 'cairn-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}
