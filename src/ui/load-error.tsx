import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';

/** A failed load: SPEC.md §8's message and a Retry button. */
export function LoadError({ message, onRetry, retrying }: { message: ReactNode; onRetry: () => void; retrying: boolean }) {
  const { t } = useT();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
