// The lists in a narrow window, measured in Chromium (not part of CI): for each list screen at
// each width and language, whether the page's main part scrolls sideways, and whether it shows
// cards or a table; in the pending queue, the height of Accept and Reject, and the Undo notice
// after an Accept (inside the window, its Undo button too). Screenshots of each in --out.
//
//   npm run build:demo && npx vite preview --mode demo --port 4304 --strictPort &
//   node scripts/narrow-lists.mjs --base http://localhost:4304 --out /tmp/cairn-narrow
/* global document, window */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { signInDemo } from './lib/demo-sign-in.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:5204' },
    out: { type: 'string', default: join(tmpdir(), 'cairn-narrow') },
    langs: { type: 'string', default: 'ar,en' },
    widths: { type: 'string', default: '390,320,768' },
  },
});
const SCREENS = ['/trails', '/users', '/reviews', '/tags', '/locations', '/locations?tab=cities'];
mkdirSync(opts.out, { recursive: true });

const settle = (page) =>
  page
    .waitForFunction(() => document.querySelector('main') && !document.querySelector('main [aria-busy="true"], main .mantine-Loader-root'), null, { timeout: 20_000 })
    .then(() => page.waitForTimeout(300));

const profile = mkdtempSync(join(tmpdir(), 'cairn-chromium-'));
const context = await launchChromium(profile);
let failures = 0;
try {
  for (const lang of opts.langs.split(',')) {
    for (const width of opts.widths.split(',').map(Number)) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width < 500 ? 844 : 1024 });
      await signInDemo(page, opts.base, lang);
      for (const path of SCREENS) {
        await page.goto(`${opts.base}${path}`);
        await settle(page);
        const facts = await page.evaluate(() => {
          const main = document.querySelector('main');
          return {
            sideways: main.scrollWidth > main.clientWidth + 1,
            cards: document.querySelectorAll('main [data-cards] li').length,
            tables: document.querySelectorAll('main table').length,
          };
        });
        if (facts.sideways) failures += 1;
        console.log(`${lang} ${width} ${path}: ${facts.cards ? `${facts.cards} cards` : `${facts.tables} table(s)`}${facts.sideways ? ' SCROLLS SIDEWAYS' : ''}`);
        await page.screenshot({ path: join(opts.out, `${lang}-${width}-${path.replace(/\W+/g, '_')}.png`) });
      }
      // The pending queue: Accept and Reject, then the Undo notice of an Accept.
      await page.goto(`${opts.base}/reviews`);
      await settle(page);
      const heights = await page.evaluate(() =>
        [...document.querySelectorAll('main [data-cards] li:first-child [data-card-actions] button, main tbody tr:first-child td:last-child button')].map(
          (b) => Math.round(b.getBoundingClientRect().height),
        ),
      );
      console.log(`${lang} ${width} /reviews first row's action buttons: ${heights.join(', ')} px high`);
      const cards = await page.$('main [data-cards]');
      await page.click(cards ? 'main [data-cards] li:first-child [data-card-actions] button >> nth=0' : 'main tbody tr:first-child td:last-child button >> nth=0');
      const notice = await page.waitForSelector('.mantine-Notification-root');
      await page.waitForTimeout(400);
      const box = await notice.evaluate((n) => {
        const r = n.getBoundingClientRect();
        const undo = [...n.querySelectorAll('button')].find((b) => !b.classList.contains('mantine-CloseButton-root'));
        const u = undo?.getBoundingClientRect();
        return { left: r.left, right: r.right, undo: u && { left: u.left, right: u.right, height: u.height }, width: window.innerWidth };
      });
      const fits = box.left >= 0 && box.right <= box.width && box.undo && box.undo.left >= 0 && box.undo.right <= box.width;
      if (!fits) failures += 1;
      console.log(`${lang} ${width} undo notice ${Math.round(box.left)}..${Math.round(box.right)} of ${box.width}, Undo ${box.undo ? `${Math.round(box.undo.left)}..${Math.round(box.undo.right)}, ${Math.round(box.undo.height)} px high` : 'missing'}${fits ? '' : ' DOES NOT FIT'}`);
      await page.screenshot({ path: join(opts.out, `${lang}-${width}-reviews-undo.png`) });
      await page.close();
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exitCode = failures ? 1 : 0;
