/**
 * What a photo's bytes say before it is decoded: its pixel size, its EXIF orientation and
 * which metadata it carries (EXIF: GPS position, camera, owner, a thumbnail; XMP; IPTC;
 * PNG text). Pure functions over the bytes, so the pipeline's decisions are tested without
 * a canvas, and a photo that needs no work is never decoded.
 */
import type { ImageKind } from '@/lib/image-sniff';

export type MetadataKind = 'exif' | 'xmp' | 'iptc' | 'text';

export interface ImageFacts {
  /** Stored pixel size (before orientation), or null when the header does not say. */
  width: number | null;
  height: number | null;
  /** EXIF orientation 1-8 (1: upright, also when there is none). */
  orientation: number;
  metadata: MetadataKind[];
}

const latin = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
const be16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const be32 = (b: Uint8Array, at: number) => ((be16(b, at) << 16) | be16(b, at + 2)) >>> 0;
const le16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, at: number) => le16(b, at) | ((b[at + 2] ?? 0) << 16);
const le32 = (b: Uint8Array, at: number) => ((le16(b, at + 2) << 16) | le16(b, at)) >>> 0;

// ---------------------------------------------------------------------------------------------
// JPEG

export interface JpegSegment {
  /** The marker's second byte (0xE1: APP1, 0xC0: SOF0, 0xDA: start of scan...). */
  marker: number;
  /** Offset of the 0xFF of the marker. */
  offset: number;
  /** Bytes of the whole segment, marker included. */
  length: number;
}

const EXIF_ID = 'Exif\0\0';
const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0';
const XMP_EXTENDED_ID = 'http://ns.adobe.com/xmp/extension/\0';

/** Markers without a length: SOI, EOI, RSTn, TEM. */
const standalone = (marker: number) => marker === 0xd8 || marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The segments of a JPEG's header, from SOI up to and including the start of scan (the
 * compressed data after it is not walked). Stops at the first malformed marker.
 */
export function jpegSegments(bytes: Uint8Array): JpegSegment[] {
  const segments: JpegSegment[] = [];
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return segments;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      segments.push({ marker, offset: at, length: 2 });
      at += 2;
      continue;
    }
    const length = be16(bytes, at + 2);
    if (length < 2) break;
    segments.push({ marker, offset: at, length: length + 2 });
    if (marker === 0xda) break;
    at += length + 2;
  }
  return segments;
}

/** What a JPEG segment carries, when it is metadata (APP1 EXIF or XMP, APP13 IPTC). */
function jpegSegmentMetadata(bytes: Uint8Array, segment: JpegSegment): MetadataKind | null {
  const payload = segment.offset + 4;
  if (segment.marker === 0xe1) {
    if (latin(bytes, payload, payload + EXIF_ID.length) === EXIF_ID) return 'exif';
    const id = latin(bytes, payload, payload + XMP_EXTENDED_ID.length);
    if (id.startsWith(XMP_ID) || id === XMP_EXTENDED_ID) return 'xmp';
    return 'exif'; // an APP1 of another kind: metadata all the same
  }
  // APP13 is Photoshop's IPTC block ("Photoshop 3.0"); any other APP13 is dropped too.
  if (segment.marker === 0xed) return 'iptc';
  return null;
}

/**
 * The JPEG without its metadata segments (APP1: EXIF and XMP; APP13: IPTC); the same bytes
 * when there are none. Colour profiles (APP2) and the picture itself are left as they are.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  const drop = jpegSegments(bytes).filter((s) => jpegSegmentMetadata(bytes, s) !== null);
  if (drop.length === 0) return bytes;
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const segment of drop) {
    parts.push(bytes.subarray(from, segment.offset));
    from = segment.offset + segment.length;
  }
  parts.push(bytes.subarray(from));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The orientation tag (0x0112) of a TIFF structure (EXIF's body), 1 when absent or invalid. */
