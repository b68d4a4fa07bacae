import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ChunkLoadError } from '@/lib/lazy-screen';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

/** A screen's code could not be loaded (SPEC.md §8): say which chunk, offer to load it again. */
function ChunkError({ error, reset }: { error: ChunkLoadError; reset: () => void }) {
  const router = useRouter();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={error.message}>
      <Text size="sm" mb="sm">
        This part of the panel could not be downloaded. Check your connection and try again.
      </Text>
      <Button
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Retry
      </Button>
    </Alert>
  );
}

/** The page for anything a route throws that nothing else handled. */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={560} role="alert">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1} size="h2">
          {UNEXPECTED_ERROR_TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          Something went wrong while showing this page. Reloading usually fixes it.
        </Text>
        {detail && <Code block>{detail}</Code>}
        <Group>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button variant="default" component="a" href="/">
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  if (error instanceof ChunkLoadError) return <ChunkError error={error} reset={reset} />;
  return <UnexpectedErrorPage error={error} />;
}
