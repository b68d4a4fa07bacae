// Size budget of the first screen (the sign-in screen): the gzip size of the JS and CSS
// that index.html loads before anything is lazily imported. Fails when over the budget.
// Reads Vite's build manifest, so it measures the production build in dist/.
// Also checks that the message catalogues load on demand: only the default language's
// sign-in texts are in the first screen; every other part is its own lazily loaded chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('No entry chunk in the manifest: run vite build first.');

const files = new Set();
const seen = new Set();
(function walk(chunk) {
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const key of chunk.imports ?? []) walk(manifest[key]); // static imports only
})(entry);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let total = 0;
const rows = [...files].map((file) => {
  const kb = gzipKb(file);
  total += kb;
  return { file, 'gzip KB': +kb.toFixed(1) };
});
console.table(rows);
console.log(`First screen: ${total.toFixed(1)} KB gzip of a ${BUDGET_KB} KB budget.`);

const catalogues = Object.entries(manifest).filter(([key]) => key.startsWith('cairn-messages:'));
const wrong = catalogues.filter(([, chunk]) => !chunk.isDynamicEntry || files.has(chunk.file));
console.log(
  `Catalogues loaded on demand: ${catalogues
    .map(([, chunk]) => `${chunk.name} ${gzipKb(chunk.file).toFixed(1)} KB`)
    .join(', ')}`,
);
let failed = false;
if (catalogues.length !== 3 || wrong.length > 0) {
  console.error('Expected ar panel, en sign-in and en panel as separate lazily loaded chunks.');
  failed = true;
}
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
if (failed) process.exit(1);
