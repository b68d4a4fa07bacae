import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '@/i18n/use-t';
import { ChunkLoadError } from '@/lib/lazy-part';
import { UnexpectedErrorPage } from './unexpected-error-page';

/** A screen's code could not be loaded (SPEC.md §8): say which chunk, offer to load it again. */
function ChunkError({ error, reset }: { error: ChunkLoadError; reset: () => void }) {
  const router = useRouter();
  const { t, tx } = useT();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      title={tx('errors.chunkFailed', { chunk: error.chunk })}
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
  if (error instanceof ChunkLoadError) return <ChunkError error={error} reset={reset} />;
  return <UnexpectedErrorPage error={error} />;
}
