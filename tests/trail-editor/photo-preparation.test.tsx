import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { fileSize, fileSizeFormat } from '@/lib/file-size';
import { readBytes } from '@/lib/image-sniff';
import { stripJpegMetadata } from '@/lib/photo-pipeline/metadata';
import { fileOf, ftypBytes, jpegBytes, pngBytes } from '../lib/photo-fixtures';
import { controlChunk } from '../support/chunks';
import { LANGUAGES, showLanguage, t } from '../text';
import { findMessage, openCreate, uploadPhotos } from './helpers';

/** A size as the panel shows it in the current language. */
const shown = (bytes: number) => {
  const { value, unit } = fileSize(bytes);
  return translator().number(value, fileSizeFormat(unit));
};

/** A phone photo: 4000×3000 with EXIF (orientation, GPS, camera) and 1.5 kB of XMP. */
const phonePhoto = () =>
  fileOf(jpegBytes({ width: 4000, height: 3000, orientation: 6, xmp: true, xmpBytes: 1500, dataBytes: 59_500 }), 'IMG_0001.jpg', 'image/jpeg');


describe('photos prepared before upload', () => {
  it('shows each new photo with its size before and after, or as sent as it is', async () => {
    const { user } = await openCreate();
    const photo = phonePhoto();
    const small = fileOf(pngBytes({ width: 640, height: 480 }), 'map.png', 'image/png');
    await uploadPhotos(user, [photo, small]);
    // jsdom decodes no picture: the phone photo is sent without its metadata blocks.
    expect(await screen.findByText('61 kB → 60 kB')).toBeInTheDocument();
    expect(await screen.findByText('0.1 kB, sent as it is')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^New photo/ })).toHaveLength(2);
  });

  it('sizes whose code cannot be downloaded: one "Part of the panel could not be loaded"; the photos stay', async () => {
    const sizes = controlChunk('photo-size', { fail: new Error('offline') });
    const { user } = await openCreate();
    expect(sizes.loads).toBe(0); // not with the editor
    await uploadPhotos(user, [phonePhoto(), fileOf(pngBytes({ width: 640, height: 480 }), 'map.png', 'image/png')]);
    expect(await screen.findByRole('dialog', { name: t('errors.chunkFailed') })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: /^New photo/ })).toHaveLength(2);
    expect(screen.queryByText(/kB/)).not.toBeInTheDocument();
  });
});

describe.each(LANGUAGES)('photo texts (%s, %s)', (language) => {
  it('the sizes in the language: its digits, units and arrow', async () => {
    showLanguage(language);
    const { user } = await openCreate();
    const photo = phonePhoto();
    await uploadPhotos(user, [photo]);
    const sent = stripJpegMetadata(await readBytes(photo)).length;
    const text = t('editor.photoSizeChanged', { from: shown(photo.size), to: shown(sent) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(text).toContain(language === 'ar' ? '←' : '→');
    expect(text).toMatch(language === 'ar' ? /كيلوبايت/ : /kB/);
  });

  it('a HEIC photo (by its name or its bytes) gets one message on sending it as JPEG, and is not added', async () => {
    showLanguage(language);
    const { user } = await openCreate();
    const heic = fileOf(ftypBytes('heic', ['mif1', 'heic']), 'IMG_0002.HEIC');
    const renamed = fileOf(ftypBytes('mif1', ['heic']), 'IMG_0003.jpg');
    await uploadPhotos(user, [heic, renamed]);
    expect(await findMessage(t('editor.heifTitle'))).toBeInTheDocument();
    const names = new Intl.ListFormat(translator().locale, { type: 'conjunction' }).format([heic.name, renamed.name]);
    const message = await findMessage(t('editor.heifText', { names, count: 2 }));
    expect(message).toHaveTextContent(language === 'ar' ? 'الأكثر توافقًا' : 'Settings → Camera → Formats → Most Compatible');
    expect(message).toHaveTextContent('JPEG');
    expect(screen.queryByRole('img', { name: /^New photo/ })).not.toBeInTheDocument();
    expect(screen.queryByText(t('editor.invalidFile'))).not.toBeInTheDocument();
  });
});
