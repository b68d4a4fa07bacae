import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { BackToTrails } from './back-to-trails';

export function InvalidTrailId() {
  const { t } = useT();
  return (
    <Stack align="flex-start">
      <Alert icon={<IconAlertTriangle aria-hidden />} color="red" variant="light" role="alert">
        {t('common.invalidTrailId')}
      </Alert>
      <BackToTrails />
    </Stack>
  );
}
