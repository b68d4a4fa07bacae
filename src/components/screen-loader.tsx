import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function ScreenLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden size="md" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
