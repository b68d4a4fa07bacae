import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useT } from '@/i18n/use-t';

export function ScreenLoader({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden size="md" />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
