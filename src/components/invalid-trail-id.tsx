import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { INVALID_TRAIL_ID_MESSAGE } from '@/lib/trail-id';

export function InvalidTrailId() {
  return (
    <Stack align="flex-start">
      <Alert icon={<IconAlertTriangle aria-hidden />} color="red" variant="light" role="alert">
        {INVALID_TRAIL_ID_MESSAGE}
      </Alert>
      <Button component={Link} to="/trails" variant="light">
        Back to Trails
      </Button>
    </Stack>
  );
}
