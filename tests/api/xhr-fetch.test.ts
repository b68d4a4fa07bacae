import { afterEach, describe, expect, it, vi } from 'vitest';
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
