// Size budgets, in gzip KB of JS and CSS, read from Vite's build manifest (the production
// build in dist/). Fails when one is over:
// - the first screen (the sign-in screen): what index.html loads before anything is lazily
//   imported, and the CSS in its <style>;
// - sign-in -> dashboard: what a first visit loads from the sign-in screen to the dashboard
//   (the first screen, the signed-in app, the Arabic panel texts and the dashboard, which
//   build/chunks.ts puts in the signed-in app's file);
// - a signed-in cold load of /trails: what a signed-in administrator opening the trail list
//   with an empty cache loads (the first screen, the signed-in app, the Arabic panel texts and
//   the trail list screen);
// - the trail editor's part of a visit (what it adds to the signed-in app: its chunk and the
//   chunks it imports that the signed-in app did not load);
// - the catalogue machinery (scripts/i18n/machinery-size.mjs), bundled alone: what the
//   bilingual panel adds to the sign-in screen, kept under 6 KB.
// Also checks that the first screen's code is one file (the entry's file imports no other),
// that focusing the sign-in form (the sign-in call's file and its imports) does not download
// the signed-in app's file, that what loads on first use (the Country
// filter's list, the rows' menus) is in no signed-in cold load, and that the message
// catalogues load on demand: only the default language's sign-in texts are in the first
// screen; every other part is its own lazily loaded chunk, and the screens' texts are in no
// landing load (neither their file nor a key of theirs in its code).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineryKb } from './i18n/machinery-size.mjs';

// A few KB above what the build reaches, so that a regression fails here; lower them when a
// change makes room. The signed-in loads carry what every screen's data passes through: the
// client (offline detection, ids checked in paths, lists read row by row), the holding of
// undoable writes and the bulk runs' Cancel, and what every screen shows: the theme control,
// the narrow frame, lists that keep their rows through a check, the Reviews count, the views
// and columns buttons (docs/decisions/performance.md).
const BUDGET_KB = 115;
const LANDING_BUDGET_KB = 226;
const TRAILS_BUDGET_KB = 226;
const EDITOR_BUDGET_KB = 62;
const MACHINERY_BUDGET_KB = 6;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('No entry chunk in the manifest: run vite build first.');

/** The files a chunk loads with it (itself, its CSS, its static imports), minus those in `loaded`. */
function closure(chunk, loaded = new Set()) {
  const files = new Set();
  const seen = new Set();
  (function walk(c) {
    if (!c || seen.has(c.file)) return;
    seen.add(c.file);
    if (!loaded.has(c.file)) files.add(c.file);
    for (const css of c.css ?? []) if (!loaded.has(css)) files.add(css);
    for (const key of c.imports ?? []) walk(manifest[key]); // static imports only
  })(chunk);
  return files;
}

/**
 * The manifest entry of a source file, or of a virtual module whose key starts with `prefix`;
 * for a module that build/chunks.ts puts in one of its groups (the manifest has no entry for
 * such a module: its importers load the group's file), the group's file, named `group`.
 */
function chunkOf(prefix, group) {
  const found =
    Object.entries(manifest).find(([key]) => key === prefix || key.startsWith(prefix)) ??
    (group && Object.entries(manifest).find(([, chunk]) => chunk.name === group && !chunk.src));
  if (!found) throw new Error(`No chunk for ${prefix} in the manifest.`);
  return found[1];
}

const files = closure(entry);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const sumKb = (set) => [...set].reduce((sum, file) => sum + gzipKb(file), 0);

let total = 0;
const rows = [...files].map((file) => {
  const kb = gzipKb(file);
  total += kb;
  return { file, 'gzip KB': +kb.toFixed(1) };
});
// The first screen's CSS is a <style> in index.html (build/plugins.ts, inlineFirstScreenCss).
const inlineCss = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)]
  .map(([, css]) => css)
  .join('');
if (inlineCss) {
  const kb = gzipSync(inlineCss, { level: 9 }).length / 1024;
  total += kb;
  rows.push({ file: 'index.html <style>', 'gzip KB': +kb.toFixed(1) });
}
console.table(rows);
console.log(`First screen: ${total.toFixed(1)} KB gzip of a ${BUDGET_KB} KB budget.`);

const catalogues = Object.entries(manifest).filter(([key]) => key.startsWith('cairn-messages:'));
const wrong = catalogues.filter(([, chunk]) => !chunk.isDynamicEntry || files.has(chunk.file));
console.log(
  `Catalogues loaded on demand: ${catalogues
    .map(([, chunk]) => `${chunk.name} ${gzipKb(chunk.file).toFixed(1)} KB`)
    .join(', ')}`,
);
/**
 * A visit after the first screen, step by step: each step counts only what the steps before
 * it did not load. Prints the table and answers the steps and the total.
 */
function visit(screenSource, { landing = true } = {}) {
  const loaded = new Set(files);
  const steps = [
    ['signed-in app', chunkOf('src/app/signed-in-app.tsx', 'signed-in')],
    ['Arabic panel texts', chunkOf('cairn-messages:ar/panel')],
    // A landing screen is in the signed-in app's file (build/chunks.ts): its part is what that
    // file does not hold.
    ['screen', chunkOf(screenSource, 'signed-in')],
    // Every screen but the landing ones loads the screens' texts with its code (src/lib/lazy-part.ts).
    ...(landing ? [] : [['Arabic screens texts', chunkOf('cairn-messages:ar/screens')]]),
  ].map(([step, chunk]) => {
    const added = closure(chunk, loaded);
    for (const file of added) loaded.add(file);
    return { step, files: added.size, 'gzip KB': +sumKb(added).toFixed(1) };
  });
  console.table([{ step: 'first screen', files: files.size, 'gzip KB': +total.toFixed(1) }, ...steps]);
  return { steps, loaded, total: total + steps.reduce((sum, step) => sum + step['gzip KB'], 0) };
}

