import { Paper, Text } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A dialog drawn without Mantine's Modal: that brings its scroll area, scroll locking, portal
 * and focus trap (about 25 KB gzip), which the places that use this one cannot wait
 * for or cannot get. It covers the page (a click reaches nothing under it), takes focus (its
 * `data-autofocus` element, else itself) and gives it back when it goes. The caller keeps the
 * keyboard and screen readers in it (the page behind `inert`). Used by the sign-in's busy
 * dialog (first screen) and by the dialogs' fallback when their code cannot be downloaded
 * (src/ui/overlay-host.tsx).
 */
export function PlainDialog({
  title,
  children,
  onEscape,
}: {
  title: ReactNode;
  children: ReactNode;
  /** Escape closes the dialog: without it Escape does nothing (a dialog that cannot be closed). */
  onEscape?: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    const target = dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current;
    target?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 200,
        display: 'grid',
        placeItems: 'center',
        padding: 'var(--mantine-spacing-md)',
        background: 'rgba(0, 0, 0, 0.6)',
      }}
    >
      <Paper
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        shadow="xl"
        p="md"
        w="100%"
        maw={380}
        radius="md"
        onKeyDown={
          onEscape &&
          ((event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            onEscape();
          })
        }
      >
        <Text id={titleId} fw={600} mb="xs">
          {title}
        </Text>
        {children}
      </Paper>
    </div>
  );
}
