// How the browser scripts of scripts/ launch Debian's chromium through playwright-core (no
// browser download): headless, with nothing of its own talking to the network.
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
