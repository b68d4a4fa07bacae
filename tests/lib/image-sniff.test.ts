import { describe, expect, it } from 'vitest';
import { hasImageExtension, partitionImages, sniffImageBytes, sniffImageFile } from '@/lib/image-sniff';
import { PNG_BYTES } from '../trail-editor/files';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('image sniffing', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0])],
  ])('recognises %s by its bytes', (kind, data) => {
    expect(sniffImageBytes(data)).toBe(kind);
  });

  it.each([
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['text', bytes('hello, world')],
    ['pdf', bytes('%PDF-1.7')],
    ['empty', bytes()],
    ['short png', bytes([0x89, 0x50])],
  ])('refuses %s', (_kind, data) => {
    expect(sniffImageBytes(data)).toBeNull();
  });

  it('checks the bytes of a file, not its type', async () => {
    const fake = new File(['not an image'], 'photo.png', { type: 'image/png' });
    const real = new File([PNG_BYTES], 'photo.txt', { type: 'text/plain' });
    expect(await sniffImageFile(fake)).toBeNull();
    expect(await sniffImageFile(real)).toBe('png');
  });

  it('accepts a photo only when its extension is allowed and its bytes are an image', async () => {
    const good = new File([PNG_BYTES], 'Summit.PNG', { type: '' });
    const fakeBytes = new File(['not an image'], 'photo.png', { type: 'image/png' });
    const badName = new File([PNG_BYTES], 'photo.txt', { type: 'text/plain' });
    const svg = new File([PNG_BYTES], 'logo.svg', { type: 'image/svg+xml' });
    const html = new File([PNG_BYTES], 'page.png.html', { type: 'image/png' });
    const bare = new File([PNG_BYTES], '.png', { type: 'image/png' });
    expect(await partitionImages([good, fakeBytes, badName, svg, html, bare])).toEqual({
      images: [good],
      heif: [],
      refused: [fakeBytes, badName, svg, html, bare],
    });
  });

  it.each(['a.png', 'b.jpg', 'c.JPEG', 'd.gif', 'e.webp', 'f.avif'])('%s has an allowed extension', (name) => {
    expect(hasImageExtension(name)).toBe(true);
  });
  it.each(['a.svg', 'b.png.exe', 'c', 'd.bmp', 'e.heic'])('%s does not', (name) => {
    expect(hasImageExtension(name)).toBe(false);
  });
});
