import { Modal, Progress, Stack, Text } from '@mantine/core';

export const PROCESSING_TEXT = 'Processing your request, please wait...';

/**
 * The blocking dialog while a trail is saved (SPEC.md §2). `progress` is the upload's
 * fraction when known (uploads go through XHR for it: src/api/xhr-fetch.ts); until the
 * first progress event, and for saves without files, the bar runs indeterminate.
 */
export function ProcessingDialog({
  opened,
  progress = null,
}: {
  opened: boolean;
  progress?: number | null;
}) {
  const percent = progress === null ? null : Math.round(progress * 100);
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
      <Stack>
        <Text role="status">{PROCESSING_TEXT}</Text>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label={percent === null ? 'Upload in progress' : `Uploaded ${percent}%`}
        />
      </Stack>
    </Modal>
  );
}
