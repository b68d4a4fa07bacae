/**
 * Photos are checked by their name and by their bytes, never by the browser's MIME guess
 * (SPEC.md §5 "multiple image files only"): the extension must be one of an allowlist, and
 * the first bytes must be one of the accepted images. Accepted: PNG, JPEG, GIF, WebP, AVIF.
 * SVG is refused on purpose: it is a document that can carry script, not a picture.
 */
import { type ImageKind, hasHeifExtension, hasImageExtension } from './image-types';

export * from './image-types';

/** Enough for the signatures and an ISO-BMFF `ftyp` box with its first compatible brands. */
export const SNIFF_BYTES = 64;

/** The `ftyp` brands of HEIF images that are not AVIF (ISO/IEC 23008-12, Apple's HEIC). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The brands of an ISO-BMFF `ftyp` box at the start: major brand first, or [] for none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, size >= 16 ? size : 16);
  const brands = [ascii(bytes, 8, 12)];
  // Offset 12 holds the minor version; the compatible brands follow.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * Whether the first bytes are a HEIC/HEIF image: an `ftyp` box with a HEIF brand, and no AVIF
 * brand (AVIF is a HEIF too, and an accepted image).
 */
export function isHeifBytes(bytes: Uint8Array): boolean {
  const brands = ftypBrands(bytes);
  return brands.some((b) => HEIF_BRANDS.has(b)) && !brands.some((b) => AVIF_BRANDS.has(b));
}


const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image kind its first bytes declare, or null when they are not one of the accepted. */
export function sniffImageBytes(bytes: Uint8Array): ImageKind | null {
  const b = (i: number) => bytes[i];
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)
  )
    return 'png';
  if (bytes.length >= 3 && b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  // AVIF: its brand is the major one, or a compatible one after a generic major brand (mif1).
  if (ftypBrands(bytes).some((b) => AVIF_BRANDS.has(b))) return 'avif';
  return null;
}

/** The bytes of a Blob (FileReader where Blob.arrayBuffer is missing, as in older engines). */
export async function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

const headBytes = (file: Blob) => readBytes(file.slice(0, SNIFF_BYTES));

async function headOrEmpty(file: Blob): Promise<Uint8Array> {
  try {
    return await headBytes(file);
  } catch {
    return new Uint8Array();
  }
}

/** Reads the first bytes of a file and answers its image kind, or null. Never throws. */
export async function sniffImageFile(file: Blob): Promise<ImageKind | null> {
  return sniffImageBytes(await headOrEmpty(file));
}

/**
 * Splits chosen files into images, HEIC/HEIF photos (by their name or their bytes: a HEIC
 * renamed .jpg is one too) and other refused files (by extension, then by bytes).
 */
export async function partitionImages(
  files: readonly File[],
): Promise<{ images: File[]; heif: File[]; refused: File[] }> {
  const heads = await Promise.all(files.map((f) => headOrEmpty(f)));
  const images: File[] = [];
  const heif: File[] = [];
  const refused: File[] = [];
  files.forEach((f, i) => {
    const head = heads[i]!;
    if (hasHeifExtension(f.name) || isHeifBytes(head)) heif.push(f);
    else if (hasImageExtension(f.name) && sniffImageBytes(head)) images.push(f);
    else refused.push(f);
  });
  return { images, heif, refused };
}
