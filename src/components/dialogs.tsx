import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSession } from '@/stores/session';

/**
 * The panel's dialogs and notifications, one way each:
 * - confirm(...) asks before something destructive and resolves true or false;
 * - showErrorDialog(...) reports a failed action in a dialog (SPEC.md §8's "dialog ..." errors);
 * - notifySuccess / notifyError for the short messages of §8.
 */
export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

export function confirm({ title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', danger = true }: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false), // Escape or a click outside cancels
    });
  });
}

/**
 * A failure that arrives after the session ended (the call that found it over, say) is not
 * reported: the sign-in screen says why, and the form comes back after signing in again.
 */
const signedOut = () => !useSession.getState().isLoggedIn;

export function showErrorDialog(title: string, message: ReactNode) {
  if (signedOut()) return null;
  const id = modals.open({
    title,
    centered: true,
    children: (
      <Stack>
        <Text size="sm" role="alert">
          {message}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
  return id;
}

/** The notification's x needs a name (axe: button-name). */
export const CLOSE_NOTIFICATION = { 'aria-label': 'Close notification' };

export function notifySuccess(title: string, message?: ReactNode) {
  notifications.show({
    title,
    message: message ?? '',
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: CLOSE_NOTIFICATION,
  });
}

export function notifyError(message: ReactNode, title = 'Error') {
  if (signedOut()) return;
  notifications.show({
    title,
    message,
    color: 'red',
    icon: <IconX size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: CLOSE_NOTIFICATION,
  });
}
