import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../src/app/color-scheme-script.ts';
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

/**
 * The theme's early script (src/app/color-scheme-script.ts) in index.html's <head>, in the dev
 * server and every build: the page paints in the chosen scheme from the first frame.
 */
export function colorSchemeScript(): Plugin {
  return {
    name: 'cairn-color-scheme-script',
    transformIndexHtml: () => [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * The Content-Security-Policy meta tag of every build (./csp.ts), first in <head> (a meta
 * policy covers only what follows it); it allows the theme's early script by its hash. The
 * dev server has none.
 */
export function contentSecurityPolicyMeta(sources: CspSources): Plugin {
  const policy = contentSecurityPolicy({ ...sources, inlineScripts: [COLOR_SCHEME_SCRIPT] });
  return {
    name: 'cairn-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The first screen's stylesheet goes into index.html as a <style> element: no request, and
 * nothing to wait for before the first paint. The CSP allows it: style-src has
 * 'unsafe-inline' anyway, since Mantine writes <style> elements at run time (./csp.ts).
 *
 * The entry chunk's CSS is taken out of the bundle before Vite writes index.html, its preload
 * lists and the manifest: no file is emitted, and no lazily loaded file's preloading asks for
 * it again (Vite lists the entry's CSS among their dependencies, and its check for an already
 * loaded stylesheet looks for a <link>). `npm run size` counts the <style> in the first screen.
 */
export function inlineFirstScreenCss(): Plugin {
  let css = '';
  return {
    name: 'cairn-inline-first-screen-css',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
          for (const file of [...chunk.viteMetadata.importedCss]) {
            const asset = bundle[file];
            if (asset?.type !== 'asset')
              throw new Error(`inlineFirstScreenCss: no ${file} in the bundle`);
            css += String(asset.source);
            chunk.viteMetadata.importedCss.delete(file);
            delete bundle[file];
          }
        }
        if (/<\/style/i.test(css))
          throw new Error('inlineFirstScreenCss: the CSS contains "</style"');
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (css ? [{ tag: 'style', children: css, injectTo: 'head' }] : []),
    },
  };
}
