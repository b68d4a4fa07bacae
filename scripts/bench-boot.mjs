// Boot time of the demo build in Chrome, at the default and the large seed (10,000 trails,
// 100,000 users): how long after a page load the panel is usable. Not part of CI (it needs
// a browser): `npm run bench:boot` (add `-- --runs 7` for more runs, `-- --seed large`).
//
// For each seed it builds the demo bundle (the fake backend included), serves it, and in a
// fresh headless Chromium profile measures from navigation start (performance.timeOrigin):
// - first visit: the sign-in screen shown, and a keystroke in the email field taking effect
//   (the page is usable, not just painted);
// - reload while signed in on /trails (the fake backend boots again from IndexedDB): the
//   trail table's rows shown;
// - the same with /users (100,000 users at the large seed).
// It prints the median and the worst of the runs. Chromium: /usr/bin/chromium.
// The demo's realistic latency (150–400 ms a call) is on, as a visitor gets it; `--latency
// none` measures without it (the developer panel's setting, set before the page loads).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seed: { type: 'string' },
    port: { type: 'string', default: '5202' },
    latency: { type: 'string', default: 'realistic' },
  },
});
const runs = Math.max(1, Number(values.runs));
const seeds = values.seed ? [values.seed] : ['default', 'large'];
const root = fileURLToPath(new URL('..', import.meta.url));
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

function build(seed, outDir) {
  const res = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, VITE_SEED: seed },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`build for ${seed} failed`);
}

function serve(dir, port) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = resolve(join(dir, path));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

/** ms since navigation start, read in the page. */
const sinceNavigation = (page) => page.evaluate(() => performance.now());

async function measure(base) {
  const profile = mkdtempSync(join(tmpdir(), 'cairn-boot-'));
  const context = await launchChromium(profile, { viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((latency) => {
      globalThis.localStorage.setItem('cairn.devtools', JSON.stringify({ latency, failKind: '500', failRemaining: 0 }));
    }, values.latency);
    const page = context.pages()[0] ?? (await context.newPage());
    // First visit (service worker installed, IndexedDB created, seed built).
    await page.goto(`${base}/trails?reset-demo`);
    const email = page.getByLabel('Email Address');
    await email.waitFor({ timeout: 60_000 });
    const signInShown = await sinceNavigation(page);
    await email.pressSequentially('a', { delay: 0 });
    await page.waitForFunction(() => globalThis.document.querySelector('input[type=email]')?.value === 'a');
    const signInUsable = await sinceNavigation(page);
    await email.fill('admin@cairn.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('Cairn-admin-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(/^Showing \d+ of [\d,]+ trails/).waitFor({ timeout: 60_000 });
    // Reloads while signed in: the backend boots from IndexedDB; the session is kept.
    await page.reload();
    await page.getByText(/^Showing \d+ of [\d,]+ trails/).waitFor({ timeout: 60_000 });
    const trailsShown = await sinceNavigation(page);
    const marks = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)])),
    );
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      return { domContentLoaded: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd) };
    });
    if (process.env.BOOT_MARKS) console.log('reload marks', JSON.stringify({ ...nav, ...marks, trailsShown: Math.round(trailsShown) }));
    await page.goto(`${base}/users`);
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    const usersShown = await sinceNavigation(page);
    return { signInShown, signInUsable, trailsShown, usersShown };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const port = Number(values.port);

for (const seed of seeds) {
  const outDir = mkdtempSync(join(tmpdir(), `cairn-demo-${seed}-`));
  build(seed, outDir);
  const server = await serve(resolve(outDir), port);
  const results = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await measure(`http://127.0.0.1:${port}`));
  } finally {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(`\n${seed} seed, latency ${values.latency}, ${runs} runs (ms from navigation start; median / worst):`);
  for (const key of ['signInShown', 'signInUsable', 'trailsShown', 'usersShown']) {
    const xs = results.map((r) => r[key]);
    console.log(`  ${key.padEnd(13)} ${String(Math.round(median(xs))).padStart(6)} / ${Math.round(Math.max(...xs))}`);
  }
}
