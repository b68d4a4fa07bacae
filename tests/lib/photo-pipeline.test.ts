import { describe, expect, it } from 'vitest';
import { fileSize } from '@/lib/file-size';
import { isHeifBytes, partitionImages, readBytes, sniffImageBytes } from '@/lib/image-sniff';
import { imageFacts, jpegSegments, stripJpegMetadata, stripPngMetadata, stripWebpMetadata, tiffOrientation } from '@/lib/photo-pipeline/metadata';
import {
  KEEP_MAX_BYTES,
  MAX_SENT_BYTES,
  MIN_QUALITY,
  QUALITY,
  encodedName,
  nextQuality,
  orientationApplied,
  orientationTransform,
  orientedSize,
  planPhoto,
  scaledSize,
} from '@/lib/photo-pipeline/plan';
import { preparePhoto } from '@/lib/photo-pipeline/prepare';
import { fileOf, ftypBytes, jpegBytes, pngBytes, tiff, webpBytes } from './photo-fixtures';

const APP1 = 0xe1;
const APP13 = 0xed;
const markers = (bytes: Uint8Array) => jpegSegments(bytes).map((s) => s.marker);

describe('photo pipeline: sizes', () => {
  it.each([
    [{ width: 4000, height: 3000 }, { width: 2560, height: 1920 }],
    [{ width: 3000, height: 4000 }, { width: 1920, height: 2560 }],
    [{ width: 12000, height: 100 }, { width: 2560, height: 21 }],
    [{ width: 100_000, height: 1 }, { width: 2560, height: 1 }],
    [{ width: 2561, height: 2561 }, { width: 2560, height: 2560 }],
  ])('scales %o down to %o', (size, expected) => {
    expect(scaledSize(size)).toEqual(expected);
  });

  it('never scales a photo up, and leaves one of exactly 2,560 px as it is', () => {
    const small = { width: 800, height: 600 };
    expect(scaledSize(small)).toBe(small);
    const edge = { width: 2560, height: 1440 };
    expect(scaledSize(edge)).toBe(edge);
  });

  it('swaps the sides for the orientations that turn the picture a quarter (5-8) only', () => {
    const size = { width: 4000, height: 3000 };
    for (const o of [1, 2, 3, 4]) expect(orientedSize(size, o)).toEqual(size);
    for (const o of [5, 6, 7, 8]) expect(orientedSize(size, o)).toEqual({ width: 3000, height: 4000 });
  });

  it('shows sizes in megabytes with one decimal, whole kilobytes, or tenths of a kilobyte', () => {
    expect(fileSize(4_200_000)).toEqual({ value: 4.2, unit: 'megabyte' });
    expect(fileSize(610_400)).toEqual({ value: 610, unit: 'kilobyte' });
    expect(fileSize(999_600)).toEqual({ value: 1, unit: 'megabyte' });
    expect(fileSize(999_499)).toEqual({ value: 999, unit: 'kilobyte' });
    expect(fileSize(68)).toEqual({ value: 0.1, unit: 'kilobyte' });
    expect(fileSize(450)).toEqual({ value: 0.5, unit: 'kilobyte' });
    expect(fileSize(0)).toEqual({ value: 0, unit: 'kilobyte' });
  });
});

