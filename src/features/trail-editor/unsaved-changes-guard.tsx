import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

export const UNSAVED_TITLE = 'Discard unsaved changes?';
export const UNSAVED_TEXT = 'You have changes that are not saved. If you leave now, they are lost.';

/**
 * Asks before leaving the form with unsaved changes: a dialog for moves inside the panel,
 * the browser's own prompt for closing or reloading the tab. `isDirty` compares the current
 * values to the loaded ones, so edits that were undone do not ask.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty(),
    enableBeforeUnload: () => isDirty(),
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={UNSAVED_TITLE}
      centered
    >
      <Stack>
        <Text size="sm">{UNSAVED_TEXT}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
