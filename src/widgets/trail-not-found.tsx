import { Alert, Stack, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { BackToTrails } from './back-to-trails';

/**
 * The one answer of every trail route (edit, waypoints, reviews) when the server says the trail
 * does not exist: its id, and the way back. No Retry: asking again cannot bring it back.
 */
export function TrailNotFound({ id }: { id: number }) {
  const { t } = useT();
  return (
    <Stack align="flex-start">
      <Alert icon={<IconMapOff aria-hidden />} color="gray" variant="light" role="alert" title={t('common.trailNotFound')}>
        <Text size="sm">{t('common.trailNotFoundText', { id })}</Text>
      </Alert>
      <BackToTrails />
    </Stack>
  );
}
