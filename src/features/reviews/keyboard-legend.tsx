import { Group, Kbd, Text } from '@mantine/core';
import { useT } from '@/i18n/use-t';

/**
 * The keys of keyboard moderation, on screen (issue 5). The keys are the same in every
 * language (Latin letters, as on the keyboard's legends): each <Kbd> is isolated, left to right.
 */
export function KeyboardLegend({ canModerate }: { canModerate: boolean }) {
  const { t, tx } = useT();
  const key = (cap: string) => <Kbd dir="ltr">{cap}</Kbd>;
  return (
    <Group gap="md" wrap="wrap" role="note" aria-label={t('reviews.keysLabel')} fz="sm" c="dimmed">
      <Text size="sm" fw={500}>
        {t('reviews.keysTitle')}
      </Text>
      <Text size="sm">{tx('reviews.keyNext', { key: key('J'), alt: key('↓') })}</Text>
      <Text size="sm">{tx('reviews.keyPrevious', { key: key('K'), alt: key('↑') })}</Text>
      {canModerate && (
        <>
          <Text size="sm">{tx('reviews.keyAccept', { key: key('A') })}</Text>
          <Text size="sm">{tx('reviews.keyReject', { key: key('R') })}</Text>
        </>
      )}
      <Text size="sm">{tx('reviews.keyView', { key: key('V'), alt: <Kbd>{t('reviews.keyEnter')}</Kbd> })}</Text>
    </Group>
  );
}
