import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** An honest placeholder for a screen whose issue has not landed yet. */
export function NotBuiltYet({ screen }: { screen: string }) {
  return (
    <Alert icon={<IconTools aria-hidden />} color="gray" variant="light" title="Not built yet">
      The {screen} screen is not built yet. It arrives with its own issue.
    </Alert>
  );
}
