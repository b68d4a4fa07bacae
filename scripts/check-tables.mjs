/* global window, PopStateEvent, getComputedStyle -- these run in the page (page.evaluate) */
// Browser check (not in CI): every table of the panel fits at 1440 and 1280 px in rtl and
// ltr (rtl in Arabic, ltr in English), with every row action fully visible and no sideways
// scroll; below 1280 px a table may scroll sideways, but its actions column stays at the row's
// inline end. Screenshots go to
// the folder given (default /tmp/cairn-tables).
//
//   npm run build:demo && npx vite preview --port 5201 &
//   node scripts/check-tables.mjs http://localhost:5201 /tmp/cairn-tables
//
// Drives Debian's chromium with playwright-core (no browser download).
import { mkdirSync, readFileSync } from 'node:fs';
import { launchBrowser } from './lib/chromium.mjs';

// The panel's texts in each language (src/i18n/locales): rtl is checked in Arabic, ltr in English.
const CATALOGUES = Object.fromEntries(
  ['ar', 'en'].map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')),
  ]),
);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its placeholders as wildcards. */
const messagePattern = (text) =>
  new RegExp(`^${text.split(/\{[^}]+\}/).map(escapeRegExp).join('.+')}$`);

const base = process.argv[2] ?? 'http://localhost:5201';
const out = process.argv[3] ?? '/tmp/cairn-tables';
mkdirSync(out, { recursive: true });

const only = process.env.ONLY?.split(',');
// Each table by the message key of its accessible name.
const ALL_SCREENS = [
  { name: 'trails', path: '/trails', table: 'trails.tableLabel' },
  { name: 'pending-reviews', path: '/reviews', table: 'reviews.pendingLabel' },
  { name: 'trail-reviews', path: '/trail/1/reviews', table: 'reviews.trailTableLabel' },
  { name: 'users', path: '/users', table: 'users.tableLabel' },
  { name: 'tags', path: '/tags', table: 'tags.tableLabel' },
  { name: 'countries', path: '/locations?tab=countries', table: 'locations.countries' },
  { name: 'cities', path: '/locations?tab=cities', table: 'locations.cities' },
];
const SCREENS = only ? ALL_SCREENS.filter((s) => only.includes(s.name)) : ALL_SCREENS;
const WIDTHS = (process.env.WIDTHS ?? '1440,1280,1100').split(',').map(Number);

const browser = await launchBrowser();
const problems = [];
try {
  for (const direction of ['rtl', 'ltr']) {
    const lang = direction === 'rtl' ? 'ar' : 'en';
    const text = (key) => CATALOGUES[lang][key];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    // The panel's own language first (Arabic by default, whatever is checked): wait for its
    // sign-in button by role, then choose the language and load again.
    await page.locator('form button[type="submit"]').waitFor();
    await page.evaluate((dir) => {
      sessionStorage.setItem(
        'cairn.siteConfig',
        JSON.stringify({
          v: { direction: dir, language: dir === 'rtl' ? 'ar' : 'en' },
          exp: Date.now() + 86_400_000,
        }),
      );
    }, direction);
    await page.goto(`${base}/`);
    await page.getByRole('textbox', { name: text('signIn.email') }).fill('admin@cairn.test');
    await page.getByRole('textbox', { name: text('signIn.password') }).fill('Cairn-admin-2026');
    await page.getByRole('button', { name: text('signIn.submit') }).click();
    await page.getByRole('button', { name: text('header.logOut') }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of SCREENS) {
        // Moves inside the running panel (faster than a reload, which would keep the session).
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, screen.path);
        const table = page.getByRole('table', { name: messagePattern(text(screen.table)) });
        await table.waitFor();
        await page.waitForFunction(
          (el) => !el.getAttribute('aria-busy') && el.querySelectorAll('tbody tr').length > 1,
          await table.elementHandle(),
          { timeout: 15_000 },
        );
        await page.waitForTimeout(300);
        const result = await table.evaluate((el) => {
          let scroller = el.parentElement;
          while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
            scroller = scroller.parentElement;
          scroller ??= el.parentElement;
          const box = scroller.getBoundingClientRect();
          const overflow = scroller.scrollWidth - scroller.clientWidth;
          const rows = [...el.querySelectorAll('tbody tr')];
          const hidden = [];
          let pinned = true;
          for (const row of rows) {
            const cells = row.querySelectorAll('td');
            const last = cells[cells.length - 1];
            if (!last) continue;
            for (const control of last.querySelectorAll('button, a')) {
              const r = control.getBoundingClientRect();
              if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
                hidden.push(
                  `${control.getAttribute('aria-label') ?? control.textContent} [${Math.round(r.left)}..${Math.round(r.right)}] outside [${Math.round(box.left)}..${Math.round(box.right)}]`,
                );
              // Text cut inside the button itself ("ccept")?
              const label = control.querySelector('.mantine-Button-label, [data-button-label]');
              if (label && label.scrollWidth > label.clientWidth + 1)
                hidden.push(`${control.textContent} is cut`);
            }
            if (getComputedStyle(last).position !== 'sticky') pinned = false;
          }
          return {
            overflow,
            hidden: hidden.slice(0, 3),
            hiddenCount: hidden.length,
            pinned,
            rows: rows.length,
          };
        });
        const file = `${out}/${screen.name}-${width}-${direction}.png`;
        await page.screenshot({ path: file, fullPage: false });
        const wide = width >= 1280;
        const bad =
          result.hiddenCount > 0 || (wide && result.overflow > 0) || (!wide && !result.pinned);
        console.log(
          `${bad ? 'FAIL' : 'ok  '} ${direction} ${width} ${screen.name}: overflow ${result.overflow}px, rows ${result.rows}, actions sticky ${result.pinned}${result.hiddenCount ? `, hidden: ${result.hidden.join('; ')}` : ''}`,
        );
        if (bad) problems.push(`${direction} ${width} ${screen.name}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(`\n${problems.length} table view(s) do not fit:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nEvery table fits; every row action is visible.');
