/**
 * The photo worker: decodes, scales and re-encodes a photo off the main thread (OffscreenCanvas),
 * so the editor stays responsive while a phone's 12-megapixel photos are prepared.
 */
import { decodeBitmap, drawAndEncode, offscreenSurface, type EncodeJob } from './draw';

export interface WorkerRequest {
  id: number;
  file: Blob;
  job: EncodeJob;
}

export type WorkerAnswer = { id: number; blob: Blob } | { id: number; error: string; unsupported: boolean };

const scope = self as unknown as { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(answer: WorkerAnswer): void };

scope.onmessage = (event) => {
  const { id, file, job } = event.data;
  void (async () => {
    if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
      scope.postMessage({ id, error: 'OffscreenCanvas or createImageBitmap missing', unsupported: true });
      return;
    }
    let bitmap: ImageBitmap | null = null;
    try {
      bitmap = await decodeBitmap(file);
      scope.postMessage({ id, blob: await drawAndEncode(bitmap, job, offscreenSurface) });
    } catch (error) {
      scope.postMessage({ id, error: String(error), unsupported: false });
    } finally {
      bitmap?.close();
    }
  })();
};
