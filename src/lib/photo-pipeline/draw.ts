/**
 * Draws a decoded picture upright at its sent size and encodes it: the one piece of canvas
 * work, shared by the worker (OffscreenCanvas) and the main thread's fallback.
 */
import { nextQuality, orientationApplied, orientationTransform, orientedSize, scaledSize, type OutputType, type Size } from './plan';

export interface EncodeJob {
  /** EXIF orientation read from the bytes (1-8). */
  orientation: number;
  /** Stored pixel size from the header, when known. */
  stored: Size | null;
  type: OutputType;
  quality: number;
}

/** A 2D canvas of either kind, reduced to what the drawing needs. */
export interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode(type: string, quality: number): Promise<Blob>;
}

export type Picture = ImageBitmap | HTMLImageElement;

const sizeOf = (picture: Picture): Size =>
  'naturalWidth' in picture
    ? { width: picture.naturalWidth, height: picture.naturalHeight }
    : { width: picture.width, height: picture.height };

export async function drawAndEncode(picture: Picture, job: EncodeJob, makeSurface: (size: Size) => Surface): Promise<Blob> {
  const decoded = sizeOf(picture);
  const applied = orientationApplied(job.stored, decoded, job.orientation);
  const upright = applied ? decoded : orientedSize(decoded, job.orientation);
  const target = scaledSize(upright);
  const surface = makeSurface(target);
  const { context } = surface;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  if (applied) context.drawImage(picture, 0, 0, target.width, target.height);
  else {
    const drawn = orientedSize(target, job.orientation);
    context.setTransform(...orientationTransform(job.orientation, drawn));
    context.drawImage(picture, 0, 0, drawn.width, drawn.height);
    context.setTransform(1, 0, 0, 1, 0, 0);
  }
  const flatten = () => {
    // JPEG has no transparency: what was transparent becomes white, not black.
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#fff';
    context.fillRect(0, 0, target.width, target.height);
    context.globalCompositeOperation = 'source-over';
  };
  if (job.type === 'image/jpeg') flatten();
  let type: string = job.type;
  let quality = job.quality;
  let blob = await surface.encode(type, quality);
  if (blob.type !== type) {
    // A browser without a WebP encoder answers PNG: JPEG then.
    flatten();
    type = 'image/jpeg';
    blob = await surface.encode(type, quality);
  }
  // A very detailed photo is encoded again, at a lower quality, to fit the size sent.
  for (let next = nextQuality(blob.size, quality); next !== null; next = nextQuality(blob.size, quality)) {
    quality = next;
    blob = await surface.encode(type, quality);
  }
  return blob;
}

export const offscreenSurface = (size: Size): Surface => {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
};

/** Decodes a picture upright where the browser can (`imageOrientation: 'from-image'`). */
export async function decodeBitmap(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    // An older engine that refuses the option value; a picture it cannot decode fails again.
    if (error instanceof TypeError) return createImageBitmap(blob);
    throw error;
  }
}
