/**
 * The photos the panel takes, by name and type (the picker's `accept`); their bytes are checked
 * by image-sniff.ts, which loads with the photo pipeline when photos are chosen.
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

/**
 * HEIC/HEIF (an iPhone's own format) is no accepted image: most browsers cannot decode it, so
 * neither the preview nor the catalogue could show it. The picker still offers these files,
 * so that choosing one says how to send it as JPEG (the editor's HEIC message) rather than
 * the file being greyed out in the dialog without a word.
 */
export const HEIF_EXTENSIONS = ['.heic', '.heif'] as const;
const HEIF_TYPES = ['image/heic', 'image/heif'];

/** For a file picker's `accept`: the extensions and the types (HEIF's too: see above). */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS, ...HEIF_EXTENSIONS, ...ACCEPTED_IMAGE_TYPES, ...HEIF_TYPES].join(',');

export function hasImageExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

export function hasHeifExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return HEIF_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}
