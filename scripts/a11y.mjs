#!/usr/bin/env node
/**
 * `npm run a11y`: every screen of the panel and its main dialogs, in a real browser, in
 * Arabic (rtl) and in English (ltr).
 *
 * jsdom cannot compute colours or layout, so the axe tests in CI (tests/**\/a11y*.test.tsx)
 * never see contrast or focus; this script does. It is outside CI on purpose (CI stays
 * browser-free): it builds the demo bundle (`npm run build:demo`), serves it with
 * `vite preview`, drives Debian's Chromium (/usr/bin/chromium) through playwright-core, signs
 * in with the demo administrator and opens each screen and dialog. On each it checks:
 *
 * Each language is checked at 1440 px and on a phone, 390 px wide (`--width`), where the
 * header's controls are in its account panel and the navbar is a drawer behind the burger.
 *
 * - axe-core, WCAG 2.0, 2.1 and 2.2 A and AA rules: the serious and critical violations, in
 *   axe nodes (colour contrast among them);
 * - the keyboard (scripts/a11y-probe.mjs): Tab through the whole screen; every stop shows
 *   focus with 3:1 against what is around it, and focus never goes back against the reading
 *   order on a line (right to left in Arabic, left to right in English). Dialogs are opened
 *   from the keyboard; focus starts inside, Tab and Shift+Tab stay inside, and Escape
 *   gives focus back to the control that opened it.
 *
 * It prints a table per screen and language, then each problem, writes a screenshot of each
 * screen and dialog, and exits 1 if there is any problem (2 if a screen could not be opened).
 *
 * Options:
 *   --no-build          reuse the last demo build
 *   --no-keyboard       axe only
 *   --port=5203         port for vite preview
 *   --width=1440,390    viewport widths (height 900), each a run of its own
 *   --lang=ar,en        languages to check
 *   --scheme=light,dark colour schemes to check (the system's `prefers-color-scheme`, which the
 *                       panel's default theme, System, follows); a dark result's name ends in
 *                       "(dark)"
 *   --only=trails,tags  only the screens whose name contains one of these words
 *   --shots=.a11y       where the screenshots and report-<width>.json go
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installProbe } from './a11y-probe.mjs';
import { launchBrowser } from './lib/chromium.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-keyboard': { type: 'boolean', default: false },
    port: { type: 'string', default: '5203' },
    width: { type: 'string', default: '1440,390' },
    lang: { type: 'string', default: 'ar,en' },
    scheme: { type: 'string', default: 'light,dark' },
    only: { type: 'string', default: '' },
    shots: { type: 'string', default: '.a11y' },
  },
});

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags its 2.2 rules wcag22aa only). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SERIOUS = new Set(['serious', 'critical']);

/**
 * "Arabic" and "English": the stored site config (language and direction) and `?lang=`, which
 * the language control of the bilingual panel reads.
 */
const LANGUAGES = {
  ar: { language: 'ar', direction: 'rtl', locale: 'ar' },
  en: { language: 'en', direction: 'ltr', locale: 'en-US' },
};
const SITE_CONFIG_KEY = 'cairn.siteConfig';

/** A page loaded with this in its address has no IndexedDB (the demo keeps data in memory). */
const NO_INDEXEDDB = 'a11y-no-indexeddb';
/** The demo's fake backend tells its other tabs about a reset on this channel. */
const RESET_CHANNEL = 'cairn-fake-backend-default';

/** A trail of the default seed with photos, a .kml path, waypoints and reviews with photos. */
const TRAIL_ID = 1;

const port = Number(opts.port);
const widths = opts.width.split(',').map(Number);
/** The width being checked (set by main). */
let width = widths[0];
const baseUrl = `http://localhost:${port}`;
const shotsDir = path.resolve(root, opts.shots);
const keyboard = !opts['no-keyboard'];

// ---------------------------------------------------------------------------------------
// The panel's texts, to find its controls by their names in either language

