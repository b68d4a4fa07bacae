import { Button, Group, Stack, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { create } from 'zustand';
import { translator } from '@/i18n/translator';
import { lazyPart } from '@/lib/lazy-part';
import { PlainDialog } from './plain-dialog';

/**
 * The panel's dialogs and notifications, loaded on first use: Mantine's ModalsProvider and
 * Notifications container (Modal, ModalBase, FocusTrap, Portal, Overlay, react-remove-scroll,
 * react-transition-group) are not in any cold load, since most visits show no dialog or
 * notice. Here the APIs stay Mantine's (`modals.*`, `notifications.*`: small
 * stores and events), and their hosts are lazyParts (src/lib/lazy-part.ts, as the menus'
 * code):
 * - notifications: Mantine's store holds what `notifications.show` adds whether or not a
 *   container is mounted; the host watches it and, at the first notice, loads the container,
 *   which then shows what is queued (nothing shown before it arrives is lost);
 * - dialogs: `openModal` runs a dialog's `modals.*` call at once when the provider is mounted,
 *   else loads it, mounts it, and then runs the call (src/ui/dialogs.tsx gives the
 *   dialogs their ids up front, so a caller still gets one synchronously).
 *
 * Decision (docs/decisions/performance.md): when a
 * host's code cannot be downloaded (offline), the user still learns what they had to: a
 * PlainDialog (no Mantine Modal, nothing to download) shows an alert dialog's own title and
 * text, and the failed part's plain title and text for a confirmation (which then answers
 * false: nothing destructive happens unasked) or a notice (kept in the store, shown when a
 * later notice's load succeeds). The next use tries the download again.
 */

const modalsHost = lazyPart('modals-host', () => import('./modals-host'));
const notificationsHost = lazyPart('notifications-host', () => import('./notifications-host'));

interface Fallback {
  id: string;
  title: ReactNode;
  children: ReactNode;
}

const overlays = create<{
  /** A dialog waits for the modals' provider: load and mount it. */
  modalsWanted: boolean;
  /** Dialogs shown as PlainDialogs because their code could not be downloaded, first on top. */
  fallbacks: Fallback[];
}>(() => ({ modalsWanted: false, fallbacks: [] }));

/** The `modals.*` calls waiting for the provider, and what each does if it cannot come. */
const waiting: { open: () => void; failed: (error: unknown) => void }[] = [];
/** The provider is mounted and listens to `modals.*` events. */
let modalsReady = false;
/** OverlayHosts mounted (one, the signed-in app's; none before it and after it closes). */
let hostsMounted = 0;

/** The mounted provider's effect: the waiting dialogs open. */
const onModalsReady = () => {
  modalsReady = true;
  for (const request of waiting.splice(0)) request.open();
  return () => {
    modalsReady = false;
  };
};

/**
 * Runs `open` (a `modals.*` call) once Mantine's ModalsProvider listens: at once when it is
 * mounted, else after loading and mounting it. `failed` runs instead when its code cannot be
 * downloaded. Needs an OverlayHost mounted (the signed-in app's).
 */
export function openModal(open: () => void, failed: (error: unknown) => void): void {
  if (modalsReady) {
    open();
    return;
  }
  waiting.push({ open, failed });
  overlays.setState({ modalsWanted: true });
}

/** A dialog's id, given before the dialog is open (Mantine's own form of id). */
export const newDialogId = () => `dialog-${randomId()}`;

/** Shows `title` and `children` in a PlainDialog (the fallback of a dialog whose code failed). */
export function showFallback(fallback: Fallback): void {
  overlays.setState(({ fallbacks }) => ({ fallbacks: [...fallbacks, fallback] }));
}

/** Closes dialog `id`, a Mantine modal or its fallback. */
export function closeDialog(id: string): void {
  modals.close(id);
  overlays.setState(({ fallbacks }) => ({ fallbacks: fallbacks.filter((f) => f.id !== id) }));
}

/** An alert dialog's body: its content, then OK (focused) which closes dialog `id`. */
export function alertBody(id: string, content: ReactNode) {
  return (
    <Stack>
      {content}
      <Group justify="flex-end">
        <Button onClick={() => closeDialog(id)} data-autofocus>
          {translator().t('common.ok')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What a part that could not be downloaded says: a plain title and text for every part, never
 * its chunk's name (the ChunkLoadError keeps SPEC.md §8's "Loading chunk {name} failed" as its
 * message, for the console; docs/decisions/screens-and-lists.md).
 */
export function chunkFailureTexts() {
  const { t } = translator();
  return { title: t('errors.chunkFailed'), text: t('errors.chunkFailedText') };
}

/** The dialog of a part that could not be downloaded, as a PlainDialog (nothing to download). */
export function showChunkFailure(): void {
  const { title, text } = chunkFailureTexts();
  const id = newDialogId();
  showFallback({
    id,
    title,
    children: alertBody(
      id,
      <Text size="sm" role="alert">
        {text}
      </Text>,
    ),
  });
}

/**
 * The hosts of the panel's dialogs and notifications, mounted once by the signed-in app
 * (tests that render a part alone mount it too). Renders nothing until one is used.
 */
export function OverlayHost() {
  useEffect(() => {
    hostsMounted += 1;
    return () => {
      hostsMounted -= 1;
      // Unmounted for good (the signed-in app closes): a dialog still waiting for its host is
      // not opened over what comes next, and no fallback stays on screen. Checked after the
      // commit, so that StrictMode's unmount and mount again, at once, keeps them.
      queueMicrotask(() => {
        if (hostsMounted > 0) return;
        waiting.length = 0;
        overlays.setState({ modalsWanted: false, fallbacks: [] });
      });
    };
  }, []);
  return (
    <>
      <ModalsSlot />
      <NotificationsSlot />
      <FallbackSlot />
    </>
  );
}

/*
 * The two slots load their hosts with their own effect rather than useLazyPart: that hook
 * reports a failed load with showErrorDialog, i.e. through the modals host itself, and the
 * notifications slot retries only when a new notice arrives.
 */
function ModalsSlot() {
  const wanted = overlays((s) => s.modalsWanted);
  const [host, setHost] = useState(modalsHost.loaded);
  useEffect(() => {
    if (!wanted || host) return;
    let live = true;
    modalsHost.load().then(
      (module) => {
        if (live) setHost(module);
      },
      (error: unknown) => {
        overlays.setState({ modalsWanted: false }); // the next dialog tries again
        const failed = waiting.splice(0);
        for (const request of failed) request.failed(error);
        if (failed.length === 0) showChunkFailure();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, host]);
  if (!wanted || !host) return null;
  return <host.ModalsHost onReady={onModalsReady} />;
}

function NotificationsSlot() {
  const { notifications, queue } = useNotifications();
  const [host, setHost] = useState(notificationsHost.loaded);
  /** The notices there were when a load failed: the next new one tries again. */
  const [failedWith, setFailedWith] = useState<ReadonlySet<string> | null>(null);
  const ids = [...notifications, ...queue].map((n) => n.id ?? '');
  const retry = failedWith === null || ids.some((id) => !failedWith.has(id));
  const wanted = ids.length > 0 && retry;
  useEffect(() => {
    if (!wanted || host) return undefined;
    let live = true;
    notificationsHost.load().then(
      (module) => {
        if (live) setHost(module);
      },
      () => {
        if (!live) return;
        setFailedWith(new Set(ids));
        showChunkFailure();
      },
    );
    return () => {
      live = false;
    };
    // `ids` is read at the failure: a new notice changes `wanted` only through `retry`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, host]);
  return host ? <host.NotificationsHost /> : null;
}

function FallbackSlot() {
  const fallback = overlays((s) => s.fallbacks[0]);
  useEffect(() => {
    if (!fallback) return undefined;
    // A modal dialog: the keyboard and screen readers stay in it.
    const others = [...document.body.children].filter(
      (el) => !el.hasAttribute('data-plain-dialog') && !el.hasAttribute('inert'),
    );
    for (const el of others) el.setAttribute('inert', '');
    return () => {
      for (const el of others) el.removeAttribute('inert');
    };
  }, [fallback]);
  if (!fallback) return null;
  return createPortal(
    <div data-plain-dialog>
      <PlainDialog key={fallback.id} title={fallback.title} onEscape={() => closeDialog(fallback.id)}>
        {fallback.children}
      </PlainDialog>
    </div>,
    document.body,
  );
}
