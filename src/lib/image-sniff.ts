/**
 * Photos are checked by their name and by their bytes, never by the browser's MIME guess
 * (SPEC.md §5 "multiple image files only"): the extension must be one of an allowlist, and
 * the first bytes must be one of the accepted images. Accepted: PNG, JPEG, GIF, WebP, AVIF.
 * SVG is refused on purpose: it is a document that can carry script, not a picture.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

export const IMAGE_MIME: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const ACCEPTED_IMAGE_TYPES = Object.values(IMAGE_MIME);

/** The file name endings a photo may have (compared lower-cased). */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif'] as const;

/** For a file picker's `accept`: the extensions and the types. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS, ...ACCEPTED_IMAGE_TYPES].join(',');

export function hasImageExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}
export const SNIFF_BYTES = 16;

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
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return 'avif';
  return null;
}

async function headBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/** Reads the first bytes of a file and answers its image kind, or null. Never throws. */
export async function sniffImageFile(file: Blob): Promise<ImageKind | null> {
  try {
    return sniffImageBytes(await headBytes(file));
  } catch {
    return null;
  }
}

/** Splits chosen files into images and refused files (by extension, then by bytes). */
export async function partitionImages(
  files: readonly File[],
): Promise<{ images: File[]; refused: File[] }> {
  const kinds = await Promise.all(files.map((f) => (hasImageExtension(f.name) ? sniffImageFile(f) : null)));
  const images: File[] = [];
  const refused: File[] = [];
  files.forEach((f, i) => (kinds[i] ? images : refused).push(f));
  return { images, refused };
}