/**
 * The controls are found by their accessible names, which are the panel's texts in the
 * language being checked. With the bilingual panel's catalogues (src/i18n/locales/<lang>.json)
 * they are read from there; without them (the panel before its Arabic catalogue) every text is
 * the English one, in both languages. A key missing from a catalogue stops the run with its
 * name: the texts below then need the catalogue's new key.
 */
const ENGLISH = {
  'signIn.submit': 'Sign In',
  'signIn.demoFill': 'Fill in the demo sign-in',
  'nav.label': 'Main',
  'nav.toggle': 'Toggle navigation',
  'nav.trails': 'Trails',
  'common.actionsFor': 'Actions for {name}',
  'common.delete': 'Delete',
  'common.create': 'Create',
  'common.name': 'Name',
  'trails.changeStatus': 'Change Status',
  'waypoints.deleteNamed': 'Delete Waypoint {name}',
  'reviews.viewFullTextOf': 'View Full Text of review {id}',
  'reviews.viewPhotos': 'View {count} of review {id}',
  'reviews.rejectOf': 'Reject review {id}',
  'tags.create': 'Create Tag',
  'tags.nameLabel': 'Tag Name',
  'tags.created': 'Tag Created',
  'tags.deleteNamed': 'Delete tag {name}',
  'locations.cities': 'Cities',
  'locations.addCountry': 'Add country',
  'locations.addCity': 'Add city',
  'locations.editNamed': 'Edit {name}',
  'locations.deleteNamed': 'Delete {name}',
  'users.viewDetails': 'View details',
  'users.revokePremium': 'Revoke premium',
  'users.deleteUser': 'Delete user',
  'demo.panelTitle': 'Developer tools ({shortcut})',
  'demo.resetButton': 'Reset demo data',
  'demo.storageUnavailable':
    'This browser cannot save the demo data (storage unavailable, as in a private window): your changes last until this tab is closed or reloaded.',
  'demo.resetElsewhere': 'The demo data were reset in another tab.',
};

function loadTexts(lang) {
  let catalogue = null;
  try {
    catalogue = JSON.parse(
      readFileSync(path.join(root, 'src', 'i18n', 'locales', `${lang}.json`), 'utf8'),
    );
  } catch {
    return ENGLISH;
  }
  return Object.fromEntries(
    Object.keys(ENGLISH).map((key) => {
      if (typeof catalogue[key] !== 'string') {
        throw new Error(
          `npm run a11y: no "${key}" in src/i18n/locales/${lang}.json (update scripts/a11y.mjs)`,
        );
      }
      return [key, catalogue[key]];
    }),
  );
}

/** The texts of the language being checked (set by checkLanguage). */
let texts = ENGLISH;
const t = (key) => texts[key];

/**
 * A name that starts with the message `key`, its ICU arguments ({name}, {count, plural, ...})
 * matching anything.
 */
