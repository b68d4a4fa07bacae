/**
 * The first screen's CSS is a <style> in index.html, not a file (build/plugins.ts):
 * one request less on every load, and no lazily loaded file asks for it again.
 */
import { describe, expect, it } from 'vitest';
import { inlineFirstScreenCss } from '../../build/plugins';
import { contentSecurityPolicy } from '../../build/csp';

interface FakeChunk {
  type: 'chunk';
  isEntry: boolean;
  viteMetadata: { importedCss: Set<string> };
}
interface FakeAsset {
  type: 'asset';
  source: string;
}

function fakeBundle(entryCss: string) {
  return {
    'static/js/index.js': {
      type: 'chunk',
      isEntry: true,
      viteMetadata: { importedCss: new Set(['static/css/index.css']) },
    },
    'static/js/signed-in.js': {
      type: 'chunk',
      isEntry: false,
      viteMetadata: { importedCss: new Set(['static/css/signed-in.css']) },
    },
    'static/css/index.css': { type: 'asset', source: entryCss },
    'static/css/signed-in.css': { type: 'asset', source: '.shell{}' },
  } satisfies Record<string, FakeChunk | FakeAsset>;
}

/** Runs the plugin's hooks as Vite does: the bundle first, then index.html. */
function run(bundle: ReturnType<typeof fakeBundle>) {
  const plugin = inlineFirstScreenCss();
  const generate = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
  generate.handler({}, bundle);
  const transform = plugin.transformIndexHtml as { handler: () => unknown };
  return transform.handler();
}

describe("the first screen's CSS", () => {
  it('goes into index.html as a <style>, and out of the bundle, its preloads and manifest', () => {
    const bundle = fakeBundle('body{margin:0}');
    expect(run(bundle)).toEqual([{ tag: 'style', children: 'body{margin:0}', injectTo: 'head' }]);
    expect(bundle).not.toHaveProperty(['static/css/index.css']);
    expect([...bundle['static/js/index.js'].viteMetadata.importedCss]).toEqual([]);
  });

  it("leaves a lazily loaded file's CSS alone", () => {
    const bundle = fakeBundle('body{margin:0}');
    run(bundle);
    expect(bundle['static/css/signed-in.css'].source).toBe('.shell{}');
    expect([...bundle['static/js/signed-in.js'].viteMetadata.importedCss]).toEqual([
      'static/css/signed-in.css',
    ]);
  });

  it('fails the build rather than close the <style> early', () => {
    expect(() => run(fakeBundle('a::after{content:"</style><script>"}'))).toThrow('</style');
  });

  it("is allowed by the Content-Security-Policy's style-src", () => {
    const styleSrc = contentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith('style-src '));
    expect(styleSrc).toContain("'unsafe-inline'");
  });
});
