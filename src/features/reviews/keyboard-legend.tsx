import { Group, Kbd, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/**
 * The keys of keyboard moderation, on screen. The keys are the same in every
 * language (the keyboard's own legends): a key or a pair of keys ("J / ↓") is one left-to-right
 * isolate, so the pair reads the same way in an Arabic line.
 */
export function KeyboardLegend({ canModerate }: { canModerate: boolean }) {
  const { t, tx } = useT();
  const keys = (...caps: ReactNode[]) => (
    <bdi dir="ltr">
      {caps.map((cap, i) => (
        <Fragment key={i}>
          {i > 0 && ' / '}
          <Kbd>{cap}</Kbd>
        </Fragment>
      ))}
    </bdi>
  );
  return (
    <Group gap="md" wrap="wrap" role="note" aria-label={t('reviews.keysLabel')} fz="sm" c="dimmed">
      <Text size="sm" fw={500}>
        {t('reviews.keysTitle')}
      </Text>
      <Text size="sm">{tx('reviews.keyNext', { keys: keys('J', '↓') })}</Text>
      <Text size="sm">{tx('reviews.keyPrevious', { keys: keys('K', '↑') })}</Text>
      {canModerate && (
        <>
          <Text size="sm">{tx('reviews.keyAccept', { keys: keys('A') })}</Text>
          <Text size="sm">{tx('reviews.keyReject', { keys: keys('R') })}</Text>
        </>
      )}
      <Text size="sm">{tx('reviews.keyView', { keys: keys('V', t('reviews.keyEnter')) })}</Text>
    </Group>
  );
}
