/**
 * Debian's Chromium as the repo's browser scripts launch it (npm run a11y, npm run
 * bench:boot): headless, never a downloaded browser, nothing it would fetch or sync on its
 * own. Each script gives it a fresh profile (playwright's launch() makes a temporary one).
 */
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
