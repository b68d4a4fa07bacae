// Screenshots of every screen and the main dialogs, in Arabic and English, each in its own
// direction and overridden to the other, at 1440 and 1280 px: for looking at the panel as
// an administrator would. Not part of CI. Uses Debian's Chromium, no download.
// `--widths 390,768` is the tour on a phone (390 × 844) and a tablet (768 × 1024); 320 is a
// 1280 px window at 400 % zoom. Below 768 px the header's controls are in its account panel
// and the navbar is a drawer: `<width>-nav` shows it opened, `<width>-account` the panel.
//
//   npm run build:demo && npx vite preview --port 5204 --strictPort &
//   node scripts/screens.mjs --base http://localhost:5204 --out /tmp/cairn-screens
//
// Options: --langs ar,en  --widths 1440,1280 (390, 768, 320 too)  --dirs natural,override  --only trails,users
//          --scheme light|dark (the system's prefers-color-scheme, which the default theme follows)
/* global window, document, PopStateEvent -- page.evaluate callbacks run in the browser */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { clickHeaderControl, SIGNED_IN, signInDemo } from './lib/demo-sign-in.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:5204' },
    out: { type: 'string', default: join(tmpdir(), 'cairn-screens') },
    langs: { type: 'string', default: 'ar,en' },
    widths: { type: 'string', default: '1440,1280' },
    dirs: { type: 'string', default: 'natural,override' },
    only: { type: 'string', default: '' },
    scheme: { type: 'string', default: 'light' },
  },
});
/** What the typed-* screens type: Arabic with a dash and a full stop, and a Latin name. */
const TYPED_AR = 'عين جدي – صعود وادي داود.';
const TYPED_LATIN = 'Ein Gedi (Wadi David ascent).';
const HEIGHT = { 1920: 1080, 1440: 900, 1280: 800, 860: 900, 768: 1024, 390: 844, 320: 640 };
mkdirSync(opts.out, { recursive: true });

/** A GPX as a hiking app exports it: `tracks` tracks of 300 timed points with altitudes, 3 waypoints. */
function gpxFile(name, tracks) {
  const start = Date.UTC(2026, 2, 14, 6, 0, 0);
  const trk = (k) => {
    const points = Array.from({ length: 300 }, (_, j) => {
      const i = k * 300 + j;
      const lat = (30.674 - i * 0.00012 + Math.sin(i / 25) * 0.0002).toFixed(6);
      const lon = (35.604 + i * 0.00009 + Math.cos(i / 30) * 0.0002).toFixed(6);
      const ele = (1200 - i * 1.4 + 25 * Math.sin(i / 18)).toFixed(1);
      return `<trkpt lat="${lat}" lon="${lon}"><ele>${ele}</ele><time>${new Date(start + i * 20_000).toISOString()}</time></trkpt>`;
    });
    return `<trk><name>Day ${k + 1}</name><trkseg>${points.join('')}</trkseg></trk>`;
  };
  const wpts = [0, 1, 2].map((w) => `<wpt lat="${30.674 - w * 0.01}" lon="${35.604 + w * 0.01}"><name>Camp ${w + 1}</name></wpt>`).join('');
  const text = `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1">${wpts}${Array.from({ length: tracks }, (_, k) => trk(k)).join('')}</gpx>`;
  return { name, mimeType: 'application/gpx+xml', buffer: Buffer.from(text) };
}

const api = (page, path) =>
  page.evaluate(async (p) => {
    const auth = JSON.parse(localStorage.getItem('cairn.auth') ?? 'null');
    const res = await fetch(`/api/v1${p}`, { headers: { Authorization: `Bearer ${auth?.v?.accessToken}` } });
    return res.json();
  }, path);

/**
 * Moves inside the app without a reload (faster: the app, its catalogue and the fake
 * backend's data stay loaded; a reload would keep the session, which is kept in IndexedDB).
 */
async function navigate(page, path) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Waits until no loader or busy table is left on the page. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'), null, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

