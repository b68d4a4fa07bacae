import { describe, expect, it } from 'vitest';
import { partitionImages, sniffImageBytes, sniffImageFile } from '@/lib/image-sniff';
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

  it('checks the bytes of a file, not its name or type', async () => {
    const fake = new File(['not an image'], 'photo.png', { type: 'image/png' });
    const real = new File([PNG_BYTES], 'photo.txt', { type: 'text/plain' });
    expect(await sniffImageFile(fake)).toBeNull();
    expect(await sniffImageFile(real)).toBe('png');
    expect(await partitionImages([fake, real])).toEqual({ images: [real], refused: [fake] });
  });
});