function startsWith(key) {
  let out = '';
  let depth = 0;
  for (const ch of t(key)) {
    if (ch === '{') {
      if (depth === 0) out += '.+?';
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
    } else if (depth === 0) {
      out += ch.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}`);
}

// ---------------------------------------------------------------------------------------
// Build and serve

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function startPreview() {
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  // --mode demo: the same config (and output folder) as `npm run build:demo`.
  const child = spawn(vite, ['preview', '--mode', 'demo', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview stopped:\n${output}`);
    // Only this server counts (--strictPort: it stops if another one holds the port).
    if (output.includes(`:${port}/`)) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${baseUrl}:\n${output}`);
}

// ---------------------------------------------------------------------------------------
// Page helpers

/** Waits until nothing loads and nothing moves: no loader, no running animation or transition. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.mantine-Loader-root, [data-loading="true"], .mantine-Skeleton-root[data-visible]',
      ) && document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  // Two frames after the last change, so styles and layout are final.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

const withLang = (pathname, lang) =>
  `${baseUrl}${pathname}${pathname.includes('?') ? '&' : '?'}lang=${lang}`;

/** Opens `path` signed in (each load signs in afresh, see checkLanguage). */
async function open(page, lang, pathname) {
  await page.goto(withLang(pathname, lang));
  const signIn = page.getByRole('button', { name: t('signIn.submit'), exact: true });
  // On a phone the navbar is a closed drawer: in the page, not on screen.
  const nav = page.getByRole('navigation', { name: t('nav.label'), includeHidden: true });
  await signIn.or(nav).first().waitFor({ state: 'attached', timeout: 30_000 });
  if (await signIn.isVisible()) {
    // The demo build's sign-in screen offers the demo administrator (README): as a user would.
    await page.getByRole('button', { name: t('signIn.demoFill') }).click();
    await signIn.click();
    await nav.waitFor({ state: 'attached', timeout: 30_000 });
  }
}

/**
 * A control of the navbar, on a phone in the drawer: the burger opens it first (from the
 * keyboard, as the rest).
 */
async function inNavbar(page, locator) {
  if (!(await locator.isVisible())) {
    await page.getByRole('button', { name: t('nav.toggle') }).press('Enter');
    await locator.waitFor();
  }
  return locator;
}

async function openSignedOut(page, lang) {
  await page.goto(withLang('/', lang));
  await page
    .getByRole('button', { name: t('signIn.submit'), exact: true })
    .waitFor({ timeout: 30_000 });
}

/** Mantine renders each open modal as a `role=dialog` section. */
const DIALOG = '[role="dialog"]';

/**
 * Dialogs are opened from the keyboard, as a keyboard user would: focus the control, Enter.
 * The control is remembered, to check that focus comes back to it when the dialog closes.
 */
async function press(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.focus();
  await page.evaluate(() => window.__a11y.markOpener());
  await page.keyboard.press('Enter');
}

/** Opens a menu from the keyboard; resolves once focus is in it (keys go to it then). */
async function openMenu(page, target) {
  await press(page, target);
  await page.getByRole('menu').waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]'), undefined, {
    timeout: 5_000,
  });
}

/** Opens a menu from the keyboard and picks `item` with the arrow keys. */
async function menuChoice(page, target, item) {
  // A card's actions are its buttons: the item is pressed.
  if (cardsShown()) return press(page, target.getByRole('button', { name: item, exact: true }));
  await openMenu(page, target);
  for (let i = 0; i < 12; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === item) return page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no menu item "${item}"`);
}

/**
 * Opens a form dialog from the keyboard and types into its first field, which has focus, so
 * its save button is enabled (a disabled button is not checked for contrast).
 */
async function openAndType(page, opener, field, text) {
  await press(page, button(page, opener));
  await page.getByRole('dialog').getByLabel(field).waitFor();
  await page.keyboard.type(text);
}

/**
 * Below 640 px a list's rows are cards, and a row's menu is the group of buttons on its card
 * (src/ui/data-cards.tsx); above, the menu button of the row.
 */
const cardsShown = () => width < 640;
const rowMenus = (page) =>
  page.getByRole(cardsShown() ? 'group' : 'button', { name: startsWith('common.actionsFor') });
const rowMenu = (page) => rowMenus(page).first();

/** Whether a row's menu (or its card's buttons) offers `item`; a menu opened to see is closed. */
async function offers(page, target, item) {
  if (cardsShown())
    return (await target.getByRole('button', { name: item, exact: true }).count()) > 0;
  await openMenu(page, target);
  const menu = page.getByRole('menu');
  const found = (await menu.getByRole('menuitem', { name: item }).count()) > 0;
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return found;
}
const button = (page, name) => page.getByRole('button', { name }).first();

async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page
    .locator(DIALOG)
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await settle(page);
}

// ---------------------------------------------------------------------------------------
// What is checked: screens, and dialogs opened from them

