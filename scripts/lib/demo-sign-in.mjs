// The demo administrator (mocks/demo-accounts.ts) signing in through the sign-in screen, for
// the browser scripts: a fresh page in the language asked for, then the signed-in frame.

export const DEMO_ADMIN = { email: 'admin@cairn.test', password: 'Cairn-admin-2026' };

/** Opens `base` with nothing stored, in `lang`, and signs the demo administrator in. */
export async function signInDemo(page, base, lang) {
  await page.goto(`${base}/`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${base}/?lang=${lang}`);
  await page.fill('input[type="email"]', DEMO_ADMIN.email);
  await page.fill('input[type="password"]', DEMO_ADMIN.password);
  await page.click('button[type="submit"]');
  await page.waitForSelector(SIGNED_IN, { state: 'attached', timeout: 30_000 });
}

/**
 * What only the signed-in frame has, at every width: its navbar (on a narrow screen a closed
 * drawer, so it is looked for in the page, not on screen).
 */
export const SIGNED_IN = '#app-navbar';

/** The narrow header's account button (the search button is the other dialog button, with its shortcut). */
const ACCOUNT = 'header button[aria-haspopup="dialog"]:not(:has(kbd))';

/**
 * Clicks a control of the header (`selector`, e.g. the direction switch): on a narrow screen
 * it is in the account panel, opened first.
 */
export async function clickHeaderControl(page, selector) {
  const inHeader = page.locator(`header ${selector}`);
  if (await inHeader.isVisible()) return inHeader.click();
  await page.click(ACCOUNT);
  await page.click(`[role="dialog"] ${selector}`);
}
