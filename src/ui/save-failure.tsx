import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/i18n/api-error-text';
import { useT } from '@/i18n/use-t';

/**
 * A failure no answer came with (offline, the server unreachable, a time-out): Retry may help
 * later. Here rather than in src/api/errors.ts: only the screens' forms ask, and the signed-in
 * app's first load stays without it.
 */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.reason === 'network' || error.reason === 'offline' || error.reason === 'timeout');

/**
 * A form's save that did not reach the server (offline, no answer, too slow): what happened,
 * that what was entered is still in the form (values, new photos, path: nothing is cleared),
 * and Retry, which sends the same thing again with the same Idempotency-Key. Forms are not
 * queued for later (only held row writes are): the administrator chooses when to send again.
 * Renders nothing for any other error (`shows(error)`): those keep their own messages.
 */
export function SaveFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const tr = useT();
  if (!isUnreachable(error)) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={500}>
          {apiErrorText(tr, error)}
        </Text>
        <Text size="sm">{tr.t('save.kept')}</Text>
        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          {tr.t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Whether SaveFailure has something to show for `error`. */
export const shows = isUnreachable;
