/** Helpers for the Export CSV tests: the files the panel downloads. */
import Papa from 'papaparse';
import { vi } from 'vitest';

export interface Download {
  fileName: string;
  bytes: Uint8Array;
  /** The file decoded as UTF-8, its byte order mark kept. */
  text: string;
}

/**
 * Records what src/lib/download.ts hands the browser: the blob of each object URL and the
 * file name of the link clicked for it. Installed before the panel renders.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/export-${(n += 1)}`;
    blobs.set(url, blob);
    return url;
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    const fileName = this.download;
    void blob.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      downloads.push({ fileName, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) });
    });
  });
  return downloads;
}

/** The rows of a CSV file (the byte order mark taken off), header row first. */
export function csvRows(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}