describe('photo pipeline: what the bytes say', () => {
  it('reads a phone JPEG: its size, orientation and every kind of metadata', () => {
    const bytes = jpegBytes({ width: 4000, height: 3000, orientation: 6, xmp: true, iptc: true });
    expect(imageFacts('jpeg', bytes)).toEqual({ width: 4000, height: 3000, orientation: 6, metadata: ['exif', 'xmp', 'iptc'] });
  });

  it('finds no metadata in a clean JPEG, and orientation 1 without EXIF', () => {
    expect(imageFacts('jpeg', jpegBytes({ width: 800, height: 600 }))).toEqual({ width: 800, height: 600, orientation: 1, metadata: [] });
  });

  it.each(['II', 'MM'] as const)('reads the orientation in %s byte order, and 1 for none or a wrong value', (order) => {
    expect(tiffOrientation(Uint8Array.from(tiff(8, order)))).toBe(8);
    expect(tiffOrientation(Uint8Array.from(tiff(null, order)))).toBe(1);
    expect(tiffOrientation(Uint8Array.from(tiff(9, order)))).toBe(1);
    expect(tiffOrientation(Uint8Array.from([1, 2, 3]))).toBe(1);
  });

  it('reads PNG (eXIf, text, XMP) and WebP (EXIF, XMP) metadata and sizes', () => {
    expect(imageFacts('png', pngBytes({ width: 300, height: 200 }))).toEqual({ width: 300, height: 200, orientation: 1, metadata: [] });
    expect(imageFacts('png', pngBytes({ exif: true, textChunk: true, xmp: true }))).toMatchObject({ orientation: 8, metadata: ['exif', 'text', 'xmp'] });
    expect(imageFacts('webp', webpBytes({ width: 3000, height: 2000 }))).toEqual({ width: 3000, height: 2000, orientation: 1, metadata: [] });
    expect(imageFacts('webp', webpBytes({ exif: true, xmp: true }))).toMatchObject({ orientation: 6, metadata: ['exif', 'xmp'] });
  });

  it('survives truncated and malformed headers', () => {
    const full = jpegBytes({ orientation: 6 });
    for (let cut = 0; cut < 60; cut += 3) expect(() => imageFacts('jpeg', full.subarray(0, cut))).not.toThrow();
    expect(imageFacts('jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toMatchObject({ width: null, metadata: [] });
  });
});

describe('photo pipeline: the metadata is not sent', () => {
  it('the JPEG scanner walks the header segments up to the picture data', () => {
    const bytes = jpegBytes({ orientation: 6, xmp: true, iptc: true });
    expect(markers(bytes)).toEqual([0xe0, APP1, APP1, APP13, 0xdb, 0xc0, 0xda]);
  });

  it('takes out EXIF, XMP and IPTC and keeps everything else byte for byte', () => {
    const bytes = jpegBytes({ width: 4000, height: 3000, orientation: 6, xmp: true, iptc: true, dataBytes: 500 });
    const stripped = stripJpegMetadata(bytes);
    expect(markers(stripped)).toEqual([0xe0, 0xdb, 0xc0, 0xda]);
    expect(imageFacts('jpeg', stripped)).toEqual({ width: 4000, height: 3000, orientation: 1, metadata: [] });
    // The picture data and the end marker are untouched.
    expect([...stripped.subarray(-502)]).toEqual([...bytes.subarray(-502)]);
    const clean = jpegBytes();
    expect(stripJpegMetadata(clean)).toBe(clean);
  });

  it('a phone JPEG that cannot be decoded here (no canvas) is still sent without its metadata', async () => {
    const photo = fileOf(jpegBytes({ width: 4000, height: 3000, orientation: 6, xmp: true, dataBytes: 5000 }), 'IMG_0001.jpg', 'image/jpeg');
    const { file, kept } = await preparePhoto(photo);
    expect(kept).toBe(false);
    const sent = await readBytes(file);
    expect(markers(sent)).not.toContain(APP1);
    expect(file.name).toBe('IMG_0001.jpg');
  });

  it('takes out PNG (eXIf, text, XMP) and WebP (EXIF, XMP) metadata without decoding, keeping the rest byte for byte', () => {
    const png = pngBytes({ width: 300, height: 200, exif: true, textChunk: true, xmp: true });
    const cleanPng = stripPngMetadata(png);
    expect(imageFacts('png', cleanPng)).toEqual({ width: 300, height: 200, orientation: 1, metadata: [] });
    expect([...cleanPng]).toEqual([...pngBytes({ width: 300, height: 200 })]);
    const webp = webpBytes({ width: 3000, height: 2000, exif: true, xmp: true });
    const cleanWebp = stripWebpMetadata(webp);
    expect(imageFacts('webp', cleanWebp)).toEqual({ width: 3000, height: 2000, orientation: 1, metadata: [] });
    // The RIFF size matches, and VP8X no longer says there is EXIF or XMP.
    expect(new DataView(cleanWebp.buffer).getUint32(4, true)).toBe(cleanWebp.length - 8);
    expect(cleanWebp[20]! & 0x0c).toBe(0);
    const clean = webpBytes();
    expect(stripWebpMetadata(clean)).toBe(clean);
    for (let cut = 0; cut < webp.length; cut += 7) expect(() => stripWebpMetadata(webp.subarray(0, cut))).not.toThrow();
    for (let cut = 0; cut < png.length; cut += 7) expect(() => stripPngMetadata(png.subarray(0, cut))).not.toThrow();
  });

  it.each([
    ['PNG', 'map.png', 'image/png', pngBytes({ width: 4000, height: 3000, exif: true, textChunk: true }), 'png'],
    ['WebP', 'ridge.webp', 'image/webp', webpBytes({ exif: true, xmp: true }), 'webp'],
  ] as const)('a %s with metadata that cannot be re-encoded here (no canvas) is sent without it', async (_format, name, type, bytes, kind) => {
    const { file, kept } = await preparePhoto(fileOf(bytes, name, type));
    expect(kept).toBe(false);
    expect([file.name, file.type]).toEqual([name, type]);
    expect(imageFacts(kind, await readBytes(file)).metadata).toEqual([]);
  });

  it('sends a small clean photo as it is, the very same file', async () => {
    const photo = fileOf(pngBytes({ width: 640, height: 480 }), 'map.png', 'image/png');
    expect(await preparePhoto(photo)).toEqual({ file: photo, kept: true });
  });
});

describe('photo pipeline: decisions', () => {
  const clean = { width: 1600, height: 1200, orientation: 1, metadata: [] };

  it('keeps a photo that is small, upright and without metadata', () => {
    expect(planPhoto('jpeg', 400_000, clean)).toEqual({ action: 'keep', reason: 'small' });
    expect(planPhoto('png', KEEP_MAX_BYTES, clean)).toEqual({ action: 'keep', reason: 'small' });
  });

  it('re-encodes a photo that is too large, carries metadata, is turned, or weighs too much', () => {
    expect(planPhoto('jpeg', 5_000_000, { ...clean, width: 4000, height: 3000, orientation: 6, metadata: ['exif'] })).toEqual({
      action: 'encode',
      size: { width: 1920, height: 2560 },
      type: 'image/jpeg',
      orientation: 6,
    });
    expect(planPhoto('jpeg', 400_000, { ...clean, metadata: ['xmp'] })).toMatchObject({ action: 'encode', size: { width: 1600, height: 1200 } });
    expect(planPhoto('jpeg', 400_000, { ...clean, orientation: 3 })).toMatchObject({ action: 'encode' });
    expect(planPhoto('png', KEEP_MAX_BYTES + 1, clean)).toMatchObject({ action: 'encode', type: 'image/webp' });
  });

  it('decides on the decoded picture when the header gives no size', () => {
    expect(planPhoto('avif', 100, { ...clean, width: null, height: null })).toMatchObject({ action: 'encode', size: null });
  });

  it('sends a GIF as it is: a canvas would keep only its first frame', () => {
    expect(planPhoto('gif', 9_000_000, { ...clean, width: 5000, height: 5000 })).toEqual({ action: 'keep', reason: 'animated' });
  });

  it('names a re-encoded photo after the chosen one, with its new format', () => {
    expect(encodedName('IMG_0001.HEIC.png', 'image/webp')).toBe('IMG_0001.HEIC.webp');
    expect(encodedName('summit', 'image/jpeg')).toBe('summit.jpg');
  });
});

describe('photo pipeline: orientation', () => {
  const stored = { width: 4000, height: 3000 };

  it('tells whether the decoder turned the picture (sides swapped for 5-8)', () => {
    expect(orientationApplied(stored, { width: 3000, height: 4000 }, 6)).toBe(true);
    expect(orientationApplied(stored, { width: 4000, height: 3000 }, 6)).toBe(false);
    expect(orientationApplied(stored, { width: 4000, height: 3000 }, 3)).toBe(true);
    expect(orientationApplied(null, { width: 4000, height: 3000 }, 8)).toBe(true);
  });

  // Where each corner of the stored picture (w×h) lands on the upright canvas.
  const apply = (m: number[], x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];
  it.each([
    [1, [0, 0], [4, 0]],
    [2, [4, 0], [0, 0]],
    [3, [4, 3], [0, 3]],
    [4, [0, 3], [4, 3]],
    [5, [0, 0], [0, 4]],
    [6, [3, 0], [3, 4]],
    [7, [3, 4], [3, 0]],
    [8, [0, 4], [0, 0]],
  ])('orientation %i: the stored top-left and top-right corners land at %j and %j', (orientation, topLeft, topRight) => {
    const m = orientationTransform(orientation, { width: 4, height: 3 });
    expect(apply(m, 0, 0)).toEqual(topLeft);
    expect(apply(m, 4, 0)).toEqual(topRight);
  });
});

describe('photo pipeline: HEIC/HEIF', () => {
  it.each([
    ['heic', []],
    ['heix', []],
    ['mif1', ['heic']],
    ['msf1', ['hevc']],
    ['mif1', []],
  ])('recognises the brand %s %j as HEIF', (major, compatible) => {
    expect(isHeifBytes(ftypBytes(major, compatible))).toBe(true);
    expect(sniffImageBytes(ftypBytes(major, compatible))).toBeNull();
  });

  it('tells AVIF (a HEIF too, and accepted) from HEIC', () => {
    expect(isHeifBytes(ftypBytes('avif', ['mif1', 'miaf']))).toBe(false);
    expect(isHeifBytes(ftypBytes('mif1', ['avif', 'miaf']))).toBe(false);
    expect(sniffImageBytes(ftypBytes('mif1', ['avif', 'miaf']))).toBe('avif');
    expect(isHeifBytes(ftypBytes('isom', ['mp41']))).toBe(false);
  });

  it('sets HEIC photos apart by their name or their bytes (a HEIC renamed .jpg)', async () => {
    const heic = fileOf(ftypBytes('heic', ['mif1', 'heic']), 'IMG_0002.HEIC');
    const disguised = fileOf(ftypBytes('heic'), 'IMG_0003.jpg');
    const heifNamed = fileOf(Uint8Array.from([1, 2, 3]), 'scan.heif');
    const jpeg = fileOf(jpegBytes(), 'ok.jpg');
    const text = fileOf(Uint8Array.from([104, 105]), 'notes.txt');
    const { images, heif, refused } = await partitionImages([heic, disguised, heifNamed, jpeg, text]);
    expect(heif).toEqual([heic, disguised, heifNamed]);
    expect(images).toEqual([jpeg]);
    expect(refused).toEqual([text]);
  });
});

describe('photo pipeline: the size sent', () => {
  it('encodes a photo again at a lower quality while it weighs more than 1 MB, down to 0.6', () => {
    expect(nextQuality(MAX_SENT_BYTES, QUALITY)).toBeNull();
    const second = nextQuality(1_364_000, QUALITY)!;
    expect(second).toBeLessThanOrEqual(0.8);
    expect(second).toBeGreaterThanOrEqual(MIN_QUALITY);
    expect(nextQuality(9_000_000, QUALITY)).toBe(MIN_QUALITY);
    expect(nextQuality(1_500_000, MIN_QUALITY)).toBeNull();
  });
});
