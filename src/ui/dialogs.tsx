import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isChangedElsewhere } from '@/api/errors';
import { translator } from '@/i18n/translator';
import { useSession } from '@/stores/session';
import { alertBody, chunkFailureTexts, newDialogId, openModal, showChunkFailure, showFallback } from './overlay-host';

/**
 * The panel's dialogs and notifications, one way each:
 * - confirm(...) asks before something destructive and resolves true or false;
 * - showErrorDialog(...) reports a failed action in a dialog (SPEC.md §8's "dialog ..." errors);
 * - notifySuccess / notifyError / notifyInfo for the short messages of §8.
 * Titles and messages arrive translated (user data in them isolated with `tx`); the
 * buttons' and close buttons' own texts are the current language's. Their code loads at the
 * first use (src/ui/overlay-host.tsx); when it cannot be downloaded, a
 * plain dialog still tells the user (a confirmation then answers false).
 */
export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /**
   * Opens with the focus on the confirm button, for a confirmation opened by a keyboard
   * shortcut: the key, then Enter, does it; Escape cancels. Without it (a click opened it) the
   * focus starts where Mantine puts it, the dialog's first control (docs/decisions/accessibility.md).
   */
  focusConfirm?: boolean;
}

export function confirm({ title, message, confirmLabel, cancelLabel, danger = true, focusConfirm = false }: ConfirmOptions) {
  const { t } = translator();
  return new Promise<boolean>((resolve) => {
    openModal(
      () =>
        modals.openConfirmModal({
          title,
          centered: true,
          children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
          labels: { confirm: confirmLabel ?? t('common.confirm'), cancel: cancelLabel ?? t('common.cancel') },
          // Mantine's focus trap starts on the element marked data-autofocus.
          confirmProps: { color: danger ? 'red' : undefined, 'data-autofocus': focusConfirm || undefined },
          onConfirm: () => resolve(true),
          onCancel: () => resolve(false),
          onClose: () => resolve(false), // Escape or a click outside cancels
        }),
      () => {
        // Nothing destructive happens without the question having been seen.
        resolve(false);
        showChunkFailure();
      },
    );
  });
}

/**
 * A failure that arrives after the session ended (the call that found it over, say) is not
 * reported: the sign-in screen says why, and the form comes back after signing in again.
 */
const signedOut = () => !useSession.getState().isLoggedIn;

/**
 * A dialog that tells something and closes with OK (focused). Its id is given at once (the
 * dialog opens when its code is here); without the code it shows as a plain dialog, the same
 * title and content.
 */
export function showAlertDialog(title: ReactNode, content: ReactNode) {
  const id = newDialogId();
  const children = alertBody(id, content);
  openModal(
    () => modals.open({ modalId: id, title, centered: true, children }),
    () => showFallback({ id, title, children }),
  );
  return id;
}

export function showErrorDialog(title: ReactNode, message: ReactNode) {
  if (signedOut()) return null;
  return showAlertDialog(
    title,
    <Text size="sm" role="alert">
      {message}
    </Text>,
  );
}

/** The dialog for code that could not be downloaded: a plain text, never the chunk's name. */
export function showChunkLoadError() {
  const { title, text } = chunkFailureTexts();
  return showErrorDialog(title, text);
}

/** The notification's x needs a name (axe: button-name). */
const closeButtonProps = () => ({ 'aria-label': translator().t('common.closeNotification') });

export function notifySuccess(title: ReactNode, message?: ReactNode) {
  notifications.show({
    title,
    message: message ?? '',
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  });
}

/**
 * A write's failure text (SPEC.md §8), and, when the server refused it because the row changed
 * meanwhile (isChangedElsewhere: gone, or no longer in the state the write moves it from), why:
 * the write's own refetch then shows the row as it is now.
 */
export function failureText(error: unknown, text: string): string {
  return isChangedElsewhere(error) ? `${text} ${translator().t('errors.changedElsewhere')}` : text;
}

export function notifyError(message: ReactNode, title?: ReactNode) {
  if (signedOut()) return;
  notifications.show({
    title: title ?? translator().t('common.error'),
    message,
    color: 'red',
    icon: <IconX size={18} aria-hidden />,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}

/** A notice that is neither a success nor a failure (e.g. "No changes detected"). */
export function notifyInfo(title: ReactNode, message: ReactNode) {
  notifications.show({
    title,
    message,
    color: 'blue',
    icon: <IconInfoCircle size={18} aria-hidden />,
    closeButtonProps: closeButtonProps(),
  });
}
