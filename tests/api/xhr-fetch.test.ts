import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from 'ky';
import { z } from 'zod';
import { TIMEOUT_MESSAGE } from '@/api/errors';
import { call, REQUEST_TIMEOUT_MS } from '@/api/http';
import { xhrFetch } from '@/api/xhr-fetch';

/** A scripted XMLHttpRequest: reports upload progress in three steps, then answers. */
class ScriptedXhr {
  static answer = { status: 201, body: '{"ok":true}', headers: 'content-type: application/json\r\nx-a: 1' };
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseType = '';
  response: ArrayBuffer | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return ScriptedXhr.answer.headers;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    ScriptedXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    for (const loaded of [10, 60, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
    this.status = ScriptedXhr.answer.status;
    this.response = new TextEncoder().encode(ScriptedXhr.answer.body).buffer as ArrayBuffer;
    this.onload?.();
  }
}

describe('xhrFetch (uploads with progress)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScriptedXhr.sent = [];
  });

  it('reports the fraction sent and answers a Response with status, headers and body', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const progress: number[] = [];
    const form = new FormData();
    form.append('name', 'Wadi Walk');
    const response = await xhrFetch((f) => progress.push(f))('http://localhost/api/v1/trails', {
      method: 'POST',
      body: form,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(progress).toEqual([0.1, 0.6, 1, 1]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-a')).toBe('1');
    await expect(response.json()).resolves.toEqual({ ok: true });
    const [sent] = ScriptedXhr.sent;
    expect(sent).toMatchObject({ method: 'POST', url: 'http://localhost/api/v1/trails' });
    expect(sent!.headers['idempotency-key']).toBe('key-1');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(sent!.body as Uint8Array)).toContain('Wadi Walk');
  });

  it('a network failure rejects like fetch does, so the client retries it', async () => {
    class FailingXhr extends ScriptedXhr {
      override send() {
        this.onerror?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FailingXhr);
    await expect(xhrFetch(() => undefined)('http://localhost/x', { method: 'POST', body: 'x' })).rejects.toThrow(TypeError);
  });
});

/**
 * An upload whose progress events come at the given seconds (fake time), then the answer at
 * `answerAt` seconds (never, when null).
 */
function timedXhr(progressAt: number[], answerAt: number | null) {
  return class TimedXhr extends ScriptedXhr {
    override abort() {
      this.aborted = true;
      this.onabort?.();
    }
    aborted = false;
    override send(body: unknown) {
      ScriptedXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      progressAt.forEach((second, i) =>
        setTimeout(() => {
          if (!this.aborted) this.upload.onprogress?.({ lengthComputable: true, loaded: i + 1, total: progressAt.length });
        }, second * 1000),
      );
      if (answerAt === null) return;
      setTimeout(() => {
        if (this.aborted) return;
        this.status = 200;
        this.response = new TextEncoder().encode('{"ok":true}').buffer as ArrayBuffer;
        this.onload?.();
      }, answerAt * 1000);
    }
  };
}

describe('upload time-out: none in total, 30 s without progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    ScriptedXhr.sent = [];
  });

  it('a slow upload that keeps moving for four minutes succeeds', async () => {
    vi.useFakeTimers();
    // A step every 25 s: never 30 s still, 240 s in all.
    vi.stubGlobal('XMLHttpRequest', timedXhr([25, 50, 75, 100, 125, 150, 175, 200, 225], 240));
    const result = xhrFetch(() => undefined, { inactivityMs: 30_000 })('http://localhost/x', { method: 'POST', body: 'x' });
    await vi.advanceTimersByTimeAsync(240_000);
    await expect(result).resolves.toMatchObject({ status: 200 });
  });

  it('an upload that stops moving fails 30 s after its last progress, as a time-out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', timedXhr([10, 20], null));
    let outcome: unknown = 'pending';
    xhrFetch(() => undefined, { inactivityMs: 30_000 })('http://localhost/x', { method: 'POST', body: 'x' }).then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(49_000); // 29 s after the last progress
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outcome).toBeInstanceOf(TimeoutError);
  });

  it('through the client: a multipart call with progress is not cut at 30 s in total', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', timedXhr([20, 40, 60, 80], 100));
    const form = new FormData();
    form.append('name', 'x');
    const result = call('post', '/uploads', z.object({ ok: z.literal(true) }), {
      body: form,
      onUploadProgress: () => undefined,
      anonymous: true,
    });
    await vi.advanceTimersByTimeAsync(100_000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(ScriptedXhr.sent).toHaveLength(1);
  });

  it('through the client: a stalled upload is tried once more with the same key, then says it timed out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', timedXhr([5], null));
    const form = new FormData();
    form.append('name', 'x');
    const result = call('post', '/uploads', z.unknown(), { body: form, onUploadProgress: () => undefined, anonymous: true }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(2 * (5_000 + REQUEST_TIMEOUT_MS) + 1_000);
    expect(await result).toMatchObject({ name: 'ApiError', message: TIMEOUT_MESSAGE });
    expect(ScriptedXhr.sent).toHaveLength(2);
    expect(ScriptedXhr.sent[1]!.headers['idempotency-key']).toBe(ScriptedXhr.sent[0]!.headers['idempotency-key']);
  });
});
