import { Modal, Progress, Stack, Text } from '@mantine/core';

export const PROCESSING_TEXT = 'Processing your request, please wait...';

/** "Uploaded {n}%", shown under the bar once the upload's progress is known. */
export const uploadedText = (percent: number) => `Uploaded ${percent}%`;

/**
 * The blocking dialog while a trail is saved (SPEC.md §2). `progress` is the upload's
 * fraction when known (uploads go through XHR for it: src/api/xhr-fetch.ts): the bar is then
 * a determinate progressbar with "Uploaded {n}%" under it. Until the first progress event,
 * and for saves without files, the bar runs indeterminate (a progressbar without a value).
 */
export function ProcessingDialog({
  opened,
  progress = null,
}: {
  opened: boolean;
  progress?: number | null;
}) {
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
      title="Saving trail"
    >
      <Stack gap="xs">
        <Text role="status">{PROCESSING_TEXT}</Text>
        <Progress.Root size="md">
          <Progress.Section
            value={percent ?? 100}
            animated={!known}
            striped={!known}
            // Known: Mantine's progressbar with aria-valuenow. Unknown: an indeterminate
            // progressbar, which has no value (WAI-ARIA), rather than a false "100%".
            withAria={known}
            role={known ? undefined : 'progressbar'}
            aria-label={known ? 'Upload progress' : 'Upload in progress'}
          />
        </Progress.Root>
        {known && (
          <Text size="sm" c="dimmed" ta="center">
            {uploadedText(percent)}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