const waitFor = (selector) => (page) => page.locator(selector).first().waitFor({ timeout: 30_000 });
/** A list's first row, or below 640 px its first card. */
const ROW = 'tbody tr, li:has(dl)';
const rows = waitFor(`main :is(${ROW})`);

/**
 * Each screen: its path, what says it has loaded, and its dialogs (opened from the keyboard,
 * checked, then closed with Escape, which cancels: nothing is changed).
 */
const SCREENS = [
  { name: 'sign-in', signedOut: true },
  {
    name: 'dashboard',
    path: '/',
    ready: waitFor('main h2, main a'),
    // The demo build's own tools (mocks/devtools, texts in the catalogues' demo.* keys): shown
    // in the demo a reviewer opens, so they are held to the same rules.
    dialogs: [
      {
        name: 'developer tools (demo)',
        open: async (page) =>
          press(page, await inNavbar(page, button(page, startsWith('demo.panelTitle')))),
      },
      {
        name: 'reset demo data (demo)',
        open: async (page) =>
          press(page, await inNavbar(page, button(page, t('demo.resetButton')))),
      },
    ],
  },
  // The demo build's notices, stacked over the page at its foot (mocks/devtools): white text
  // and a white close button on a dark filled alert, where the focus ring must still show.
  {
    name: 'dashboard (demo: data kept in memory notice)',
    path: `/?${NO_INDEXEDDB}`,
    ready: async (page) => {
      await waitFor('main h2, main a')(page);
      await page
        .getByRole('status')
        .filter({ hasText: t('demo.storageUnavailable') })
        .waitFor();
    },
  },
  {
    name: 'dashboard (demo: reset in another tab notice)',
    path: '/',
    ready: async (page) => {
      await waitFor('main h2, main a')(page);
      // What another tab's Reset demo data announces (mocks/persist/idb-storage.ts), sent
      // from this page: the notice shows without the data being reset.
      await page.evaluate(
        (name) => new BroadcastChannel(name).postMessage({ type: 'reset' }),
        RESET_CHANNEL,
      );
      await page
        .getByRole('status')
        .filter({ hasText: t('demo.resetElsewhere') })
        .waitFor();
    },
  },
  {
    name: '/trails',
    path: '/trails',
    ready: rows,
    dialogs: [
      {
        name: 'Change Status',
        open: (page) => menuChoice(page, rowMenu(page), t('trails.changeStatus')),
      },
      { name: 'delete trail', open: (page) => menuChoice(page, rowMenu(page), t('common.delete')) },
    ],
  },
  { name: '/trail/new', path: '/trail/new', ready: waitFor('main form') },
  {
    // The same form after Create with nothing filled in: every field shows its message.
    name: '/trail/new (messages)',
    path: '/trail/new',
    ready: async (page) => {
      await page.locator('main form').waitFor();
      await page.getByRole('button', { name: t('common.create'), exact: true }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: '/trail/edit/{id}',
    path: `/trail/edit/${TRAIL_ID}`,
    ready: waitFor('main form input[value]'),
    dialogs: [
      {
        name: 'unsaved changes',
        open: async (page) => {
          await page
            .getByRole('textbox', { name: startsWith('common.name') })
            .fill('A changed name');
          await press(
            page,
            await inNavbar(
              page,
              page
                .getByRole('navigation', { name: t('nav.label') })
                .getByRole('link', { name: t('nav.trails'), exact: true }),
            ),
          );
        },
      },
    ],
  },
  {
    name: '/waypoints/{id}',
    path: `/waypoints/${TRAIL_ID}`,
    ready: waitFor('main article'),
    dialogs: [
      {
        name: 'delete waypoint',
        open: (page) => press(page, button(page, startsWith('waypoints.deleteNamed'))),
      },
    ],
  },
  {
    name: '/trail/{id}/reviews',
    path: `/trail/${TRAIL_ID}/reviews`,
    ready: rows,
    dialogs: [
      {
        name: 'review full text',
        open: (page) => press(page, button(page, startsWith('reviews.viewFullTextOf'))),
      },
      {
        name: 'photo gallery',
        open: (page) => press(page, button(page, startsWith('reviews.viewPhotos'))),
      },
    ],
  },
  {
    name: '/reviews',
    path: '/reviews',
    ready: rows,
    dialogs: [
      {
        name: 'review full text',
        open: (page) => press(page, button(page, startsWith('reviews.viewFullTextOf'))),
      },
      {
        name: 'photo gallery',
        open: (page) => press(page, button(page, startsWith('reviews.viewPhotos'))),
      },
      {
        name: 'reject review',
        open: (page) => press(page, button(page, startsWith('reviews.rejectOf'))),
      },
    ],
  },
  {
    name: '/tags',
    path: '/tags',
    ready: rows,
    dialogs: [
      {
        name: 'tag create',
        open: (page) => openAndType(page, t('tags.create'), t('tags.nameLabel'), 'Canyon'),
      },
      {
        name: 'delete tag',
        open: (page) => press(page, button(page, startsWith('tags.deleteNamed'))),
      },
    ],
  },
  {
    // A notification: create a tag (the demo's data lives in the page; the next load starts
    // from the seed again) and check the screen with the notification on it.
    name: '/tags (a notification)',
    path: '/tags',
    ready: async (page) => {
      await rows(page);
      await page.getByRole('button', { name: t('tags.create') }).click();
      await page.getByRole('dialog').getByLabel(t('tags.nameLabel')).fill('sinkhole');
      await page.keyboard.press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: t('tags.created') })
        .waitFor();
      await page.locator(DIALOG).first().waitFor({ state: 'detached' });
    },
  },
  {
    name: '/locations (countries)',
    path: '/locations',
    ready: rows,
    dialogs: [
      {
        name: 'add country',
        open: (page) => openAndType(page, t('locations.addCountry'), t('common.name'), 'Atlantis'),
      },
      {
        name: 'edit country',
        open: (page) => press(page, button(page, startsWith('locations.editNamed'))),
      },
      {
        name: 'delete country',
        open: (page) => press(page, button(page, startsWith('locations.deleteNamed'))),
      },
    ],
  },
  {
    name: '/locations (cities)',
    path: '/locations',
    ready: async (page) => {
      await rows(page);
      await page.getByRole('tab', { name: t('locations.cities') }).click();
      await page
        .getByRole('tabpanel', { name: t('locations.cities') })
        .locator(ROW)
        .first()
        .waitFor({ timeout: 30_000 });
    },
    dialogs: [
      { name: 'add city', open: (page) => press(page, button(page, t('locations.addCity'))) },
      {
        name: 'edit city',
        open: (page) => press(page, button(page, startsWith('locations.editNamed'))),
      },
      {
        name: 'delete city',
        open: (page) => press(page, button(page, startsWith('locations.deleteNamed'))),
      },
    ],
  },
  {
    name: '/users',
    path: '/users',
    ready: rows,
    dialogs: [
      {
        name: 'user details',
        open: (page) => menuChoice(page, rowMenu(page), t('users.viewDetails')),
      },
      {
        name: 'revoke premium',
        open: async (page) => {
          // The first premium user's menu has the item.
          const menus = rowMenus(page);
          for (let i = 0; i < (await menus.count()); i += 1) {
            if (await offers(page, menus.nth(i), t('users.revokePremium')))
              return menuChoice(page, menus.nth(i), t('users.revokePremium'));
          }
          throw new Error('no premium user on the first page');
        },
      },
      {
        name: 'delete user',
        open: (page) => menuChoice(page, rowMenu(page), t('users.deleteUser')),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------
// axe

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page, scope) {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(
    async ({ scope, tags }) => {
      const found = await window.axe.run(scope ? { include: [[scope]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'incomplete'],
      });
      const nodes = (v) =>
        v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: n.failureSummary ?? '',
          html: n.html.slice(0, 160),
        }));
      return {
        violations: found.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: nodes(v),
        })),
        // What axe could not decide (e.g. text over an image): listed, for a person to look at.
        incomplete: found.incomplete.filter((v) => v.id === 'color-contrast').flatMap(nodes),
      };
    },
    { scope, tags: WCAG_TAGS },
  );
  return {
    violations: result.violations.filter((v) => SERIOUS.has(v.impact)),
    incomplete: result.incomplete,
  };
}

