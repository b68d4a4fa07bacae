// Held writes at tab close, in a real browser (outside CI): signs in, opens the trail list on
// a filter that matches 1,299 or more active trails, selects all matching, sets them
// Inactive, closes the tab while they are held, reopens the panel in the same profile and
// counts on the server how many arrived by the close flush and how many by the next load.
//
//   npm run build && npm run api -- --seed large --dist dist --port 4301 --quiet
//   node scripts/outbox-close.mjs --url http://localhost:4301
//
// (or the demo build: `npm run build:demo` then `npx vite preview --mode demo --port 4301
// --strictPort`, with --url to match; the demo's fake backend lives in the page, so the
// count is then read through the reopened page.)
/* global document, indexedDB -- read inside the page (page.evaluate) */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:4301' },
    min: { type: 'string', default: '1299' },
    wait: { type: 'string', default: '120' },
  },
});
const origin = values.url.replace(/\/+$/, '');
const api = `${origin}/api/v1`;
const MIN = Number(values.min);
const ar = JSON.parse(readFileSync(new URL('../src/i18n/locales/ar.json', import.meta.url), 'utf8'));
const ADMIN = { identifier: 'admin@cairn.test', password: 'Cairn-admin-2026' };

async function apiToken() {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).tokens.accessToken;
}

async function count(token, query) {
  const response = await fetch(`${api}/trails?${query}&pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`count: ${response.status}`);
  return (await response.json()).count;
}

/** The country whose active trails are the fewest of those with at least MIN. */
async function chooseFilter(token) {
  const response = await fetch(`${api}/trails/locations/countries`, { headers: { Authorization: `Bearer ${token}` } });
  const { countries } = await response.json();
  let best = null;
  for (const country of countries) {
    const n = await count(token, `status=active&countryIds=${country.id}`);
    if (n >= MIN && (!best || n < best.n)) best = { id: country.id, n };
  }
  if (!best) return { query: 'status=active', n: await count(token, 'status=active') };
  return { query: `status=active&countryIds=${best.id}`, n: best.n };
}

const prefix = (key) => ar[key].split('{')[0].trim();

const token = await apiToken();
const filter = await chooseFilter(token);
const inactiveQuery = filter.query.replace('status=active', 'status=deleted');
const inactiveBefore = await count(token, inactiveQuery);
console.log(`filter ${filter.query}: ${filter.n} active trails (${inactiveBefore} inactive before)`);

const profile = mkdtempSync(join(tmpdir(), 'cairn-outbox-'));
const context = await launchChromium(profile);
try {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(origin);
  await page.locator('input[type=email]').fill(ADMIN.identifier);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.getByRole('button', { name: ar['header.logOut'] }).waitFor({ timeout: 60_000 });

  await page.goto(`${origin}/trails?${filter.query}`);
  await page.getByRole('checkbox', { name: ar['bulk.selectPage'] }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: new RegExp(prefix('bulk.selectAllMatching')) }).click();
  const deactivate = page.getByRole('button', { name: ar['trails.bulkDeactivate'] });
  // Every matching row selected: the actions are enabled again.
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('button')].some((b) => b.textContent === name && !b.disabled && !b.hasAttribute('data-disabled')),
    ar['trails.bulkDeactivate'],
    { timeout: 120_000 },
  );
  await deactivate.click();
  await page.getByRole('button', { name: new RegExp(prefix('undo.undoOf')) }).waitFor();
  const held = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('cairn-outbox');
        open.onsuccess = () => {
          const request = open.result.transaction('writes').objectStore('writes').count();
          request.onsuccess = () => resolve(request.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
  console.log(`held, in the outbox: ${held}`);

  // The tab closes while they are held (pagehide, unload).
  await page.close({ runBeforeUnload: true });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const byClose = (await count(token, inactiveQuery)) - inactiveBefore;
  console.log(`arrived by the close flush: ${byClose}`);

  const again = await context.newPage();
  await again.goto(`${origin}/trails`);
  let arrived = byClose;
  const deadline = Date.now() + Number(values.wait) * 1000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    arrived = (await count(token, inactiveQuery)) - inactiveBefore;
    if (arrived >= filter.n) break;
  }
  console.log(`arrived after the next load: ${arrived} of ${filter.n} (${arrived - byClose} by the next load)`);
  process.exitCode = arrived === filter.n ? 0 : 1;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
