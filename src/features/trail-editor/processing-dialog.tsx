import { Button, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t';

/** How long a save runs before the dialog offers Cancel and points at the connection. */
export const SLOW_SAVE_MS = 8_000;

export interface ProcessingDialogProps {
  opened: boolean;
  /** The upload's fraction when known; null: indeterminate. */
  progress?: number | null;
  /** Aborts the save; offered once it has run SLOW_SAVE_MS. */
  onCancel: () => void;
}

/**
 * The blocking dialog while a trail is saved (SPEC.md §2); the trail form loads it when first
 * focused, or at the first save at the latest, and the save does not wait for it. `progress` is the upload's
 * fraction when known (uploads go through XHR for it: src/api/xhr-fetch.ts): the bar is then
 * a determinate progressbar with "Uploaded {n}%" under it. Until the first progress event,
 * and for saves without files, the bar runs indeterminate (a progressbar without a value).
 * A save still running after SLOW_SAVE_MS says the server has not answered, points at the
 * connection, and offers Cancel (the form keeps everything; the screen can be left again).
 */
export function ProcessingDialog({ opened, progress = null, onCancel }: ProcessingDialogProps) {
  const { t } = useT();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!opened) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false); // the next save starts without it
    };
  }, [opened]);
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
        {slow && (
          <>
            <Text size="sm" role="alert">
              {t('save.slow')}
            </Text>
            <Button variant="default" onClick={onCancel} style={{ alignSelf: 'flex-end' }}>
              {t('common.cancel')}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
