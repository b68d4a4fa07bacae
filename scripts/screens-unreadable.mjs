// Screenshots of the trail list with one malformed trail, in Arabic and English at 1440 px:
// the answer of GET /trails is altered in the page (one trail's name set to null) on its way
// from the fake backend to the panel. Not part of CI. Uses Debian's Chromium, no download.
//
//   npm run build:demo && npx vite preview --mode demo --port 5204 --strictPort &
//   node scripts/screens-unreadable.mjs --base http://localhost:5204 --out /tmp/cairn-screens
/* global window -- page callbacks run in the browser */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { signInDemo } from './lib/demo-sign-in.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:5204' },
    out: { type: 'string', default: join(tmpdir(), 'cairn-screens') },
  },
});
mkdirSync(opts.out, { recursive: true });

/** In the page, before the panel loads: the fourth trail of every trail list page is malformed. */
function breakOneTrail() {
  const fetchAsIs = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchAsIs(input, init);
    const url = new URL(typeof input === 'string' ? input : input.url, window.location.href);
    if (!/\/api\/v1\/trails$/.test(url.pathname) || !response.ok) return response;
    const body = await response.json();
    if (body.trails?.[3]) body.trails[3].name = null;
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

const profile = mkdtempSync(join(tmpdir(), 'cairn-unreadable-'));
const context = await launchChromium(profile, { viewport: { width: 1440, height: 900 } });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(breakOneTrail);
  for (const lang of ['ar', 'en']) {
    await signInDemo(page, opts.base, lang);
    await page.goto(`${opts.base}/trails`);
    await page.waitForSelector('tr[data-unreadable]', { timeout: 30_000 });
    await page.waitForTimeout(500);
    const file = join(opts.out, `${lang}-1440-trails-unreadable-row.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
