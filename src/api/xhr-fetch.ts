import { TimeoutError } from 'ky';

/**
 * A `fetch` made of XMLHttpRequest, for uploads whose progress the user should see.
 *
 * fetch() reports upload progress only by streaming the request body (`duplex: 'half'`),
 * which Firefox and Safari do not support and Chrome allows only over HTTP/2; XHR's
 * `upload.onprogress` works everywhere. ky takes it as its `fetch` option, so retries,
 * hooks and the bearer token behave as for any other call.
 *
 * Time-out: an upload has no total time-out (a large one on a slow line may take minutes);
 * it fails only when nothing moves for `inactivityMs` — no byte sent, none received. The
 * failure is ky's TimeoutError, so the client retries it once (same Idempotency-Key) and
 * then reports it like any time-out.
 */
export type UploadProgress = (fraction: number) => void;

export interface XhrFetchOptions {
  /** Milliseconds without progress after which the upload fails. */
  inactivityMs?: number;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function xhrFetch(onProgress: UploadProgress, { inactivityMs }: XhrFetchOptions = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // Bytes, not a Blob: a Blob of another realm (a test's jsdom) would be sent as "[object Blob]".
    const body = ['GET', 'HEAD'].includes(request.method) ? null : new Uint8Array(await request.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let idle: ReturnType<typeof setTimeout> | undefined;
      let timedOut = false;
      const stopWatching = () => clearTimeout(idle);
      /** Something moved: the inactivity clock starts again. */
      const moved = () => {
        if (inactivityMs === undefined) return;
        stopWatching();
        idle = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, inactivityMs);
      };

      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => {
        moved();
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      // The answer arriving counts as progress too.
      xhr.onprogress = moved;
      xhr.onload = () => {
        stopWatching();
        onProgress(1);
        const status = xhr.status;
        const nullBody = status === 204 || status === 205 || status === 304;
        resolve(
          new Response(nullBody ? null : (xhr.response as ArrayBuffer | null), {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        stopWatching();
        reject(new TypeError('Network request failed'));
      };
      xhr.ontimeout = () => {
        stopWatching();
        reject(new TimeoutError(request));
      };
      xhr.onabort = () => {
        stopWatching();
        reject(timedOut ? new TimeoutError(request) : new DOMException('The upload was aborted.', 'AbortError'));
      };
      if (request.signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      moved();
      xhr.send(body);
    });
  };
}