export function tiffOrientation(tiff: Uint8Array): number {
  const order = latin(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const u16 = order === 'II' ? le16 : be16;
  const u32 = order === 'II' ? le32 : be32;
  if (u16(tiff, 2) !== 42) return 1;
  const ifd = u32(tiff, 4);
  const count = u16(tiff, ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    if (u16(tiff, entry) === 0x0112) {
      const value = u16(tiff, entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function jpegFacts(bytes: Uint8Array): ImageFacts {
  const facts: ImageFacts = { width: null, height: null, orientation: 1, metadata: [] };
  for (const segment of jpegSegments(bytes)) {
    const kind = jpegSegmentMetadata(bytes, segment);
    if (kind && !facts.metadata.includes(kind)) facts.metadata.push(kind);
    const payload = segment.offset + 4;
    if (segment.marker === 0xe1 && latin(bytes, payload, payload + 6) === EXIF_ID) {
      facts.orientation = tiffOrientation(bytes.subarray(payload + 6, segment.offset + segment.length));
    }
    // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    const m = segment.marker;
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) {
      facts.height = be16(bytes, payload + 1);
      facts.width = be16(bytes, payload + 3);
    }
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// PNG, WebP, GIF, AVIF

function pngFacts(bytes: Uint8Array): ImageFacts {
  const facts: ImageFacts = { width: null, height: null, orientation: 1, metadata: [] };
  const add = (kind: MetadataKind) => !facts.metadata.includes(kind) && facts.metadata.push(kind);
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = be32(bytes, at);
    const type = latin(bytes, at + 4, at + 8);
    const data = at + 8;
    if (type === 'IHDR') {
      facts.width = be32(bytes, data);
      facts.height = be32(bytes, data + 4);
    } else if (type === 'eXIf') {
      add('exif');
      facts.orientation = tiffOrientation(bytes.subarray(data, data + length));
    } else if (type === 'iTXt' && latin(bytes, data, data + 18) === 'XML:com.adobe.xmp\0') add('xmp');
    else if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') add('text');
    else if (type === 'IEND') break;
    at = data + length + 4;
  }
  return facts;
}

function webpFacts(bytes: Uint8Array): ImageFacts {
  const facts: ImageFacts = { width: null, height: null, orientation: 1, metadata: [] };
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = latin(bytes, at, at + 4);
    const size = le32(bytes, at + 4);
    const data = at + 8;
    if (type === 'VP8X') {
      facts.width = le24(bytes, data + 4) + 1;
      facts.height = le24(bytes, data + 7) + 1;
    } else if (type === 'VP8 ' && facts.width === null) {
      facts.width = le16(bytes, data + 6) & 0x3fff;
      facts.height = le16(bytes, data + 8) & 0x3fff;
    } else if (type === 'VP8L' && facts.width === null) {
      const bits = le32(bytes, data + 1);
      facts.width = (bits & 0x3fff) + 1;
      facts.height = ((bits >>> 14) & 0x3fff) + 1;
    } else if (type === 'EXIF') {
      facts.metadata.push('exif');
      const body = bytes.subarray(data, data + size);
      // Some writers put JPEG's "Exif\0\0" before the TIFF structure.
      facts.orientation = tiffOrientation(latin(body, 0, 6) === EXIF_ID ? body.subarray(6) : body);
    } else if (type === 'XMP ') facts.metadata.push('xmp');
    at = data + size + (size % 2);
  }
  return facts;
}

function gifFacts(bytes: Uint8Array): ImageFacts {
  return { width: le16(bytes, 6) || null, height: le16(bytes, 8) || null, orientation: 1, metadata: [] };
}

function indexOf(bytes: Uint8Array, text: string, limit: number): number {
  const codes = [...text].map((c) => c.charCodeAt(0));
  const end = Math.min(bytes.length, limit) - codes.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * AVIF keeps its metadata as items of its `meta` box, near the start: an item of type Exif,
 * or XMP as a `mime` item of type application/rdf+xml. Its size is the `ispe` property.
 */
function avifFacts(bytes: Uint8Array): ImageFacts {
  const head = 64 * 1024;
  const ispe = indexOf(bytes, 'ispe', head);
  const metadata: MetadataKind[] = [];
  if (indexOf(bytes, 'Exif', head) >= 0) metadata.push('exif');
  if (indexOf(bytes, 'application/rdf+xml', head) >= 0) metadata.push('xmp');
  return {
    width: ispe >= 0 ? be32(bytes, ispe + 8) : null,
    height: ispe >= 0 ? be32(bytes, ispe + 12) : null,
    orientation: 1, // AVIF turns with its irot/imir properties, which every decoder applies
    metadata,
  };
}

/** `bytes` with the ranges `drop` ([from, to), in order, not overlapping) cut out. */
function without(bytes: Uint8Array, drop: ReadonlyArray<readonly [number, number]>): Uint8Array {
  const out = new Uint8Array(bytes.length - drop.reduce((n, [from, to]) => n + to - from, 0));
  let [read, write] = [0, 0];
  for (const [from, to] of drop) {
    out.set(bytes.subarray(read, from), write);
    write += from - read;
    read = to;
  }
  out.set(bytes.subarray(read), write);
  return out;
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/**
 * The PNG without its metadata chunks (eXIf: EXIF with GPS; tEXt, zTXt, iTXt: text and XMP),
 * not decoded: each chunk carries its own checksum, so the others stay valid byte for byte.
 * The same bytes when there are none; a malformed chunk ends the walk (the rest kept).
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const drop: Array<[number, number]> = [];
  for (let at = 8; at + 12 <= bytes.length; ) {
    const end = at + 12 + be32(bytes, at);
    const type = latin(bytes, at + 4, at + 8);
    if (end > bytes.length) break;
    if (PNG_METADATA.has(type)) drop.push([at, end]);
    if (type === 'IEND') break;
    at = end;
  }
  return drop.length === 0 ? bytes : without(bytes, drop);
}

/** VP8X flags: the file has an EXIF chunk, an XMP chunk. */
const WEBP_EXIF_FLAG = 0x08;
const WEBP_XMP_FLAG = 0x04;

/**
 * The WebP without its EXIF and XMP chunks, not decoded: the RIFF size and the VP8X flags are
 * set to match. The same bytes when there are none; a malformed chunk ends the walk.
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  const drop: Array<[number, number]> = [];
  let vp8x = -1;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = latin(bytes, at, at + 4);
    const size = le32(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) break;
    if (type === 'EXIF' || type === 'XMP ') drop.push([at, end]);
    if (type === 'VP8X') vp8x = at + 8;
    at = end;
  }
  if (drop.length === 0) return bytes;
  const out = without(bytes, drop);
  new DataView(out.buffer, out.byteOffset, out.byteLength).setUint32(4, out.length - 8, true);
  if (vp8x >= 0 && vp8x < drop[0]![0]) out[vp8x] = out[vp8x]! & ~(WEBP_EXIF_FLAG | WEBP_XMP_FLAG);
  return out;
}

/** The facts of an image of a known kind (image-sniff.ts); unknown parts are null or empty. */
export function imageFacts(kind: ImageKind, bytes: Uint8Array): ImageFacts {
  switch (kind) {
    case 'jpeg':
      return jpegFacts(bytes);
    case 'png':
      return pngFacts(bytes);
    case 'webp':
      return webpFacts(bytes);
    case 'gif':
      return gifFacts(bytes);
    case 'avif':
      return avifFacts(bytes);
  }
}