// Sign-in -> dashboard.
const { total: landing, loaded: dashboardLoad } = visit('src/features/dashboard/dashboard-screen.tsx');
console.log(
  `Sign-in -> dashboard: ${landing.toFixed(1)} KB gzip of a ${LANDING_BUDGET_KB} KB budget.`,
);
// Signed in, a cold load of /trails.
const { total: trailsKb, loaded: trailsLoad } = visit('src/features/trails/trail-list-screen.tsx');
console.log(`Signed-in cold load of /trails: ${trailsKb.toFixed(1)} KB gzip of a ${TRAILS_BUDGET_KB} KB budget.`);
// The trail editor's own part.
const editorKb = visit('src/features/trail-editor/trail-editor-screen.tsx', { landing: false }).steps[2]['gzip KB'];
console.log(`The trail editor's part: ${editorKb.toFixed(1)} KB gzip of a ${EDITOR_BUDGET_KB} KB budget.`);

// Focusing the sign-in form loads the sign-in call (src/features/auth/sign-in-call.ts): the
// HTTP client and schemas, never the signed-in app.
const signInCall = closure(chunkOf('src/features/auth/sign-in-call.ts', 'http'), files);
const signInCallPullsApp = signInCall.has(chunkOf('src/app/signed-in-app.tsx', 'signed-in').file);
console.log(`The sign-in call, on focusing the form: ${sumKb(signInCall).toFixed(1)} KB gzip.`);

// Code loaded on first use: the Country filter's list, the rows' menus (LazyMenu) and the
// narrow header's account panel
// are files of their own, which no signed-in cold load of a landing screen fetches.
const ON_FIRST_USE = [
  'src/features/trails/country-dropdown.tsx',
  'src/ui/anchored-menu.tsx',
  'src/shell/account-panel.tsx',
];
const firstUseWrong = [
  ...ON_FIRST_USE.filter((key) => !manifest[key]?.isDynamicEntry).map((key) => `${key} is not a file of its own`),
  ...ON_FIRST_USE.map((key) => manifest[key]?.file)
    .filter((file) => file && (trailsLoad.has(file) || dashboardLoad.has(file)))
    .map((file) => `${file} is in a signed-in cold load`),
];
console.log(`Loaded on first use: ${ON_FIRST_USE.map((key) => manifest[key]?.name ?? key).join(', ')}.`);

// The screens' texts (src/i18n/parts.ts) are in no landing load: neither their file nor, in
// the code of those loads, a key of theirs (a text that would show as its key).
const screensTexts = chunkOf('cairn-messages:ar/screens');
const screensNamespaces = [
  ...new Set([...readFileSync(join(dist, screensTexts.file), 'utf8').matchAll(/"([a-zA-Z]+)\.[\w$]+":/g)].map(([, ns]) => ns)),
];
const screensKey = new RegExp(`["'\`](${screensNamespaces.join('|')})\\.[\\w$]+`, 'g');
const catalogueFiles = new Set(catalogues.map(([, chunk]) => chunk.file));
const screensWrong = [...new Set([...dashboardLoad, ...trailsLoad])]
  .filter((file) => file.endsWith('.js') && !catalogueFiles.has(file))
  .flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(screensKey)].map(([key]) => `${file} uses ${key.slice(1)}`));
if (dashboardLoad.has(screensTexts.file) || trailsLoad.has(screensTexts.file)) screensWrong.push(`${screensTexts.file} is in a landing load`);
console.log(`The screens' texts (${screensNamespaces.join(', ')}): in no landing load${screensWrong.length ? ' - WRONG' : ''}.`);

const machinery = await machineryKb();
console.log(`The catalogue machinery: ${machinery.toFixed(1)} KB gzip of a ${MACHINERY_BUDGET_KB} KB budget.`);

let failed = false;
if (machinery > MACHINERY_BUDGET_KB) {
  console.error(`The catalogue machinery is over its budget by ${(machinery - MACHINERY_BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
if (landing > LANDING_BUDGET_KB) {
  console.error(`Sign-in -> dashboard is over budget by ${(landing - LANDING_BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
if (editorKb > EDITOR_BUDGET_KB) {
  console.error(`The trail editor is over its budget by ${(editorKb - EDITOR_BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
if (trailsKb > TRAILS_BUDGET_KB) {
  console.error(`The signed-in /trails load is over its budget by ${(trailsKb - TRAILS_BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
for (const wrongly of firstUseWrong) {
  console.error(`Loaded on first use: ${wrongly}.`);
  failed = true;
}
if (signInCallPullsApp) {
  console.error("The sign-in call loads the signed-in app's file.");
  failed = true;
}
if (catalogues.length !== 5 || wrong.length > 0) {
  console.error('Expected ar panel, ar screens, en sign-in, en panel and en screens as separate lazily loaded chunks.');
  failed = true;
}
for (const wrongly of screensWrong) {
  console.error(`The screens' texts: ${wrongly}.`);
  failed = true;
}
// The first screen's code is one file (build/chunks.ts): a file it imports (what it shares with
// lazily loaded code, or Rolldown's runtime helpers) is one more request per load.
const entryImports = entry.imports ?? [];
if (entryImports.length > 0) {
  console.error(`The entry's file imports ${entryImports.map((key) => manifest[key]?.file ?? key).join(', ')}.`);
  failed = true;
}
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
if (failed) process.exit(1);
