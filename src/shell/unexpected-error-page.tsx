import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { ChunkLoadError } from '@/lib/lazy-part';

// Its own module, without the router: the first screen's error boundary shows it.
/** The page for anything a route throws that nothing else handled (also before sign-in). */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const { t } = useT();
  // The technical detail stays as the code wrote it, left to right; never a chunk's name
  // (code that could not be downloaded: reloading is the way out, as the text says).
  const detail = error instanceof ChunkLoadError ? '' : error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={560} role="alert">
        <IconAlertTriangle size={48} color="light-dark(var(--mantine-color-red-6), var(--mantine-color-red-4))" aria-hidden />
        <Title order={1} size="h2">
          {t('app.unexpectedError')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('app.unexpectedErrorText')}
        </Text>
        {detail && (
          <Code block dir="ltr">
            {detail}
          </Code>
        )}
        <Group>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          <Button variant="default" component="a" href="/">
            {t('app.goToDashboard')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
