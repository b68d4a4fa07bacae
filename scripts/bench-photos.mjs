// The photo pipeline in a real browser, at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate):
// a phone-like JPEG (4000×3000, about 5 MB, EXIF orientation 6 with GPS position and camera)
// is chosen in the trail editor; the script reports the time until its preview shows the
// prepared photo, and checks what would be sent: at most 1 MB, 1920×2560 (upright), no EXIF.
// Not part of CI. Uses Debian's Chromium, no download.
//
//   npm run build:demo && npx vite preview --mode demo --port 4306 --strictPort &
//   node scripts/bench-photos.mjs --base http://localhost:4306 [--runs 3] [--shots /tmp/dir]
//
// With --shots: screenshots of the photos section with the sizes and of the HEIC message, in
// Arabic and English at 1440 px.
/* global document, OffscreenCanvas, createImageBitmap, window, PopStateEvent -- page.evaluate callbacks run in the browser */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/chromium.mjs';
import { signInDemo } from './lib/demo-sign-in.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4306' },
    runs: { type: 'string', default: '3' },
    shots: { type: 'string', default: '' },
  },
});
const work = mkdtempSync(join(tmpdir(), 'cairn-photos-'));

// --- An EXIF block as a phone writes it: Make, Model, Orientation 6, a GPS directory --------
function exifApp1() {
  const bytes = [];
  const u16 = (n) => bytes.push((n >> 8) & 0xff, n & 0xff);
  const u32 = (n) => bytes.push((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
  const text = (s) => [...s].map((c) => c.charCodeAt(0));
  const make = text('Apple\0');
  const model = text('iPhone 15 Pro\0');
  // IFD0 at 8: 4 entries; GPS IFD after IFD0 and its values.
  const ifd0 = 8;
  const ifd0Size = 2 + 4 * 12 + 4;
  const makeAt = ifd0 + ifd0Size;
  const modelAt = makeAt + make.length;
  const gpsAt = modelAt + model.length;
  const gpsSize = 2 + 4 * 12 + 4;
  const latAt = gpsAt + gpsSize;
  const lonAt = latAt + 24;
  bytes.push(...text('MM'));
  u16(42);
  u32(ifd0);
  u16(4);
  u16(0x010f); u16(2); u32(make.length); u32(makeAt);
  u16(0x0110); u16(2); u32(model.length); u32(modelAt);
  u16(0x0112); u16(3); u32(1); u16(6); u16(0);
  u16(0x8825); u16(4); u32(1); u32(gpsAt);
  u32(0);
  bytes.push(...make, ...model);
  u16(4);
  u16(0x0001); u16(2); u32(2); bytes.push(...text('N\0'), 0, 0);
  u16(0x0002); u16(5); u32(3); u32(latAt);
  u16(0x0003); u16(2); u32(2); bytes.push(...text('E\0'), 0, 0);
  u16(0x0004); u16(5); u32(3); u32(lonAt);
  u32(0);
  for (const v of [31, 1, 46, 1, 3012, 100, 35, 1, 26, 1, 1740, 100]) u32(v);
  const payload = [...text('Exif\0\0'), ...bytes];
  return Buffer.from([0xff, 0xe1, ((payload.length + 2) >> 8) & 0xff, (payload.length + 2) & 0xff, ...payload]);
}

/** The markers of a JPEG's header segments, up to the start of scan. */
function jpegMarkers(buf) {
  const markers = [];
  let at = 2;
  while (at + 4 <= buf.length && buf[at] === 0xff) {
    const marker = buf[at + 1];
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return markers;
}

const signIn = (page, lang) => signInDemo(page, opts.base, lang);

async function openNewTrail(page) {
  await page.evaluate(() => {
    window.history.pushState({}, '', '/trail/new');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await page.waitForSelector('#trail-field-photos', { timeout: 30_000 });
}

/**
 * The test photo, drawn in the page: upright it is 3000×4000 with a red block at the top
 * left and a blue one at the bottom right over noise; it is stored turned a quarter
 * anticlockwise (4000×3000), as a phone held upright stores it with orientation 6.
 */
async function makePhoto(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const c = canvas.getContext('2d');
    const image = c.createImageData(4000, 3000);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const p = i / 4;
      const x = p % 4000;
      const y = Math.floor(p / 4000);
      const n = seed % 90;
      image.data[i] = 90 + ((x >> 4) % 60) + n;
      image.data[i + 1] = 120 + ((y >> 4) % 50) + (n >> 1);
      image.data[i + 2] = 80 + n;
      image.data[i + 3] = 255;
    }
    c.putImageData(image, 0, 0);
    // Upright top-left (u 0..600, v 0..600) is stored at the bottom-left (x = v, y = 3000 - u).
    c.fillStyle = '#ff0000';
    c.fillRect(0, 2400, 600, 600);
    // Upright bottom-right (u 2400..3000, v 3400..4000) is stored at the top-right.
    c.fillStyle = '#0000ff';
    c.fillRect(3400, 0, 600, 600);
    let best = null;
    for (const quality of [0.8, 0.85, 0.88, 0.9, 0.92, 0.94]) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (!best || Math.abs(blob.size - 5e6) < Math.abs(best.size - 5e6)) best = blob;
    }
    const bytes = new Uint8Array(await best.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  });
  const encoded = Buffer.from(base64, 'base64');
  // SOI, then the EXIF block, then the rest (the canvas's JFIF APP0 and the picture).
  const photo = Buffer.concat([encoded.subarray(0, 2), exifApp1(), encoded.subarray(2)]);
  const path = join(work, 'IMG_4032.jpg');
  writeFileSync(path, photo);
  return { path, size: photo.length, markers: jpegMarkers(photo) };
}

/** What the preview of the last new photo holds: its bytes' facts, size and corner colours. */
const previewFacts = (page) =>
  page.evaluate(async () => {
    const img = [...document.querySelectorAll('li img[src^="blob:"]')].at(-1);
    // The page's CSP lets no fetch() read a blob: URL: the Blob is the one the page made it for.
    const blob = window.cairnBlobs.get(img.src);
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const c = canvas.getContext('2d');
    c.drawImage(bitmap, 0, 0);
    const at = (x, y) => [...c.getImageData(x, y, 1, 1).data.slice(0, 3)];
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return {
      type: blob.type,
      size: blob.size,
      width: bitmap.width,
      height: bitmap.height,
      topLeft: at(100, 100),
      bottomRight: at(bitmap.width - 100, bitmap.height - 100),
      head: [...bytes.subarray(0, 4096)],
    };
  });

const userDataDir = mkdtempSync(join(tmpdir(), 'cairn-chromium-'));
const context = await launchChromium(userDataDir);
// Remembers the Blob of each object URL (the previews), for reading what would be sent.
await context.addInitScript(() => {
  const create = URL.createObjectURL.bind(URL);
  window.cairnBlobs = new Map();
  URL.createObjectURL = (blob) => {
    const url = create(blob);
    window.cairnBlobs.set(url, blob);
    return url;
  };
});
let failed = false;
try {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await signIn(page, 'en');
  await openNewTrail(page);
  const photo = await makePhoto(page);
  console.log(`Test photo: ${(photo.size / 1e6).toFixed(2)} MB, 4000×3000, markers ${photo.markers.map((m) => m.toString(16)).join(' ')}`);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  const longTasks = [];
  for (let run = 0; run < Number(opts.runs); run++) {
    const before = await page.locator('li img[src^="blob:"]').count();
    const copy = join(work, `IMG_40${40 + run}.jpg`);
    copyFileSync(photo.path, copy);
    // The main thread's long tasks while the photo is prepared (the work is in the worker).
    await page.evaluate(() => {
      window.cairnLongTasks = [];
      window.cairnObserver?.disconnect();
      window.cairnObserver = new PerformanceObserver((list) => window.cairnLongTasks.push(...list.getEntries().map((e) => e.duration)));
      window.cairnObserver.observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.setInputFiles('input[type="file"][accept*=".heic"]', copy);
    // Ready: the photo's size line shows the size before and after.
    await page.waitForFunction(
      (n) => document.querySelectorAll('li img[src^="blob:"]').length > n && [...document.querySelectorAll('li p')].filter((p) => p.textContent.includes('→')).length > n,
      before,
      { timeout: 120_000 },
    );
    times.push(Date.now() - started);
    const longest = await page.evaluate(() => Math.round(Math.max(0, ...window.cairnLongTasks)));
    longTasks.push(longest);
    const facts = await previewFacts(page);
    const sent = Buffer.from(facts.head);
    const markers = jpegMarkers(sent);
    const ok =
      facts.size <= 1_000_000 &&
      facts.width === 1920 &&
      facts.height === 2560 &&
      !markers.includes(0xe1) &&
      facts.topLeft[0] > 200 && facts.topLeft[2] < 80 &&
      facts.bottomRight[2] > 200 && facts.bottomRight[0] < 80;
    failed ||= !ok;
    console.log(
      `Run ${run + 1}: ${times.at(-1)} ms (longest main-thread task ${longest} ms); sent ${facts.type} ${(facts.size / 1e3).toFixed(0)} kB, ${facts.width}×${facts.height}, ` +
        `markers ${markers.map((m) => m.toString(16)).join(' ')}, top-left rgb(${facts.topLeft}), bottom-right rgb(${facts.bottomRight}): ${ok ? 'ok' : 'WRONG'}`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`Time per photo at 4× CPU slowdown: median ${sorted[Math.floor(sorted.length / 2)]} ms (runs: ${times.join(', ')} ms; the first loads the pipeline)`);
  console.log(`Worker used: ${workers.some((u) => u.includes('photo-worker')) ? 'yes' : 'NO'} (${workers.join(', ') || 'none'})`);
  failed ||= !workers.some((u) => u.includes('photo-worker'));
  await page.close();

  if (opts.shots) {
    mkdirSync(opts.shots, { recursive: true });
    const heic = join(work, 'IMG_4033.HEIC');
    writeFileSync(heic, Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), 0, 0, 0, 8, ...Buffer.from('free')]));
    const small = join(work, 'map.png');
    // A small clean PNG (sent as it is), made by the page.
    for (const lang of ['ar', 'en']) {
      const shot = await context.newPage();
      await shot.setViewportSize({ width: 1440, height: 900 });
      await signIn(shot, lang);
      await openNewTrail(shot);
      const png = await shot.evaluate(async () => {
        const canvas = new OffscreenCanvas(800, 500);
        const c = canvas.getContext('2d');
        c.fillStyle = '#2f7d4f';
        c.fillRect(0, 0, 800, 500);
        c.fillStyle = '#f2e6c9';
        c.fillRect(100, 100, 600, 300);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
        return btoa(String.fromCharCode(...bytes));
      });
      writeFileSync(small, Buffer.from(png, 'base64'));
      await shot.setInputFiles('input[type="file"][accept*=".heic"]', [photo.path, small]);
      await shot.waitForFunction(() => [...document.querySelectorAll('li p')].filter((p) => /→|←/.test(p.textContent)).length > 0, null, { timeout: 120_000 });
      await shot.waitForTimeout(500);
      await shot.locator('[role="group"][aria-labelledby="photos-heading"]').scrollIntoViewIfNeeded();
      await shot.screenshot({ path: join(opts.shots, `${lang}-1440-photos-sizes.png`) });
      await shot.setInputFiles('input[type="file"][accept*=".heic"]', heic);
      await shot.waitForSelector('.mantine-Notification-root', { timeout: 30_000 });
      await shot.waitForTimeout(600);
      await shot.screenshot({ path: join(opts.shots, `${lang}-1440-photos-heic.png`) });
      console.log(`Screenshots: ${opts.shots}/${lang}-1440-photos-*.png`);
      await shot.close();
    }
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
