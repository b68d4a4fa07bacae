/**
 * Prepares a chosen photo for upload (docs/decisions/trail-editor.md, "Photos are prepared
 * before upload"): read with its EXIF orientation applied, scaled to at most MAX_LONG_SIDE
 * on its long side, re-encoded at QUALITY without its metadata (GPS position, camera, owner);
 * a photo that is already small, upright and without metadata is sent as it is. Loaded when
 * the first photo is chosen.
 */
import { readBytes, sniffImageBytes, type ImageKind } from '@/lib/image-sniff';
import { encodePhoto } from './encode';
import { imageFacts, stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './metadata';
import { QUALITY, encodedName, orientedSize, planPhoto } from './plan';

/** The chosen files are sorted out with the pipeline: images, HEIC/HEIF photos, others. */
export { partitionImages } from '@/lib/image-sniff';

export interface PreparedPhoto {
  /** What is sent: the photo itself, or its re-encoded copy. */
  file: File;
  /** Whether `file` is the chosen photo, sent as it is. */
  kept: boolean;
}

/** Taking a format's metadata out of its bytes, without decoding (./metadata.ts). */
const STRIP = { jpeg: stripJpegMetadata, png: stripPngMetadata, webp: stripWebpMetadata } as const;

/**
 * The photo's bytes without metadata, as a file of the same name and type: the fallback when
 * it cannot be re-encoded here (no decoder or canvas for it). JPEG, PNG and WebP lose their
 * metadata chunks as they are; GIF has none; AVIF keeps its own (docs/decisions/trail-editor.md).
 */
function stripped(file: File, kind: ImageKind, bytes: Uint8Array): PreparedPhoto {
  const strip = kind === 'jpeg' || kind === 'png' || kind === 'webp' ? STRIP[kind] : null;
  const out = strip ? strip(bytes) : bytes;
  if (out === bytes) return { file, kept: true };
  return { file: new File([out as Uint8Array<ArrayBuffer>], file.name, { type: `image/${kind}`, lastModified: file.lastModified }), kept: false };
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return { file, kept: true };
  }
  const kind = sniffImageBytes(bytes);
  if (!kind) return { file, kept: true };
  const facts = imageFacts(kind, bytes);
  const plan = planPhoto(kind, file.size, facts);
  if (plan.action === 'keep') return { file, kept: true };

  const stored = facts.width && facts.height ? { width: facts.width, height: facts.height } : null;
  let encoded: Blob;
  try {
    encoded = await encodePhoto(file, { orientation: facts.orientation, stored, type: plan.type, quality: QUALITY });
  } catch {
    // No decoder or canvas for it: it still loses its metadata, without being decoded.
    return stripped(file, kind, bytes);
  }
  const raw = await readBytes(encoded);
  // Browsers' encoders write no EXIF; should one ever do, it is taken out here.
  const out = encoded.type === 'image/jpeg' ? stripJpegMetadata(raw) : raw;
  // Re-encoding did not make a photo that needed only that (no metadata, no turn, no scaling) smaller.
  const sameSize = stored !== null && plan.size !== null && orientedSize(stored, facts.orientation).width === plan.size.width;
  if (out.length >= file.size && facts.metadata.length === 0 && facts.orientation === 1 && sameSize) return { file, kept: true };
  const type = encoded.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  return {
    file: new File([out as Uint8Array<ArrayBuffer>], encodedName(file.name, type), { type, lastModified: file.lastModified }),
    kept: false,
  };
}
