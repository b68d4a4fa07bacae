/**
 * The production build carries no fake backend and a strict Content-Security-Policy: the
 * policy itself, and the check that fails a build without it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, photoOrigins, scriptHash } from '../../build/csp';
import { COLOR_SCHEME_SCRIPT } from '../../src/app/color-scheme-script';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `))?.slice(name.length + 1);

describe('the Content-Security-Policy', () => {
  it('allows no inline script, no plugins, no other base, and posts forms home only', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'form-action')).toBe("'self'");
    expect(directive(policy, 'default-src')).toBe("'self'");
    // Same-origin API (the default /api/v1): calls and images from the panel's origin only.
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(directive(policy, 'img-src')).toBe("'self' blob:");
  });

  it('adds the API origin of VITE_API_BASE_URL and the photo origins of VITE_PHOTO_ORIGIN', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.org/api/v1',
      photoOrigin: 'https://photos.example.org/, https://cdn.example.net:8443',
    });
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.example.org");
    expect(directive(policy, 'img-src')).toBe(
      "'self' blob: https://api.example.org https://photos.example.org https://cdn.example.net:8443",
    );
  });

  it('refuses a photo origin that is not http(s)', () => {
    expect(() => photoOrigins('javascript:alert(1)')).toThrow(/not an http\(s\) origin/);
    expect(() => photoOrigins('*')).toThrow();
  });
});

describe('scripts/check-build-clean.mjs', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A minimal dist/ with the given index.html and extra files; the check's exit code and output. */
  function check(indexHtml: string, extra: Record<string, string> = {}) {
    dir = mkdtempSync(join(tmpdir(), 'cairn-dist-'));
    mkdirSync(join(dir, 'static/js'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'static/js/index.js'), 'console.log("panel")');
    for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
    const run = spawnSync(process.execPath, ['scripts/check-build-clean.mjs', dir], { encoding: 'utf8' });
    return { code: run.status, output: run.stdout + run.stderr };
  }

  const escaped = contentSecurityPolicy().replaceAll("'", '&#39;');
  const page = (head: string) =>
    `<!doctype html><html><head>${head}<script type="module" crossorigin src="/static/js/index.js"></script></head><body></body></html>`;
  const withCsp = page(`<meta http-equiv="Content-Security-Policy" content="${escaped}">`);

  it('passes a clean build', () => {
    expect(check(withCsp)).toMatchObject({ code: 0 });
  });

  it('fails when the service worker of the fake backend is in it', () => {
    const result = check(withCsp, { 'mockServiceWorker.js': '/* worker */' });
    expect(result.code).toBe(1);
    expect(result.output).toContain("mockServiceWorker.js: the fake backend's service worker");
  });

  it('fails without the policy, or with an inline script', () => {
    expect(check(page('')).output).toContain('no Content-Security-Policy meta tag');
    const inline = check(page(`<meta http-equiv="Content-Security-Policy" content="${escaped}"><script>alert(1)</script>`));
    expect(inline.code).toBe(1);
    expect(inline.output).toContain('an inline script');
  });

  it("passes the theme's early script, whose hash the policy lists, and no other inline script", () => {
    const policy = contentSecurityPolicy({ inlineScripts: [COLOR_SCHEME_SCRIPT] });
    expect(directive(policy, 'script-src')).toBe(`'self' ${scriptHash(COLOR_SCHEME_SCRIPT)}`);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}">`;
    expect(check(page(`${meta}<script>${COLOR_SCHEME_SCRIPT}</script>`))).toMatchObject({ code: 0 });
    const other = check(page(`${meta}<script>${COLOR_SCHEME_SCRIPT};alert(1)</script>`));
    expect(other.code).toBe(1);
    expect(other.output).toContain('whose hash the CSP does not list');
  });

  it('fails when the policy allows inline script or lacks object-src', () => {
    const weak = escaped.replace('script-src &#39;self&#39;', 'script-src &#39;self&#39; &#39;unsafe-inline&#39;').replace(/; object-src [^;]*/, '');
    const result = check(page(`<meta http-equiv="Content-Security-Policy" content="${weak}">`));
    expect(result.code).toBe(1);
    expect(result.output).toContain("CSP without object-src 'none'");
    expect(result.output).toContain('allowing inline or eval script');
  });
});