const slug = (s) =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'root';

// ---------------------------------------------------------------------------------------
// Keyboard: focus visible with 3:1, in reading order; dialogs keep focus and give it back

/** A focus indicator needs 3:1 against what is around it (WCAG 1.4.11, 2.4.7). */
const FOCUS_CONTRAST = 3;
const MAX_TABS = 400;

/** How focus showed across a walk: stops per kind of indicator, and the lowest contrast. */
function tally(summary, info) {
  const kind = info.indicator?.kind ?? 'none';
  summary.kinds[kind] = (summary.kinds[kind] ?? 0) + 1;
  if (kind !== 'none') summary.lowest = Math.min(summary.lowest, info.indicator.ratio);
}

const describeTally = (t) =>
  `${Object.entries(t.kinds)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}${Number.isFinite(t.lowest) ? `; lowest ${t.lowest.toFixed(2)}:1` : ''}`;

function focusProblems(info) {
  if (info.hidden) return [`focus on something not visible: ${info.where}`];
  if (info.indicator.kind === 'none') return [`no visible focus on ${info.where}`];
  if (info.indicator.ratio < FOCUS_CONTRAST) {
    return [
      `focus ${info.indicator.kind} only ${info.indicator.ratio.toFixed(2)}:1 on ${info.where}`,
    ];
  }
  return [];
}

