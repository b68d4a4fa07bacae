/**
 * The photo pipeline's decisions, as pure functions: how large a photo is sent, whether it is
 * sent as it is, in which format it is re-encoded, and how a decoded picture is turned upright
 * when the decoder did not do it. The browser work that carries them out is in encode.ts.
 */
import type { ImageKind } from '@/lib/image-sniff';
import type { ImageFacts } from './metadata';

/** The longest side a sent photo has: larger photos are scaled down to it. */
export const MAX_LONG_SIDE = 2560;
/** A photo this small (and upright, without metadata) is sent as it is. */
export const KEEP_MAX_BYTES = 1_000_000;
/** The re-encoding quality (JPEG, WebP). */
export const QUALITY = 0.85;
/** The most a re-encoded photo weighs: a detailed one is encoded again at a lower quality. */
export const MAX_SENT_BYTES = 1_000_000;
/** The lowest quality a photo is encoded at to fit MAX_SENT_BYTES (below, it is sent larger). */
export const MIN_QUALITY = 0.6;

/**
 * The quality for another encoding of a photo that came out `bytes` large at `quality`, or
 * null when it fits or the floor is reached. JPEG's size falls roughly in proportion to the
 * quality's distance from 1 in this range, so the next try aims at the limit with a margin.
 */
export function nextQuality(bytes: number, quality: number): number | null {
  if (bytes <= MAX_SENT_BYTES || quality <= MIN_QUALITY) return null;
  const aimed = 1 - (1 - quality) * (bytes / (MAX_SENT_BYTES * 0.9));
  return Math.max(MIN_QUALITY, Math.min(quality - 0.05, Math.round(aimed * 100) / 100));
}

export interface Size {
  width: number;
  height: number;
}

/** The size shown: orientations 5-8 turn the picture a quarter, swapping its sides. */
export function orientedSize(size: Size, orientation: number): Size {
  return orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size;
}

/** `size` scaled down so that its long side is at most `max` (never up), in whole pixels. */
export function scaledSize(size: Size, max = MAX_LONG_SIDE): Size {
  const long = Math.max(size.width, size.height);
  if (long <= max) return size;
  const scale = max / long;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

export type OutputType = 'image/jpeg' | 'image/webp';

/** A JPEG stays JPEG; a picture that may be transparent becomes WebP (JPEG when not possible). */
export const outputTypeFor = (kind: ImageKind): OutputType => (kind === 'jpeg' ? 'image/jpeg' : 'image/webp');

export type PhotoPlan =
  | { action: 'keep'; reason: 'small' | 'animated' }
  | {
      action: 'encode';
      /** The size to draw, when known from the header (else from the decoded picture). */
      size: Size | null;
      type: OutputType;
      orientation: number;
    };

/**
 * What to do with a photo:
 * - a GIF is sent as it is (a canvas would keep its first frame only; GIF has no EXIF);
 * - a photo at most MAX_LONG_SIDE on its long side, upright, without metadata and at most
 *   KEEP_MAX_BYTES is sent as it is;
 * - any other is decoded upright, scaled to MAX_LONG_SIDE when larger, and re-encoded (which
 *   carries no metadata over). A header that does not give the size is decided after decoding.
 */
export function planPhoto(kind: ImageKind, bytes: number, facts: ImageFacts): PhotoPlan {
  if (kind === 'gif') return { action: 'keep', reason: 'animated' };
  const stored = facts.width && facts.height ? { width: facts.width, height: facts.height } : null;
  const upright = stored && orientedSize(stored, facts.orientation);
  const target = upright && scaledSize(upright);
  const small =
    upright !== null &&
    target === upright &&
    facts.orientation === 1 &&
    facts.metadata.length === 0 &&
    bytes <= KEEP_MAX_BYTES;
  if (small) return { action: 'keep', reason: 'small' };
  return { action: 'encode', size: target, type: outputTypeFor(kind), orientation: facts.orientation };
}

/**
 * Whether the decoder turned the picture by its orientation: it did when the decoded sides
 * are the stored ones turned (orientations 5-8). For 2-4, and a square, the sides cannot tell:
 * a decoder asked for `imageOrientation: 'from-image'` (or an <img>) is trusted.
 */
export function orientationApplied(stored: Size | null, decoded: Size, orientation: number): boolean {
  if (orientation < 5 || !stored || stored.width === stored.height) return true;
  return decoded.width === stored.height && decoded.height === stored.width;
}

/**
 * The canvas transform (a, b, c, d, e, f of setTransform) that draws a stored picture of
 * `size` (already scaled) upright on a canvas of orientedSize(size), for EXIF orientation 1-8.
 */
export function orientationTransform(orientation: number, size: Size): [number, number, number, number, number, number] {
  const { width: w, height: h } = size;
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, w, 0]; // mirrored
    case 3:
      return [-1, 0, 0, -1, w, h]; // turned 180°
    case 4:
      return [1, 0, 0, -1, 0, h]; // mirrored vertically
    case 5:
      return [0, 1, 1, 0, 0, 0]; // mirrored and turned 90° anticlockwise
    case 6:
      return [0, 1, -1, 0, h, 0]; // turned 90° clockwise
    case 7:
      return [0, -1, -1, 0, h, w]; // mirrored and turned 90° clockwise
    case 8:
      return [0, -1, 1, 0, 0, w]; // turned 90° anticlockwise
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/** The file name for the re-encoded photo: its own name with the new format's extension. */
export function encodedName(name: string, type: OutputType): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}
