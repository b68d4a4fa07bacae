import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useT } from '@/i18n/use-t';

/**
 * Asks before leaving the form with unsaved changes: a dialog for moves inside the panel,
 * the browser's own prompt for closing or reloading the tab. `isDirty` compares the current
 * values to the loaded ones, so edits that were undone do not ask.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const { t } = useT();
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty(),
    enableBeforeUnload: () => isDirty(),
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('editor.unsavedTitle')}
      centered
    >
      <Stack>
        <Text size="sm">{t('editor.unsavedText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('editor.unsavedStay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('editor.unsavedLeave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
