import { describe, expect, it } from 'vitest';
import { createObjectUrl, revokeObjectUrl, safeMediaUrl } from '@/lib/safe-url';

const ORIGIN = 'http://localhost:3000';

describe('URLs from data are used only when safe', () => {
  it.each([
    ['https://cdn.example.org/p/1.png', 'https://cdn.example.org/p/1.png'],
    ['http://photos.example.org/a.jpg?x=1', 'http://photos.example.org/a.jpg?x=1'],
    ['/api/v1/media/photos/trail-1-1.png', `${ORIGIN}/api/v1/media/photos/trail-1-1.png`],
    ['media/a.png', `${ORIGIN}/media/a.png`],
    ['  https://cdn.example.org/x.png  ', 'https://cdn.example.org/x.png'],
    ['HTTPS://CDN.example.org/x.png', 'https://cdn.example.org/x.png'],
    ['http://localhost:3000/media/a.png', `${ORIGIN}/media/a.png`],
    ['?v=2', `${ORIGIN}/?v=2`],
  ])('%s is used', (raw, expected) => {
    expect(safeMediaUrl(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/1234',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'ftp://example.org/a.png',
    'http://',
    'https://cdn.example.org/a b.png',
    'https://cdn.example.org/a\tb.png',
    'https://cdn.example.org/\u0000a.png',
    'mailto:admin@example.org',
    '',
    '   ',
  ])('%s is not: the "no photo" state', (raw) => {
    expect(safeMediaUrl(raw, ORIGIN)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://x.example/a.png']])('%s (not a string) is not', (raw) => {
    expect(safeMediaUrl(raw, ORIGIN)).toBeNull();
  });

  it('a blob: URL is used only while it is one this tab made', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:http://localhost:3000/made-here';
    URL.revokeObjectURL = () => undefined;
    try {
      const url = createObjectUrl(new Blob(['x']));
      expect(safeMediaUrl(url, ORIGIN)).toBe(url);
      revokeObjectUrl(url);
      expect(safeMediaUrl(url, ORIGIN)).toBeNull();
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('makes no object URL where the platform has none, and revoking none does nothing', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const revoked: string[] = [];
    (URL as { createObjectURL?: unknown }).createObjectURL = undefined;
    URL.revokeObjectURL = (url) => revoked.push(url);
    try {
      expect(createObjectUrl(new Blob(['x']))).toBe('');
      revokeObjectUrl('');
      expect(revoked).toEqual([]);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
