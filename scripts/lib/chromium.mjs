// Debian's Chromium driven by playwright-core (never a downloaded browser), headless, with
// nothing of its own talking to the network, for the browser scripts outside CI (bench:boot,
// screens, a11y, check:tables). Every script launches it from here.
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

/** The launch options every script uses. */
const LAUNCH = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

/** A headless browser (each `newContext()` of it starts with a fresh, empty profile). */
export function launchBrowser(options = {}) {
  return chromium.launch({ ...LAUNCH, ...options });
}

/** A headless browser context on the profile directory `profile` (a fresh temporary one). */
export function launchChromium(profile, options = {}) {
  return chromium.launchPersistentContext(profile, { ...LAUNCH, ...options });
}
