// Size budget of the first screen (the sign-in screen): the gzip size of the JS and CSS
// that index.html loads before anything is lazily imported. Fails when over the budget.
// Reads Vite's build manifest, so it measures the production build in dist/.
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

let total = 0;
const rows = [...files].map((file) => {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, 'gzip KB': +(gz / 1024).toFixed(1) };
});
console.table(rows);
const totalKb = total / 1024;
console.log(`First screen: ${totalKb.toFixed(1)} KB gzip of a ${BUDGET_KB} KB budget.`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