const signIn = (page, lang) => signInDemo(page, opts.base, lang);

/** The trails to show: one with waypoints, one with reviews. */
async function pickTrails(page) {
  const list = await api(page, '/trails?page=1&pageSize=50&sortBy=newest');
  let withWaypoints = list.trails[0].id;
  for (const t of list.trails) {
    const w = await api(page, `/trails/waypoints/${t.id}`);
    if ((w.waypoints ?? []).length >= 2) {
      withWaypoints = t.id;
      break;
    }
  }
  const pending = await api(page, '/trails/reviews/pending');
  const withReviews = pending.reviews?.[0]?.trail?.id ?? withWaypoints;
  return { withWaypoints, withReviews };
}

const screens = (ids) => [
  { name: 'dashboard', path: '/' },
  { name: 'trails', path: '/trails' },
  {
    name: 'trails-status-dialog',
    path: '/trails',
    act: async (page) => {
      await page.click('tbody tr:first-child td:last-child button');
      await page.click('[role="menu"] [role="menuitem"] >> nth=1');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  {
    name: 'trails-delete-dialog',
    path: '/trails',
    act: async (page) => {
      await page.click('tbody tr:first-child td:last-child button');
      await page.click('[role="menu"] [role="menuitem"] >> nth=2');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  {
    name: 'trails-country-filter',
    path: '/trails',
    act: async (page) => {
      await page.click('form[role="search"] button[aria-labelledby]');
      await page.waitForSelector('[role="group"] input[type="checkbox"]');
    },
  },
  { name: 'trail-new', path: '/trail/new' },
  {
    name: 'trail-new-invalid',
    path: '/trail/new',
    act: async (page) => {
      await page.click('form button[type="submit"]');
      await page.waitForSelector('[role="alert"]');
    },
  },
  // A GPX track from a hiking app: drawn with its profile, its time and the waypoints left out;
  // then a file of two tracks, which asks which one.
  {
    name: 'trail-new-gpx',
    path: '/trail/new',
    full: true,
    act: async (page) => {
      await page.setInputFiles('input[type="file"][accept*=".gpx"]', gpxFile('dana-hike.gpx', 1));
      await page.waitForSelector('svg polyline');
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'trail-new-gpx-choice',
    path: '/trail/new',
    act: async (page) => {
      // The screen before left a path not saved: leave it.
      const leave = page.locator('[role="dialog"] button >> nth=-1');
      if (await leave.isVisible().catch(() => false)) await leave.click();
      await page.waitForSelector('[role="dialog"]', { state: 'detached' }).catch(() => undefined);
      await page.setInputFiles('input[type="file"][accept*=".gpx"]', gpxFile('dana-petra.gpx', 2));
      await page.waitForSelector('[role="radiogroup"]');
      await page.locator('[role="radiogroup"]').scrollIntoViewIfNeeded();
    },
  },
  { name: 'trail-edit', path: `/trail/edit/${ids.withWaypoints}`, full: true },
  { name: 'waypoints', path: `/waypoints/${ids.withWaypoints}`, full: true },
  { name: 'trail-reviews', path: `/trail/${ids.withReviews}/reviews` },
  { name: 'reviews', path: '/reviews' },
  {
    name: 'reviews-full-text',
    path: '/reviews',
    act: async (page) => {
      await page.click('tbody tr:first-child td:nth-child(7) button');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  {
    name: 'reviews-reject-dialog',
    path: '/reviews',
    act: async (page) => {
      await page.click('tbody tr:first-child td:last-child button:nth-child(2)');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  { name: 'tags', path: '/tags' },
  {
    name: 'tags-create-dialog',
    path: '/tags',
    act: async (page) => {
      await page.click('main button:has(svg.tabler-icon-plus)');
      await page.fill('[role="dialog"] input', 'a');
      await page.click('[role="dialog"] button[type="submit"]');
      await page.waitForSelector('[role="dialog"] [id$="-error"]');
    },
  },
  { name: 'locations', path: '/locations' },
  { name: 'locations-cities', path: '/locations?tab=cities' },
  {
    name: 'locations-refusal',
    path: '/locations',
    act: async (page) => {
      await page.click('tbody tr:first-child button:has(svg.tabler-icon-trash)');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  { name: 'users', path: '/users' },
  {
    name: 'users-details',
    path: '/users',
    act: async (page) => {
      await page.click('tbody tr:nth-child(2) td:last-child button');
      await page.click('[role="menu"] [role="menuitem"] >> nth=0');
      await page.waitForSelector('[role="dialog"] dl');
    },
  },
  {
    name: 'users-delete-dialog',
    path: '/users',
    act: async (page) => {
      await page.click('tbody tr:nth-child(2) td:last-child button');
      await page.click('[role="menu"] [role="menuitem"] >> nth=-1');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  { name: 'not-found', path: '/no/such/screen' },
  { name: 'trail-not-found', path: '/trail/edit/987654' },
  // The demo build's developer tools (mocks/devtools): the panel and the reset confirmation.
  {
    name: 'devtools-panel',
    path: '/trails',
    act: async (page) => {
      // On a narrow screen the button is in the drawer: opened first.
      const burger = page.locator('header button[aria-controls="app-navbar"]');
      if (await burger.isVisible()) await burger.click();
      await page.click('button:has(svg.tabler-icon-tool)');
      await page.waitForSelector('[role="dialog"] [role="radiogroup"]');
    },
  },
  {
    name: 'devtools-reset-dialog',
    path: '/trails',
    act: async (page) => {
      // On a narrow screen the button is in the drawer: opened first.
      const burger = page.locator('header button[aria-controls="app-navbar"]');
      if (await burger.isVisible()) await burger.click();
      await page.click('button:has(svg.tabler-icon-restore)');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  // Arabic typed into every field of free text (and Latin beside it): each reads in its own
  // direction, aligned to its own start, its full stop at its end.
  {
    name: 'typed-trails-filter',
    path: '/trails',
    act: (page) => page.fill('form[role="search"] input >> nth=0', TYPED_AR),
  },
  {
    name: 'typed-users-filter',
    path: '/users',
    act: (page) => page.fill('form[role="search"] input >> nth=0', TYPED_AR),
  },
  {
    name: 'typed-tags-search',
    path: '/tags',
    act: (page) => page.fill('main input:not([type="checkbox"]) >> nth=0', TYPED_AR),
  },
  {
    name: 'typed-tag-dialog',
    path: '/tags',
    act: async (page) => {
      await page.click('main button:has(svg.tabler-icon-plus)');
      await page.fill('[role="dialog"] input', TYPED_AR);
    },
  },
  {
    name: 'typed-country-dialog',
    path: '/locations',
    act: async (page) => {
      await page.click('main button:has(svg.tabler-icon-plus) >> nth=0');
      await page.fill('[role="dialog"] input', TYPED_AR);
    },
  },
  {
    // The server's message in the dialog: a name that is taken.
    name: 'typed-country-duplicate',
    path: '/locations',
    act: async (page) => {
      const taken = await page.textContent('tbody tr:first-child td:nth-child(2) bdi');
      await page.click('main button:has(svg.tabler-icon-plus) >> nth=0');
      await page.fill('[role="dialog"] input', taken ?? '');
      await page.click('[role="dialog"] button[type="submit"]');
      await page.waitForSelector('[role="dialog"] [role="alert"]');
    },
  },
  {
    name: 'typed-city-refusal',
    path: '/locations?tab=cities',
    act: async (page) => {
      await page.click('tbody tr:first-child button:has(svg.tabler-icon-trash)');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  {
    name: 'typed-palette',
    path: '/',
    act: async (page) => {
      await page.keyboard.press('Control+k');
      await page.waitForSelector('[role="dialog"] [role="combobox"]');
      await page.fill('[role="dialog"] [role="combobox"]', TYPED_AR);
    },
  },
  // Screens while their data load (the demo tools' 3 s latency, a fresh page so nothing is
  // cached): each figure pending, none a 0 of data not come yet. Then /users with Today.
  ...['trails', 'tags', 'users'].map((name) => ({
    name: `${name}-loading`,
    path: '/',
    act: async (page) => {
      await page.evaluate(() => localStorage.setItem('cairn.devtools', JSON.stringify({ latency: '3000' })));
      await page.goto(`${opts.base}/${name}`);
      await page.waitForSelector('main table[aria-busy="true"]', { timeout: 30_000 });
      await page.waitForTimeout(500);
    },
    after: async (page) => {
      await page.evaluate(() => localStorage.removeItem('cairn.devtools'));
      await page.goto(`${opts.base}/`);
      await page.waitForSelector(SIGNED_IN, { state: 'attached', timeout: 30_000 });
    },
  })),
  {
    name: 'users-today',
    path: '/users',
    act: async (page) => {
      await page.click('main [role="radiogroup"] label[for$="-today"]');
      await page.waitForFunction(() => !document.querySelector('main [data-pending-figure]'));
      },
    },
  // A notice showing (here "Waypoint Deleted"): where it sits, and what it leaves clear.
  {
    name: 'waypoints-notice',
    path: `/waypoints/${ids.withWaypoints}`,
    act: async (page) => {
      await page.click('article button:has(svg.tabler-icon-trash) >> nth=0');
      await page.waitForSelector('[role="dialog"]');
      await page.click('[role="dialog"] button >> nth=-1');
      await page.waitForSelector('.mantine-Notification-root');
    },
  },
  // A hiker's row menu; making them an admin asks first; a status change offers Undo.
  {
    name: 'users-row-menu',
    path: '/users?role=hiker',
    act: async (page) => {
      await page.click('tbody tr:first-child td:last-child button');
      await page.waitForSelector('[role="menu"]');
    },
  },
  {
    name: 'users-admin-confirm',
    path: '/users?role=hiker',
    act: async (page) => {
      await page.click('tbody tr:first-child td:nth-child(5) button');
      await page.click('[role="menu"] [role="menuitemradio"][aria-checked="false"]');
      // The confirmation (or, without one, the notice of the change made at once).
      await page.waitForSelector('[role="dialog"], .mantine-Notification-root');
    },
  },
  {
    name: 'users-status-undo',
    path: '/users?role=hiker',
    act: async (page) => {
      await page.click('tbody tr:first-child td:nth-child(4) button');
      await page.click('[role="menu"] [role="menuitemradio"][aria-checked="false"] >> nth=-1');
      await page.waitForSelector('.mantine-Notification-root');
    },
  },
  // R in the pending queue: the confirmation opens on its Reject button.
  {
    name: 'reviews-reject-shortcut',
    path: '/reviews',
    act: async (page) => {
      // The keys act on the row the cursor is on: once the queue's rows are in.
      await page.waitForSelector('tbody tr[data-cursor]');
      await page.keyboard.press('r');
      await page.waitForSelector('[role="dialog"]');
    },
  },
  // The whole name of a cut trail name, on keyboard focus (Tab from the row's checkbox).
  {
    name: 'trails-name-focus',
    path: '/trails',
    act: async (page) => {
      const found = await page.evaluate(() => {
        const link = [...document.querySelectorAll('tbody a[href^="/trail/edit/"]')].find((a) =>
          a.textContent.includes('...'),
        );
        link?.closest('tr')?.querySelector('input[type="checkbox"]')?.focus();
        return Boolean(link);
      });
      if (!found) throw new Error('no cut name on the first page');
      await page.keyboard.press('Tab');
      await page.waitForSelector('[role="tooltip"]');
    },
  },
  // "Select all" gathering the pages (each call slowed to 1 s): the actions wait, disabled.
  {
    name: 'trails-bulk-selecting',
    path: '/trails',
    act: async (page) => {
      await page.click('tbody tr:first-child input[type="checkbox"]');
      await page.evaluate(() =>
        localStorage.setItem('cairn.devtools', JSON.stringify({ latency: '1000', failKind: '500', failRemaining: 0 })),
      );
      await page.click('[role="region"] button.mantine-Anchor-root');
      await page.waitForTimeout(1500);
    },
  },
  {
    // Last: the form is left with unsaved changes.
    name: 'typed-trail-form',
    path: '/trail/new',
    full: true,
    act: async (page) => {
      await page.fill('#trail-field-name', TYPED_AR);
      await page.fill('#trail-field-description', `${TYPED_AR}\n${TYPED_LATIN}`);
      await page.fill('#trail-field-tagIds', TYPED_AR);
    },
  },
];

const userDataDir = mkdtempSync(join(tmpdir(), 'cairn-chromium-'));
const context = await launchChromium(userDataDir);
const only = opts.only ? opts.only.split(',') : null;
try {
  for (const lang of opts.langs.split(',')) {
    for (const dirMode of opts.dirs.split(',')) {
      for (const width of opts.widths.split(',').map(Number)) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: opts.scheme });
        await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 });
        const natural = lang === 'ar' ? 'rtl' : 'ltr';
        const dir = dirMode === 'natural' ? natural : natural === 'rtl' ? 'ltr' : 'rtl';
        const tag = `${lang}-${dir}-${width}`;
        await signIn(page, lang);
        if (dir !== natural) {
          await clickHeaderControl(page, 'button:has(svg[class*="tabler-icon-text-direction"])');
          await page.waitForFunction((d) => document.documentElement.dir === d, dir);
          await page.keyboard.press('Escape');
        }
        await page.screenshot({ path: join(opts.out, `${tag}-00-header.png`) });
        // A narrow screen: the opened drawer and the account panel.
        const burger = page.locator('header button[aria-controls="app-navbar"]');
        if (await burger.isVisible()) {
          await burger.click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: join(opts.out, `${tag}-00-nav.png`) });
          await page.keyboard.press('Escape');
          await page.click('header button[aria-haspopup="dialog"]:not(:has(kbd))');
          await page.waitForSelector('[role="dialog"] select');
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(opts.out, `${tag}-00-account.png`) });
          await page.keyboard.press('Escape');
        }
        const ids = await pickTrails(page);
        for (const [i, screen] of screens(ids).entries()) {
          if (only && !only.some((o) => screen.name.startsWith(o))) continue;
          await page.keyboard.press('Escape');
          await navigate(page, screen.path);
          await settle(page);
          try {
            if (screen.act) await screen.act(page);
            await page.waitForTimeout(400);
            const file = join(opts.out, `${tag}-${String(i + 1).padStart(2, '0')}-${screen.name}.png`);
            await page.screenshot({ path: file, fullPage: Boolean(screen.full) });
            console.log(file);
            // WCAG 1.4.10 (Reflow): nothing needs the page scrolled sideways.
            const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (wide > 0) console.error(`${tag} ${screen.name}: the page scrolls sideways by ${wide} px`);
          } catch (error) {
            console.error(`${tag} ${screen.name}: ${error.message.split('\n')[0]}`);
          }
          // Puts back what the screen changed (a latency), whether or not it was taken.
          if (screen.after) await screen.after(page).catch((error) => console.error(`${tag} ${screen.name} after: ${error.message}`));
        }
        await page.close();
      }
    }
  }
  // The sign-in screen, both languages, both widths.
  for (const lang of opts.langs.split(',')) {
    for (const width of opts.widths.split(',').map(Number)) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: opts.scheme });
      await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 });
      await page.goto(`${opts.base}/?lang=${lang}`);
      await page.evaluate(() => localStorage.removeItem('cairn.auth'));
      await page.reload();
      await page.waitForSelector('button[type="submit"]');
      await page.click('button[type="submit"]');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(opts.out, `${lang}-${lang === 'ar' ? 'rtl' : 'ltr'}-${width}-sign-in.png`) });
      await page.close();
    }
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
