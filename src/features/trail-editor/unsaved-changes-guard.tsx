import { useBlocker } from '@tanstack/react-router';
import { useLazyPart } from '@/ui/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';

const unsavedChangesDialog = lazyPart('unsaved-changes-dialog', () => import('./unsaved-changes-dialog'));

/** Starts loading the question's code (the form was focused), so it shows at once. */
export const prefetchUnsavedChangesDialog = unsavedChangesDialog.prefetch;

/**
 * Asks before leaving the form with unsaved changes: a dialog for moves inside the panel,
 * the browser's own prompt for closing or reloading the tab. `isDirty` compares the current
 * values to the loaded ones, so edits that were undone do not ask. The dialog's code (with
 * Mantine's Modal) loads when the form is first focused, or when first needed; if
 * it cannot be downloaded, the move is cancelled (the form and its changes stay) and SPEC.md
 * §8's dialog says why.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty(),
    enableBeforeUnload: () => isDirty(),
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';
  const module = useLazyPart(unsavedChangesDialog, blocked, () => blocker.reset?.());
  if (!module) return null;
  return (
    <module.UnsavedChangesDialog
      opened={blocked}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
