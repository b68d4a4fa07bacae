import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '@/i18n/use-t';
import { ChunkLoadError } from '@/lib/lazy-part';
import { UnexpectedErrorPage } from './unexpected-error-page';

/** A screen's code could not be loaded (SPEC.md §8): say so plainly (no chunk named), offer to load it again. */
function ChunkError({ reset }: { reset: () => void }) {
  const router = useRouter();
  const { t } = useT();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      title={t('errors.chunkFailed')}
    >
      <Text size="sm" mb="sm">
        {t('errors.chunkFailedText')}
      </Text>
      <Button
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  if (error instanceof ChunkLoadError) return <ChunkError reset={reset} />;
  return <UnexpectedErrorPage error={error} />;
}
