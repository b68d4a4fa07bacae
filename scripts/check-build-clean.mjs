// Fails when the production build (dist/, or the folder given) carries the fake backend or
// test code, or lacks its Content-Security-Policy:
// - no file named mockServiceWorker.js anywhere in it;
// - no text file holding a marker that exists only in msw, the seed or the testing libraries;
// - index.html has the CSP meta tag (build/csp.ts) with object-src 'none', base-uri 'self',
//   and no inline or eval script; and no inline <script> but those whose hash it lists.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? new URL('../dist/', import.meta.url).pathname);
const markers = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  '@testing-library',
  'Cairn-admin-2026', // the demo password lives only in mocks/
  'cairn-fake-backend', // the fake backend's IndexedDB and lock names (mocks/persist)
  'Reset demo data', // the demo tools (mocks/devtools)
  'demo.resetButton', // the demo tools' texts in the catalogues (their `demo` part)
  'messages-ar-demo', // the chunks of that part
  'messages-en-demo',
  'cairn.devtools', // the developer panel's settings
  'vitest',
  'forgetLoadedChunks', // the test seam of the lazily loaded code (src/lib/lazy-part.ts)
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const found = [];
for (const file of files(dist)) {
  const name = file.slice(dist.length + 1);
  if (basename(file) === 'mockServiceWorker.js') found.push(`${name}: the fake backend's service worker`);
  if (!/\.(js|mjs|html|css|json|svg|txt|map)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of markers) if (text.includes(marker)) found.push(`${name}: ${marker}`);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const decode = (text) =>
  text.replace(/&#39;|&#x27;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const rawCsp = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
const csp = rawCsp === undefined ? undefined : decode(rawCsp);
if (!csp) found.push('index.html: no Content-Security-Policy meta tag');
else {
  const directive = (name) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  if (directive('object-src') !== "object-src 'none'") found.push(`index.html: CSP without object-src 'none'`);
  if (directive('base-uri') !== "base-uri 'self'") found.push(`index.html: CSP without base-uri 'self'`);
  if (!directive('script-src') || /unsafe-(inline|eval)/.test(directive('script-src')))
    found.push(`index.html: CSP script-src missing or allowing inline or eval script`);
}
// An inline script runs only if the policy lists its hash (the theme's early script,
// build/csp.ts); any other is a finding.
const scriptSrc = csp?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
  if (/\bsrc=/.test(tag)) continue;
  const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  if (!scriptSrc.split(/\s+/).includes(hash)) found.push(`index.html: an inline script (${tag}) whose hash the CSP does not list`);
}

if (found.length > 0) {
  console.error('The production build is not clean:\n' + found.join('\n'));
  process.exit(1);
}
console.log('Production build is clean: no fake backend, no test code, a strict CSP.');
