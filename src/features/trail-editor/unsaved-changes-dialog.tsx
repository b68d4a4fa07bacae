import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/use-t';

/** The "unsaved changes" question (unsaved-changes-guard.tsx), loaded when first asked. */
export function UnsavedChangesDialog({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useT();
  return (
    <Modal opened={opened} onClose={onStay} title={t('editor.unsavedTitle')} centered>
      <Stack>
        <Text size="sm">{t('editor.unsavedText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('editor.unsavedStay')}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t('editor.unsavedLeave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