/**
 * Whether `b` comes before `a` in reading order although both are on one line: left of it
 * in a left-to-right page, right of it in a right-to-left one.
 */
function backwards(a, b, dir) {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  if (overlap < Math.min(a.bottom - a.top, b.bottom - b.top) / 2) return false;
  return dir === 'rtl' ? b.left > a.right - 1 : b.right < a.left + 1;
}

/** Tabs through the whole screen from the top. */
async function walkScreen(page, dir) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    window.__a11y.snapshot();
    window.__a11y.focusStart();
  });
  const problems = [];
  const seen = { kinds: {}, lowest: Infinity };
  let previous = null;
  let first = null;
  let stops = 0;
  for (; stops < MAX_TABS; stops += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => window.__a11y.focusInfo());
    if (info.where === 'body') break;
    const key = `${info.where}@${Math.round(info.rect.left)},${Math.round(info.rect.top)}`;
    if (key === first) break;
    first ??= key;
    tally(seen, info);
    problems.push(...focusProblems(info));
    if (previous && backwards(previous.rect, info.rect, dir)) {
      problems.push(
        `focus goes back against the reading order: ${previous.where} -> ${info.where}`,
      );
    }
    previous = info;
  }
  if (stops === MAX_TABS) problems.push(`more than ${MAX_TABS} stops: is focus stuck in a loop?`);
  // Leave the screen as it was for the dialogs: nothing focused, scrolled to the top.
  await page.evaluate(() => {
    window.__a11y.focusStart();
    window.scrollTo(0, 0);
  });
  return { stops, problems, focus: describeTally(seen) };
}

/**
 * In an open dialog: focus starts inside, Tab and Shift+Tab go round inside it (once more
 * than it has controls), focus shows on each control; Escape closes it and focus is back on
 * the control it was opened from.
 */
