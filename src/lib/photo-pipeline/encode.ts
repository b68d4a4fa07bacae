/**
 * Runs an encode job: in the photo worker where the browser has OffscreenCanvas in workers,
 * else (no Worker, no OffscreenCanvas, a worker that fails) on the main thread with a canvas.
 * Rejects when no decoder can read the photo (or there is no canvas at all, as in jsdom).
 */
import { decodeBitmap, drawAndEncode, offscreenSurface, type EncodeJob, type Picture, type Surface } from './draw';
import type { Size } from './plan';
import type { WorkerAnswer, WorkerRequest } from './photo-worker';

let worker: Worker | null = null;
/** Set once the worker cannot do the work here: every later photo goes to the main thread. */
let workerUnusable = typeof Worker === 'undefined';
let nextId = 0;
const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();

class Unsupported extends Error {}

function photoWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photo-pipeline' });
  created.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if ('blob' in answer) waiting.resolve(answer.blob);
    else waiting.reject(answer.unsupported ? new Unsupported(answer.error) : new Error(answer.error));
  };
  // The script did not load or crashed: nothing more goes to it.
  created.onerror = () => {
    workerUnusable = true;
    worker = null;
    created.terminate();
    for (const waiting of pending.values()) waiting.reject(new Unsupported('photo worker failed'));
    pending.clear();
  };
  worker = created;
  return created;
}

function inWorker(file: Blob, job: EncodeJob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const request: WorkerRequest = { id, file, job };
    photoWorker().postMessage(request);
  });
}

const elementSurface = (size: Size): Surface => {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  return {
    context,
    encode: (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), type, quality),
      ),
  };
};

/** Decodes with an <img> (which applies the EXIF orientation) where there is no createImageBitmap. */
async function decodeImage(file: Blob): Promise<Picture> {
  if (typeof createImageBitmap === 'function') return decodeBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function onMainThread(file: Blob, job: EncodeJob): Promise<Blob> {
  const picture = await decodeImage(file);
  try {
    const surface = typeof OffscreenCanvas === 'function' ? offscreenSurface : elementSurface;
    return await drawAndEncode(picture, job, surface);
  } finally {
    if ('close' in picture) picture.close();
  }
}

export async function encodePhoto(file: Blob, job: EncodeJob): Promise<Blob> {
  if (!workerUnusable) {
    try {
      return await inWorker(file, job);
    } catch (error) {
      if (error instanceof Unsupported) workerUnusable = true;
      // A photo the worker could not decode gets one more try on the main thread.
    }
  }
  return onMainThread(file, job);
}
