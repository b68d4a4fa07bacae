// How fast the panel answers a click or a key, in Chrome, on the production build against the
// fake backend over HTTP. Not part of CI (it needs a browser):
//   npm run bench:interact              (5 runs each; `-- --runs 9`, `-- --seed large`,
//                                        `-- --only trails,phone`, `-- --cpu 1`, `-- --port 8785`)
//
// Each figure is an interaction's duration as Interaction to Next Paint counts it: the
// browser's Event Timing entries (PerformanceObserver type "event") that share the
// interaction's id, from the input to the next paint after its handlers ran, the longest of
// them. The browser reports durations in steps of 8 ms and only those of 16 ms or more; a
// shorter one prints as "<16". Everything runs at a 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate), as on a mid-range phone. The session is signed in over
// HTTP once and put in localStorage, as the panel stores it (as bench:load does).
//
// Every interaction is set up unmeasured (a fresh load of its screen, a menu opened first
// where the interaction is the menu's item), then measured once per run; it prints the median
// and the worst of the runs, and the machine's load average, since a busy machine slows them all.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run, signIn, startApi } from './lib/bench-api.mjs';
import { launchBrowser } from './lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4088' },
    cpu: { type: 'string', default: '4' },
    seed: { type: 'string', default: 'default' },
    only: { type: 'string', default: '' },
    dist: { type: 'string', default: '' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const cpuRate = Number(values.cpu);
const only = values.only ? values.only.split(',') : [];

/** Runs in the page before its scripts: keeps every Event Timing entry that is part of an interaction. */
function recordInteractions(entries) {
  for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
  globalThis.__interactions = [];
  new globalThis.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        globalThis.__interactions.push({
          id: entry.interactionId,
          duration: entry.duration,
          name: entry.name,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Two frames and a pause: the entries of what just happened are delivered. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        globalThis.requestAnimationFrame(() =>
          globalThis.requestAnimationFrame(() => globalThis.setTimeout(done, 400)),
        ),
      ),
  );

/**
 * The interaction's duration: `act` done, `done` awaited, the longest entry of each
 * interaction since, and the longest of those (0 when every entry stayed under 16 ms).
 */
async function measure(page, act, done) {
  await settle(page);
  await page.evaluate(() => {
    globalThis.__interactions = [];
  });
  await act();
  await done();
  await settle(page);
  const entries = await page.evaluate(() => globalThis.__interactions);
  return entries.reduce((longest, entry) => Math.max(longest, entry.duration), 0);
}

const firstRowText = (page) =>
  page.evaluate(
    () =>
      globalThis.document.querySelector('main tbody tr, main [data-row-card]')?.textContent ?? '',
  );

/** Waits until the first row (or card) reads differently from `before`. */
const rowsChangedFrom = (page, before) =>
  page.waitForFunction(
    (text) =>
      (globalThis.document.querySelector('main tbody tr, main [data-row-card]')?.textContent ??
        '') !== text,
    before,
    { timeout: 60_000, polling: 50 },
  );

const rowsShown = (page) =>
  page.waitForSelector('main tbody tr, main [data-row-card]', { timeout: 60_000 });

/** The first row's action menu button (at 1440 px). */
const actionsButton = (page) => page.getByRole('button', { name: /^Actions for / }).first();

/** The interactions: a name, where it starts, and how it is set up, done and seen done. */
function interactions(base) {
  const open = async (page, path) => {
    await page.goto(`${base}${path}`);
    await rowsShown(page);
  };
  const openRowMenu = async (page) => {
    await open(page, '/trails');
    await actionsButton(page).click();
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
  };
  const trailsNext = {
    setup: (page) => open(page, '/trails'),
    async measure(page) {
      const before = await firstRowText(page);
      return measure(
        page,
        () =>
          page
            .getByRole('button', { name: /^Next( page)?$/ })
            .first()
            .click(),
        () => rowsChangedFrom(page, before),
      );
    },
  };
  const reviewsView = {
    setup: async (page) => {
      await open(page, '/reviews');
      await page
        .getByRole('status')
        .filter({ hasText: /^Selected review/ })
        .waitFor();
    },
    measure: (page) =>
      measure(
        page,
        () => page.keyboard.press('v'),
        () => page.getByRole('dialog').waitFor(),
      ),
  };
  const acceptReview = {
    setup: (page) => open(page, '/reviews'),
    async measure(page) {
      const accept = page.getByRole('button', { name: /^Accept review \d+$/ }).first();
      const name = await accept.getAttribute('aria-label');
      return measure(
        page,
        () => accept.click(),
        () =>
          page
            .getByRole('button', { name, exact: true })
            .waitFor({ state: 'detached', timeout: 30_000 }),
      );
    },
  };
  return [
    {
      name: "/trails: open a row's menu",
      group: 'trails',
      setup: (page) => open(page, '/trails'),
      measure: (page) =>
        measure(
          page,
          () => actionsButton(page).click(),
          () => page.getByRole('menuitem', { name: 'Edit' }).waitFor(),
        ),
    },
    {
      name: "/trails: open the editor from a row's menu",
      group: 'trails',
      setup: openRowMenu,
      measure: (page) =>
        measure(
          page,
          () => page.getByRole('menuitem', { name: 'Edit' }).click(),
          () => page.getByRole('textbox', { name: /^Name/ }).first().waitFor({ timeout: 60_000 }),
        ),
    },
    {
      name: '/trails: open Change Status',
      group: 'trails',
      setup: openRowMenu,
      measure: (page) =>
        measure(
          page,
          () => page.getByRole('menuitem', { name: 'Change Status' }).click(),
          () => page.getByRole('dialog').waitFor(),
        ),
    },
    {
      name: '/trails: confirm Change Status',
      group: 'trails',
      async setup(page) {
        await openRowMenu(page);
        await page.getByRole('menuitem', { name: 'Change Status' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { checked: false }).first().check();
      },
      measure: (page) =>
        measure(
          page,
          () => page.getByRole('dialog').getByRole('button', { name: 'Update Status' }).click(),
          () => page.getByRole('dialog').waitFor({ state: 'detached' }),
        ),
    },
    { name: '/trails: Next page', group: 'trails', ...trailsNext },
    {
      name: '/trails: Status filter + Apply',
      group: 'trails',
      async setup(page) {
        await open(page, '/trails');
        await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
      },
      measure: (page) =>
        measure(
          page,
          () => page.getByRole('button', { name: 'Apply' }).click(),
          () => page.waitForURL(/status=/),
        ),
    },
    {
      name: '/trails: Reset',
      group: 'trails',
      setup: (page) => open(page, '/trails?status=pending&name=a'),
      measure: (page) =>
        measure(
          page,
          () => page.getByRole('button', { name: 'Reset' }).click(),
          () => page.waitForURL((url) => !url.search.includes('status=')),
        ),
    },
    {
      name: '/trails: type a character in Trail Name',
      group: 'trails',
      async setup(page) {
        await open(page, '/trails');
        await page.getByRole('textbox', { name: 'Trail Name' }).focus();
      },
      measure: (page) =>
        measure(
          page,
          () => page.keyboard.type('w'),
          () => page.waitForFunction(() => globalThis.document.activeElement?.value === 'w'),
        ),
    },
    { name: '/reviews: View Full Text (V)', group: 'reviews', ...reviewsView },
    {
      name: '/reviews: next review (J)',
      group: 'reviews',
      setup: reviewsView.setup,
      async measure(page) {
        const status = page.getByRole('status').filter({ hasText: /^Selected review/ });
        const before = await status.textContent();
        return measure(
          page,
          () => page.keyboard.press('j'),
          () =>
            page.waitForFunction(
              (text) =>
                [...globalThis.document.querySelectorAll('[role="status"]')].every(
                  (s) => s.textContent !== text,
                ),
              before,
            ),
        );
      },
    },
    { name: '/reviews: Accept', group: 'reviews', ...acceptReview },
    {
      name: '/users: statistics period',
      group: 'users',
      setup: (page) => open(page, '/users'),
      async measure(page) {
        // Another period than the one shown (the choice may be remembered between runs).
        const shown = await page.getByRole('radio', { name: 'Past month' }).isChecked();
        const period = shown ? 'Past week' : 'Past month';
        const radio = await page.getByRole('radio', { name: period }).elementHandle();
        return measure(
          page,
          // The radio itself is hidden under its label (a segmented control): the label is pressed.
          () =>
            page
              .getByRole('radiogroup', { name: 'Statistics period' })
              .getByText(period, { exact: true })
              .click(),
          () => page.waitForFunction((input) => input.checked, radio),
        );
      },
    },
    {
      name: '/users: Next page',
      group: 'users',
      setup: (page) => open(page, '/users'),
      measure: trailsNext.measure,
    },
    {
      name: 'command palette: open (Ctrl K)',
      group: 'palette',
      setup: (page) => open(page, '/trails'),
      measure: (page) =>
        measure(
          page,
          () => page.keyboard.press('Control+k'),
          () => page.getByRole('dialog').waitFor(),
        ),
    },
    { name: 'phone /trails: Next page', group: 'phone', phone: true, ...trailsNext },
    {
      // On a phone a row is a card, its actions buttons on it (no menu).
      name: 'phone /trails: Change Status on a card',
      group: 'phone',
      phone: true,
      setup: (page) => open(page, '/trails'),
      measure: (page) =>
        measure(
          page,
          () =>
            page
              .getByRole('group', { name: /^Actions for / })
              .first()
              .getByRole('button', { name: 'Change Status' })
              .click(),
          () => page.getByRole('dialog').waitFor(),
        ),
    },
    {
      name: 'phone /reviews: View Full Text',
      group: 'phone',
      phone: true,
      setup: (page) => open(page, '/reviews'),
      measure: (page) =>
        measure(
          page,
          () =>
            page
              .getByRole('button', { name: /^View Full Text of review/ })
              .first()
              .click(),
          () => page.getByRole('dialog').waitFor(),
        ),
    },
    { name: 'phone /reviews: Accept', group: 'phone', phone: true, ...acceptReview },
  ];
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (value < 16 ? '<16' : String(Math.round(value)));

const out = values.dist || mkdtempSync(join(tmpdir(), 'cairn-interact-dist-'));
let api;
let browser;
try {
  if (!values.dist)
    run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_MOCKS: 'false',
    });
  api = await startApi(port, out, ['--seed', values.seed]);
  const base = `http://127.0.0.1:${port}`;
  // The panel in English (src/stores/site-config.ts: this browser's language), so the
  // interactions find their controls by their English names.
  const storage = await signIn(base, { 'cairn.language': 'en' });
  browser = await launchBrowser();
  const contexts = {};
  const pageFor = async (phone) => {
    const key = phone ? 'phone' : 'desktop';
    if (!contexts[key]) {
      const context = await browser.newContext(
        phone
          ? {
              viewport: { width: 390, height: 844 },
              deviceScaleFactor: 3,
              hasTouch: true,
              isMobile: true,
            }
          : { viewport: { width: 1440, height: 900 } },
      );
      await context.addInitScript(recordInteractions, storage);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      contexts[key] = page;
    }
    return contexts[key];
  };
  const chosen = interactions(base).filter(
    (item) => !only.length || only.some((word) => item.group === word || item.name.includes(word)),
  );
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  const rows = [];
  for (const item of chosen) {
    const page = await pageFor(item.phone);
    const durations = [];
    try {
      for (let i = 0; i < runs; i++) {
        await item.setup(page);
        durations.push(await item.measure(page));
      }
      rows.push(
        `| ${item.name} | ${ms(median(durations))} (${ms(Math.max(...durations))}) | ${durations.map(ms).join(' ')} |`,
      );
    } catch (error) {
      rows.push(`| ${item.name} | could not run: ${String(error.message).split('\n')[0]} | |`);
    }
    process.stdout.write(`${rows.at(-1)}\n`);
  }
  console.log(
    `\nInteractions, production build, ${values.seed} seed, CPU ${cpuRate}x slower, ${runs} runs each; load average at start ${load}, at end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}:`,
  );
  console.log('| interaction | median (worst), ms | each run, ms |');
  console.log('|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser?.close();
  api?.kill('SIGTERM');
  if (!values.dist) rmSync(out, { recursive: true, force: true });
}
