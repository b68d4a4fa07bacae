// The demo administrator (mocks/demo-accounts.ts) signing in through the sign-in screen, for
// the browser scripts: a fresh page in the language asked for, then the signed-in header.

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
  await page.waitForSelector('header button:has(svg.tabler-icon-logout)', { timeout: 30_000 });
}
