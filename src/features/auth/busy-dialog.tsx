import { Center, Loader } from '@mantine/core';
import { PlainDialog } from '@/ui/plain-dialog';

/**
 * The blocking modal of a sign-in in progress (SPEC.md §1: "Validating your credentials...").
 * Not Mantine's Modal, which would bring about 25 KB gzip into the first screen for a dialog
 * that has nothing to scroll, place or close: a PlainDialog. The caller makes the page behind
 * it `inert`, so the keyboard and screen readers cannot leave it. It has no close button: it
 * goes when the request ends.
 */
export function BusyDialog({ title }: { title: string }) {
  return (
    <PlainDialog title={title}>
      <Center py="sm">
        <Loader aria-label={title} />
      </Center>
    </PlainDialog>
  );
}
