import { Center, Image, Stack, Text, type ImageProps } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { safeMediaUrl } from '@/lib/safe-url';

type SafePhotoProps = Omit<ImageProps, 'src'> & {
  /** The photo's URL as the data has it: used only when safe (src/lib/safe-url.ts). */
  src: string | null | undefined;
  alt: string;
  h: number;
};

/**
 * A photo from data: shown when its URL is safe and it loads; otherwise the "no photo" state,
 * the same size, so a grid keeps its shape.
 */
export function SafePhoto({ src, alt, h, ...image }: SafePhotoProps) {
  const { t } = useT();
  const url = safeMediaUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (url === null || failed === url) {
    return (
      <Center h={h} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} role="img" aria-label={alt}>
        <Stack align="center" gap={4}>
          <IconPhotoOff aria-hidden />
          <Text size="sm" c="dimmed" aria-hidden>
            {t('common.noPhoto')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <Image {...image} src={url} alt={alt} h={h} onError={() => setFailed(url)} />;
}
