// Fails when the production build (dist/) carries the fake backend or test code.
// Markers are strings that only exist in msw, the seed or the testing libraries.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const markers = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  '@testing-library',
  'Cairn-admin-2026', // the demo password lives only in mocks/
  'cairn-fake-backend', // the fake backend's IndexedDB and lock names (mocks/persist)
  'Reset demo data', // the demo tools (mocks/devtools)
  'demo.resetButton', // the demo tools' texts in the catalogues (their `demo` part)
  'messages-ar-demo', // the chunks of that part
  'messages-en-demo',
  'cairn.devtools', // the developer panel's settings
  'vitest',
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|html|css)$/.test(name)) yield path;
  }
}

const found = [];
for (const file of files(dist)) {
  const text = readFileSync(file, 'utf8');
  for (const marker of markers) if (text.includes(marker)) found.push(`${file.slice(dist.length)}: ${marker}`);
}
if (found.length > 0) {
  console.error('The production build carries fake-backend or test code:\n' + found.join('\n'));
  process.exit(1);
}
console.log('Production build is clean: no fake backend, no test code.');
