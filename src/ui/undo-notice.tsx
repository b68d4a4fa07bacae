import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HOLD_MS, type HeldGroup } from '@/api/common/held-writes';
import { translator } from '@/i18n/translator';
import { notifyInfo } from './dialogs';

/**
 * The notification of a held write (src/api/common/held-writes.ts): what changed, and Undo for as
 * long as the write is held (HOLD_MS). One notification, one Undo, for a bulk action. It leaves
 * when the write is sent, also when that is early (the screen was left): its "Sent in 8 seconds"
 * and its Undo would no longer be true.
 */
export function notifyUndoable(title: string, message: ReactNode, group: HeldGroup): void {
  const { t } = translator();
  const id = notifications.show({
    title,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: HOLD_MS,
    closeButtonProps: { 'aria-label': t('common.closeNotification') },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" component="span">
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          // A long message must not squeeze the button: its label is cut otherwise.
          flex="none"
          aria-label={t('undo.undoOf', { what: title })}
          onClick={() => {
            notifications.hide(id);
            const { t: now } = translator();
            if (group.undo()) notifyInfo(now('undo.undone'), now('undo.undoneText'));
            else notifyInfo(now('undo.tooLate'), now('undo.tooLateText'));
          }}
        >
          {t('undo.undo')}
        </Button>
      </Group>
    ),
  });
  group.onSent(() => notifications.hide(id));
}
