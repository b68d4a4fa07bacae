// Debian's Chromium driven by playwright-core (never a downloaded browser), headless, with a
// fresh profile, for the browser scripts outside CI (bench:boot, screens, a11y).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless browser context on the profile directory `profile` (a fresh temporary one). */
export function launchChromium(profile, options = {}) {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
}
