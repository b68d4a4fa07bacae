// A signed-in administrator's cold load of /trails, in Chrome, against a plain React page
// showing the same 12 rows. Not part of CI (it needs a browser):
//   npm run bench:load                      (7 pairs; `-- --runs 11`, `-- --port 8784`)
//
// It builds the production bundle and the floor page (bench/floor/: React and a <table>,
// nothing else, fetching the same first page from the same backend), serves both and the
// fake backend over real HTTP on one origin (`npm run api -- --dist`, which compresses like
// any production server: brotli when accepted, else gzip), signs in once over HTTP and, for
// each sample:
// - a fresh Chromium profile, the session put in localStorage before the page loads (as the
//   panel stores it), the HTTP cache disabled (CDP Network.setCacheDisabled) and the CPU
//   throttled 4x (CDP Emulation.setCPUThrottlingRate);
// - from navigation start to the 12th row of the table in the DOM (a MutationObserver in the
//   page), the requests and the bytes transferred (CDP: encoded lengths, headers included)
//   until the network is quiet, and the JS heap after a garbage collection (CDP
//   HeapProfiler.collectGarbage, Runtime.getHeapUsage).
// Samples alternate panel / floor, so both see the same machine load; it prints each figure's
// median and the median of the per-pair time ratios. Chromium: /usr/bin/chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run, signIn, startApi } from './lib/bench-api.mjs';
import { launchChromium } from './lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '4087' },
    cpu: { type: 'string', default: '4' },
    path: { type: 'string', default: '/trails' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const cpuRate = Number(values.cpu);
const ROWS = 12;

/** The production bundle in `out`, the floor page in `out/floor/`. */
function build(out) {
  run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_MOCKS: 'false',
  });
  run('npx', [
    'vite',
    'build',
    'bench/floor',
    '--config',
    'bench/floor/vite.config.ts',
    '--outDir',
    join(out, 'floor'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
}

/** One cold load of `url`: time to the 12th row, requests, bytes and heap. */
async function sample(url, storage) {
  const profile = mkdtempSync(join(tmpdir(), 'cairn-load-'));
  const context = await launchChromium(profile, { viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(
      ({ entries, rows }) => {
        for (const [key, value] of Object.entries(entries))
          globalThis.localStorage.setItem(key, value);
        // Time of the first DOM change that leaves `rows` rows in a table body.
        const observer = new globalThis.MutationObserver(() => {
          if (globalThis.document.querySelectorAll('tbody tr').length < rows) return;
          globalThis.__rowsShownAt = performance.now();
          observer.disconnect();
        });
        observer.observe(globalThis.document, { childList: true, subtree: true });
      },
      { entries: storage, rows: ROWS },
    );
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const requests = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (request.url.startsWith('data:')) return;
      requests.set(requestId, { url: request.url, bytes: 0, done: false });
      lastActivity = Date.now();
    });
    const finish = ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.bytes = encodedDataLength ?? 0;
      entry.done = true;
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', finish);
    cdp.on('Network.loadingFailed', finish);

    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => globalThis.__rowsShownAt !== undefined, null, {
      timeout: 120_000,
      polling: 100,
    });
    const time = await page.evaluate(() => globalThis.__rowsShownAt);
    // Everything the load brings: wait until nothing has been in flight for 1 s.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const busy = [...requests.values()].some((r) => !r.done);
      if (!busy && Date.now() - lastActivity > 1000) break;
      await new Promise((tick) => setTimeout(tick, 100));
    }
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const list = [...requests.values()];
    return {
      time,
      requests: list.length,
      kb: list.reduce((sum, r) => sum + r.bytes, 0) / 1024,
      heap: usedSize / 1024 / 1024,
      urls: list.map(
        (r) =>
          `${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
      ),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const out = mkdtempSync(join(tmpdir(), 'cairn-load-dist-'));
let api;
try {
  build(out);
  api = await startApi(port, out);
  const base = `http://127.0.0.1:${port}`;
  const storage = await signIn(base);
  const panel = [];
  const floor = [];
  // One unmeasured load of each first (the server's and the OS's caches warm).
  await sample(`${base}${values.path}`, storage);
  await sample(`${base}/floor/index.html`, storage);
  for (let i = 0; i < runs; i++) {
    panel.push(await sample(`${base}${values.path}`, storage));
    floor.push(await sample(`${base}/floor/index.html`, storage));
    process.stdout.write(
      `pair ${i + 1}/${runs}: ${Math.round(panel[i].time)} ms / ${Math.round(floor[i].time)} ms\n`,
    );
  }
  if (process.env.BENCH_REQUESTS)
    console.log(`\nRequests of the last panel sample:\n${panel.at(-1).urls.join('\n')}`);
  const row = (name, key, digits) => {
    const p = median(panel.map((s) => s[key]));
    const f = median(floor.map((s) => s[key]));
    return `| ${name} | ${p.toFixed(digits)} | ${f.toFixed(digits)} | ${(p / f).toFixed(2)}× |`;
  };
  const ratios = panel.map((s, i) => s.time / floor[i].time);
  console.log(
    `\nSigned-in cold load of ${values.path}, CPU ${cpuRate}× slower, ${runs} pairs (medians):`,
  );
  console.log('| figure | panel | floor | panel ÷ floor |');
  console.log('|---|---|---|---|');
  console.log(row('time to the 12th row, ms', 'time', 0));
  console.log(row('requests', 'requests', 0));
  console.log(row('transferred, KB', 'kb', 1));
  console.log(row('heap after GC, MiB', 'heap', 2));
  console.log(
    `Paired time ratio: median ${median(ratios).toFixed(2)}× (min ${Math.min(...ratios).toFixed(2)}×, max ${Math.max(...ratios).toFixed(2)}×)`,
  );
} finally {
  api?.kill('SIGTERM');
  rmSync(out, { recursive: true, force: true });
}
