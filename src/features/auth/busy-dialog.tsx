import { Center, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

/**
 * The blocking modal of a sign-in in progress (SPEC.md §1: "Validating your credentials...").
 * Not Mantine's Modal: that brings its scroll area, floating-ui, scroll locking and focus trap
 * (about 25 KB gzip) into the first screen for a dialog that has nothing to scroll, place or
 * close. This one covers the page (a click reaches nothing under it), takes focus and gives it
 * back when it goes; the caller makes the page behind it `inert`, so the keyboard and screen
 * readers cannot leave it either. It has no close button: it goes when the request ends.
 */
export function BusyDialog({ title }: { title: string }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    dialog.current?.focus();
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
      >
        <Text id={titleId} fw={600} mb="xs">
          {title}
        </Text>
        <Center py="sm">
          <Loader aria-label={title} />
        </Center>
      </Paper>
    </div>
  );
}
