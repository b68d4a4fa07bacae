import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { INVALID_TRAIL_ID_MESSAGE } from '@/lib/trail-id';
import { BackToTrails } from './back-to-trails';

export function InvalidTrailId() {
  return (
    <Stack align="flex-start">
      <Alert icon={<IconAlertTriangle aria-hidden />} color="red" variant="light" role="alert">
        {INVALID_TRAIL_ID_MESSAGE}
      </Alert>
      <BackToTrails />
    </Stack>
  );
}
