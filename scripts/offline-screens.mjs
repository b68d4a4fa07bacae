// Screenshots of the panel offline, in Arabic and English at 1440 px: the offline line on the
// trail list, and a trail save that could not reach the server (the form as it was, Retry).
// Outside CI. `npm run build:demo`, then `npx vite preview --mode demo --port PORT`, then
// `node scripts/offline-screens.mjs http://localhost:PORT OUT_DIR`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './lib/chromium.mjs';

const [base = 'http://localhost:4173', out = 'screens-offline'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const lang of ['ar', 'en']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/?lang=${lang}`);
    await page.fill('input[type="email"]', 'admin@cairn.test');
    await page.fill('input[type="password"]', 'Cairn-admin-2026');
    await page.click('button[type="submit"]');
    await page.waitForSelector('header button:has(svg.tabler-icon-logout)', { timeout: 30_000 });
    await page.goto(`${base}/trails`);
    await page.waitForSelector('tbody tr a[href^="/trail/edit/"]', { timeout: 30_000 });
    const href = await page.getAttribute('tbody tr a[href^="/trail/edit/"] >> nth=0', 'href');

    await context.setOffline(true);
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `offline-banner-${lang}.png`) });

    await context.setOffline(false);
    await page.goto(`${base}${href}`);
    await page.waitForSelector('#trail-field-description', { timeout: 30_000 });
    await page.waitForTimeout(800);
    await page.fill('#trail-field-description', 'Edited while the connection is down.');
    await context.setOffline(true);
    await page.click('form button[type="submit"]');
    await page.waitForSelector('form [role="alert"]:has(svg.tabler-icon-wifi-off)', { timeout: 10_000 });
    await page.locator('form [role="alert"]:has(svg.tabler-icon-wifi-off)').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `offline-save-${lang}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`Screenshots in ${out}`);
