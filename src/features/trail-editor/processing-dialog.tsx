import { Modal, Progress, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/use-t';

export interface ProcessingDialogProps {
  opened: boolean;
  /** The upload's fraction when known; null: indeterminate. */
  progress?: number | null;
}

/**
 * The blocking dialog while a trail is saved (SPEC.md §2); the trail form loads it when first
 * focused, or at the first save at the latest, and the save does not wait for it. `progress` is the upload's
 * fraction when known (uploads go through XHR for it: src/api/xhr-fetch.ts): the bar is then
 * a determinate progressbar with "Uploaded {n}%" under it. Until the first progress event,
 * and for saves without files, the bar runs indeterminate (a progressbar without a value).
 */
export function ProcessingDialog({ opened, progress = null }: ProcessingDialogProps) {
  const { t } = useT();
  const percent =
    progress === null || !Number.isFinite(progress)
      ? null
      : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const known = percent !== null;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('editor.saving')}
    >
      <Stack gap="xs">
        <Text role="status">{t('editor.processing')}</Text>
        <Progress.Root size="md">
          <Progress.Section
            value={percent ?? 100}
            animated={!known}
            striped={!known}
            // Known: Mantine's progressbar with aria-valuenow. Unknown: an indeterminate
            // progressbar, which has no value (WAI-ARIA), rather than a false "100%".
            withAria={known}
            role={known ? undefined : 'progressbar'}
            aria-label={known ? t('editor.uploadProgress') : t('editor.uploadInProgress')}
          />
        </Progress.Root>
        {known && (
          <Text size="sm" c="dimmed" ta="center">
            {/* "Uploaded {n}%", in the language's percent format. */}
            {t('editor.uploaded', { percent: percent / 100 })}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
