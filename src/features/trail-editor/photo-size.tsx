import { Text } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import type { Translator } from '@/i18n/translator';
import { fileSize, fileSizeFormat } from '@/lib/file-size';

const sizeText = (tr: Translator, bytes: number) => {
  const { value, unit } = fileSize(bytes);
  return tr.number(value, fileSizeFormat(unit));
};

/**
 * Under a prepared new photo: its size as sent ("4.2 MB → 610 kB", or "610 kB, sent as it
 * is"). Loaded when photos are chosen: the editor shows no size before.
 */
export function PhotoSizeText({ original, file }: { original: File; file: File }) {
  const tr = useT();
  const to = sizeText(tr, file.size);
  if (file === original) {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        {tr.t('editor.photoSizeSent', { size: to })}
      </Text>
    );
  }
  const from = sizeText(tr, original.size);
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {tr.t('editor.photoSizeChanged', { from, to })}
    </Text>
  );
}
