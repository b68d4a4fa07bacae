/**
 * Photos built byte by byte for the photo pipeline's tests: a JPEG as a phone writes it (EXIF
 * with orientation, GPS and camera; XMP; IPTC) and clean ones, PNG and WebP with metadata, and
 * HEIC/HEIF/AVIF headers. Only the headers are real: jsdom decodes no picture.
 */
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A JPEG segment: marker, length, payload. */
const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];

/**
 * A TIFF structure (EXIF's body) whose first directory holds the orientation, the camera's
 * make and a pointer to a GPS directory (as a phone writes them), in either byte order.
 */
export function tiff(orientation: number | null, order: 'II' | 'MM' = 'MM'): number[] {
  const u16 = order === 'II' ? u16le : u16be;
  const u32 = order === 'II' ? u32le : u32be;
  const entries: number[][] = [];
  const make = text('Phone\0\0\0');
  // The directory: 8 (header) + 2 + entries * 12 + 4; values after it.
  const count = orientation === null ? 2 : 3;
  const valuesAt = 8 + 2 + count * 12 + 4;
  entries.push([...u16(0x010f), ...u16(2), ...u32(make.length), ...u32(valuesAt)]); // Make
  if (orientation !== null) entries.push([...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0]);
  const gpsAt = valuesAt + make.length;
  entries.push([...u16(0x8825), ...u16(4), ...u32(1), ...u32(gpsAt)]); // GPS directory
  const gps = [...u16(1), ...u16(0x0001), ...u16(2), ...u32(2), ...text('N\0'), 0, 0, ...u32(0)]; // GPSLatitudeRef N
  return [...text(order), ...u16(42), ...u32(8), ...u16(count), ...entries.flat(), ...u32(0), ...make, ...gps];
}

export interface JpegOptions {
  width?: number;
  height?: number;
  /** EXIF orientation; null: an EXIF block without one; undefined: no EXIF block. */
  orientation?: number | null;
  xmp?: boolean;
  /** Bytes of XMP text (a photo editor's history can be large). */
  xmpBytes?: number;
  iptc?: boolean;
  /** Filler bytes in the compressed data, to make the file as large as a photo. */
  dataBytes?: number;
}

export function jpegBytes({ width = 640, height = 480, orientation, xmp = false, xmpBytes = 40, iptc = false, dataBytes = 64 }: JpegOptions = {}): Uint8Array {
  const parts: number[] = [0xff, 0xd8];
  parts.push(...segment(0xe0, [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  if (orientation !== undefined) parts.push(...segment(0xe1, [...text('Exif\0\0'), ...tiff(orientation)]));
  if (xmp) parts.push(...segment(0xe1, [...text('http://ns.adobe.com/xap/1.0/\0'), ...text('<x:xmpmeta>'.padEnd(xmpBytes, ' '))]));
  if (iptc) parts.push(...segment(0xed, [...text('Photoshop 3.0\0'), ...text('8BIM'), 4, 4, 0, 0, 0, 0, 0, 0]));
  parts.push(...segment(0xdb, [0, ...new Array<number>(64).fill(1)])); // DQT
  parts.push(...segment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0])); // SOF0
  parts.push(...segment(0xda, [1, 1, 0, 0, 0x3f, 0])); // SOS
  const data = new Uint8Array(parts.length + dataBytes + 2);
  data.set(parts);
  for (let i = 0; i < dataBytes; i++) data[parts.length + i] = (i * 7) % 0xfe; // never 0xFF
  data.set([0xff, 0xd9], parts.length + dataBytes);
  return data;
}

const crcless = (type: string, payload: number[]) => [...u32be(payload.length), ...text(type), ...payload, 0, 0, 0, 0];

export function pngBytes({ width = 1, height = 1, exif = false, textChunk = false, xmp = false } = {}): Uint8Array {
  return Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...crcless('IHDR', [...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]),
    ...(exif ? crcless('eXIf', tiff(8)) : []),
    ...(textChunk ? crcless('tEXt', text('Author\0Someone')) : []),
    ...(xmp ? crcless('iTXt', text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>')) : []),
    ...crcless('IDAT', [0, 0]),
    ...crcless('IEND', []),
  ]);
}

const riffChunk = (type: string, payload: number[]) => [...text(type), ...u32le(payload.length), ...payload, ...(payload.length % 2 ? [0] : [])];

export function webpBytes({ width = 3000, height = 2000, exif = false, xmp = false } = {}): Uint8Array {
  const u24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  const chunks = [
    ...riffChunk('VP8X', [0x0c, 0, 0, 0, ...u24(width - 1), ...u24(height - 1)]),
    ...riffChunk('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)]),
    ...(exif ? riffChunk('EXIF', tiff(6, 'II')) : []),
    ...(xmp ? riffChunk('XMP ', text('<x:xmpmeta/>')) : []),
  ];
  return Uint8Array.from([...text('RIFF'), ...u32le(chunks.length + 4), ...text('WEBP'), ...chunks]);
}

/** An ISO-BMFF file's `ftyp` box (HEIC, HEIF, AVIF) with its brands, then a little data. */
export function ftypBytes(major: string, compatible: string[] = []): Uint8Array {
  const size = 16 + compatible.length * 4;
  return Uint8Array.from([...u32be(size), ...text('ftyp'), ...text(major), 0, 0, 0, 0, ...compatible.flatMap(text), ...u32be(8), ...text('free')]);
}

export const fileOf = (bytes: Uint8Array, name: string, type = '') => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