async function walkDialog(page) {
  const problems = [];
  const seen = { kinds: {}, lowest: Infinity };
  await page.evaluate(() => window.__a11y.snapshot());
  const start = await page.evaluate((scope) => window.__a11y.focusInfo(scope), DIALOG);
  if (start.where === 'body' || !start.inside)
    problems.push(`focus did not move into the dialog (it is on ${start.where})`);
  const rounds = (start.tabbables ?? 0) + 1;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < rounds; i += 1) {
      await page.keyboard.press(key);
      const info = await page.evaluate((scope) => window.__a11y.focusInfo(scope), DIALOG);
      if (info.where === 'body' || !info.inside) {
        problems.push(`${key} took focus out of the dialog, to ${info.where}`);
        break;
      }
      tally(seen, info);
      problems.push(...focusProblems(info));
    }
  }
  await closeDialog(page);
  const back = await page.evaluate(() => window.__a11y.focusReturned());
  if (!back.returned)
    problems.push(`focus did not return to ${back.opener} after Escape (it is on ${back.now})`);
  return { stops: rounds, problems: [...new Set(problems)], focus: describeTally(seen) };
}

// ---------------------------------------------------------------------------------------
// Run

async function checkLanguage(browser, lang, results, scheme) {
  const config = LANGUAGES[lang];
  texts = loadTexts(lang);
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: config.locale,
    colorScheme: scheme,
    // The built panel's Content-Security-Policy (build/csp.ts: script-src 'self') refuses
    // inline scripts, and axe-core is injected as one: the check is not the page's code.
    bypassCSP: true,
  });
  // Before any script of a page runs, on every load: the stored site config, as the app keeps
  // it (expiring-storage envelope), and no stored session. Every load signs in afresh: the
  // demo build's fake backend may start from its seed at each load, and a session kept from
  // the previous load would then be refused and signed out midway through a check.
  await context.addInitScript(
    ({ key, value }) => {
      localStorage.clear();
      sessionStorage.setItem(key, JSON.stringify({ v: value, exp: Date.now() + 86_400_000 }));
    },
    { key: SITE_CONFIG_KEY, value: { direction: config.direction, language: config.language } },
  );
  await context.addInitScript((flag) => {
    if (new URLSearchParams(location.search).has(flag))
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  }, NO_INDEXEDDB);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const errors = [];
  let current = '';
  page.on('pageerror', (e) => errors.push(`${current}: ${e}`));

  const named = (n) => (scheme === 'dark' ? `${n} (dark)` : n);
  const check = async (screenName, scope) => {
    const name = named(screenName);
    await settle(page);
    const axe = await runAxe(page, scope);
    await page.screenshot({ path: path.join(shotsDir, `${lang}-${width}-${slug(name)}.png`) });
    const dir = await page.evaluate(() => document.documentElement.dir);
    const keys = !keyboard ? null : scope ? await walkDialog(page) : await walkScreen(page, dir);
    const entry = { name, lang, dir, ...axe, keyboard: keys };
    results.push(entry);
    console.log(
      `  ${lang} ${name}: axe ${count(entry)}${keys ? `, keyboard ${keys.problems.length} (${keys.stops} stops: ${keys.focus})` : ''}`,
    );
  };

  for (const screen of SCREENS) {
    if (opts.only && !opts.only.split(',').some((w) => screen.name.includes(w))) continue;
    current = screen.name;
    try {
      if (screen.signedOut) {
        await openSignedOut(page, lang);
      } else {
        await open(page, lang, screen.path);
        await screen.ready(page);
      }
      await check(screen.name);
    } catch (error) {
      results.push({ name: named(screen.name), lang, error: String(error) });
      console.log(`  ${lang} ${screen.name}: FAILED ${error}`);
      continue;
    }
    for (const dialog of screen.dialogs ?? []) {
      const name = `${screen.name} › ${dialog.name}`;
      try {
        await dialog.open(page);
        await page.locator(DIALOG).last().waitFor();
        await check(name, DIALOG);
        if (!keyboard) await closeDialog(page);
      } catch (error) {
        results.push({ name: named(name), lang, error: String(error) });
        console.log(`  ${lang} ${name}: FAILED ${error}`);
        await page.keyboard.press('Escape').catch(() => undefined);
      }
    }
  }
  if (errors.length) console.log(`  page errors (${lang}):\n    ${errors.join('\n    ')}`);
  await context.close();
}

