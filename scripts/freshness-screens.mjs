// Freshness, looked at in a browser: two tabs of one administrator on the pending-reviews
// queue, with the developer panel's "another administrator" on in the first. Screenshots of
// the queue offering new reviews, the Reviews link's count, and a write in one tab showing in
// the other. Not part of CI. Uses Debian's Chromium, no download.
//
//   npm run build:demo && npx vite preview --mode demo --port 4305 --strictPort &
//   node scripts/freshness-screens.mjs --base http://localhost:4305 --out /tmp/cairn-fresh
/* global document -- page.evaluate callbacks run in the browser */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { signInDemo } from './lib/demo-sign-in.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4305' },
    out: { type: 'string', default: join(tmpdir(), 'cairn-fresh') },
    langs: { type: 'string', default: 'en,ar' },
  },
});
mkdirSync(opts.out, { recursive: true });

/** The tab hidden, then back in view: what a check at that moment does. */
const backInView = (page) =>
  page.evaluate(() => {
    const set = (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });

for (const lang of opts.langs.split(',')) {
  const context = await launchChromium(mkdtempSync(join(tmpdir(), 'cairn-chromium-')));
  try {
    const a = await context.newPage();
    await a.setViewportSize({ width: 1280, height: 800 });
    await signInDemo(a, opts.base, lang);
    await a.goto(`${opts.base}/reviews`);
    await a.waitForSelector('tr[data-review-id]');
    const b = await context.newPage();
    await b.setViewportSize({ width: 1280, height: 800 });
    await b.goto(`${opts.base}/reviews`);
    await b.waitForSelector('tr[data-review-id]');

    // The developer panel: "another administrator" on.
    await a.bringToFront();
    await a.keyboard.press('Alt+Shift+KeyD');
    const box = a.locator('.mantine-Drawer-content input[type="checkbox"]').last();
    await box.waitFor();
    await box.check();
    await a.screenshot({ path: join(opts.out, `${lang}-1-developer-panel.png`) });
    await a.keyboard.press('Escape');
    // Accept, reject, add: three of their steps.
    await a.waitForTimeout(16_000);
    await backInView(a);
    await a.waitForSelector('[role="status"] button', { timeout: 10_000 });
    await a.screenshot({ path: join(opts.out, `${lang}-2-new-reviews-offered.png`) });
    await a.locator('[role="status"] button').first().click();
    await a.waitForTimeout(500);
    await a.screenshot({ path: join(opts.out, `${lang}-3-shown.png`) });
    await box.uncheck({ force: true }).catch(() => undefined);

    // Tabs agree: accept the first review in tab B; tab A drops it at once.
    await b.bringToFront();
    await backInView(b);
    await b.waitForTimeout(1000);
    const first = await b.locator('tr[data-review-id]').first().getAttribute('data-review-id');
    // The queue's A key accepts the review under the cursor (the first).
    await b.keyboard.press('KeyA');
    await b.screenshot({ path: join(opts.out, `${lang}-4-tab-b-accepted.png`) });
    // Sent when its Undo time is over (8 s), then told to the other tab.
    await b.waitForTimeout(10_000);
    await a.waitForSelector(`tr[data-review-id="${first}"]`, { state: 'detached', timeout: 10_000 });
    await a.screenshot({ path: join(opts.out, `${lang}-5-tab-a-agrees.png`) });
    console.log(`${lang}: ok (review ${first} accepted in tab B, gone from tab A)`);
  } finally {
    await context.close();
  }
}
