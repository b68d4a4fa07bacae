// Screenshots of the Views and Columns menus on the trail and user lists, in Arabic and
// English, at 1440 and 1280 px: a view saved as the default, a column hidden, compact rows.
// Not part of CI.
//
//   npm run build:demo && npx vite preview --mode demo --port 4306 --strictPort &
//   node scripts/list-tools-screens.mjs --base http://localhost:4306 --out /tmp/list-tools
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './lib/chromium.mjs';
import { signInDemo } from './lib/demo-sign-in.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4306' },
    out: { type: 'string', default: '/tmp/list-tools' },
  },
});
mkdirSync(opts.out, { recursive: true });
const browser = await launchBrowser();
for (const lang of ['en', 'ar']) {
  for (const width of [1440, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signInDemo(page, opts.base, lang);
    const shot = (name) => page.screenshot({ path: join(opts.out, `${lang}-${width}-${name}.png`) });
    const views = lang === 'en' ? 'Views' : 'طرق العرض';
    const columns = lang === 'en' ? 'Columns' : 'الأعمدة';
    await page.goto(`${opts.base}/trails?status=pending&sortBy=oldest`);
    await page.getByRole('button', { name: views, exact: true }).click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitem').nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(lang === 'en' ? 'Pending, oldest first' : 'قيد الانتظار، الأقدم أولًا');
    await dialog.getByRole('checkbox').check();
    await shot('trails-save-dialog');
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: views, exact: true }).click();
    await page.getByRole('menu').waitFor();
    await shot('trails-views-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: columns, exact: true }).click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitemcheckbox').nth(1).click();
    await page.getByRole('menuitemradio').nth(1).click();
    await shot('trails-columns-menu');
    await page.keyboard.press('Escape');
    await page.goto(`${opts.base}/users?page=1`);
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: columns, exact: true }).click();
    await page.getByRole('menu').waitFor();
    await shot('users-columns-menu');
    await page.keyboard.press('Escape');
    // The bare trail list opens on the default view.
    await page.goto(`${opts.base}/trails`);
    await page.getByRole('table').waitFor();
    await page.waitForTimeout(500);
    await shot('trails-default-view');
    await page.close();
  }
}
await browser.close();