const count = (r) => r.violations.reduce((n, v) => n + v.nodes.length, 0);

function printReport(results, langs) {
  const names = [...new Set(results.map((r) => r.name))];
  const find = (name, lang) => results.find((x) => x.name === name && x.lang === lang);
  const cell = (name, lang, what) => {
    const r = find(name, lang);
    if (!r) return '-';
    if (r.error) return 'error';
    return String(what === 'axe' ? count(r) : r.keyboard.problems.length);
  };
  const columns = langs.flatMap((l) => [['axe', l], ...(keyboard ? [['keyboard', l]] : [])]);
  const lines = [
    `| screen or dialog | ${columns.map(([w, l]) => `${w} ${l} (${LANGUAGES[l].direction})`).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...names.map((n) => `| ${n} | ${columns.map(([w, l]) => cell(n, l, w)).join(' | ')} |`),
  ];
  console.log(
    `\nSerious and critical axe violations (nodes), WCAG 2.0-2.2 A/AA${keyboard ? ', and keyboard problems' : ''}, ${width} px:\n`,
  );
  console.log(lines.join('\n'));
  const incomplete = results.reduce((n, r) => n + (r.incomplete?.length ?? 0), 0);
  console.log(
    `\ncolour contrast axe could not decide (listed in report-${width}.json, for a person to look at): ${incomplete} nodes`,
  );

  const detail = [];
  for (const r of results) {
    if (r.error) detail.push(`\n${r.lang} ${r.name}: could not be checked: ${r.error}`);
    for (const v of r.violations ?? []) {
      detail.push(`\n${r.lang} ${r.name}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.help}`);
      for (const n of v.nodes.slice(0, 5))
        detail.push(`    ${n.target}\n      ${n.summary.split('\n').slice(1).join(' ').trim()}`);
      if (v.nodes.length > 5) detail.push(`    ... ${v.nodes.length - 5} more`);
    }
    const problems = r.keyboard?.problems ?? [];
    if (problems.length) {
      detail.push(`\n${r.lang} ${r.name}: keyboard (${problems.length})`);
      for (const p of problems.slice(0, 8)) detail.push(`    ${p}`);
      if (problems.length > 8) detail.push(`    ... ${problems.length - 8} more`);
    }
  }
  if (detail.length) console.log(detail.join('\n'));
}

async function main() {
  const langs = opts.lang.split(',').filter((l) => l in LANGUAGES);
  await mkdir(shotsDir, { recursive: true });
  if (!opts['no-build']) await run('npm', ['run', 'build:demo', '--', '--logLevel', 'warn']);
  const preview = await startPreview();
  const all = [];
  try {
    const browser = await launchBrowser();
    try {
      for (const w of widths) {
        width = w;
        const results = [];
        for (const scheme of opts.scheme.split(',').filter((s) => s === 'light' || s === 'dark')) {
          for (const lang of langs) {
            console.log(`Checking ${lang} at ${width} px, ${scheme}`);
            await checkLanguage(browser, lang, results, scheme);
          }
        }
        printReport(results, langs);
        await writeFile(
          path.join(shotsDir, `report-${width}.json`),
          JSON.stringify(results, null, 2),
        );
        all.push(...results);
      }
    } finally {
      await browser.close();
    }
  } finally {
    preview.kill();
  }
  console.log(`\nScreenshots and report-<width>.json in ${path.relative(root, shotsDir) || '.'}/`);
  if (all.some((r) => r.error)) return 2;
  return all.some((r) => r.violations.length > 0 || (r.keyboard?.problems.length ?? 0) > 0) ? 1 : 0;
}

process.exitCode = await main();
