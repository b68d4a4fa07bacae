import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDeleteTrailMutation } from '@/api/trails/delete';
import type { TrailListItem, TrailStatus } from '@/api/trails/schemas';
import { holdTrailStatus } from '@/api/trails/status';
import { trailStatusLabel } from '@/widgets/status-badges';
import { failureText, notifySuccess, showErrorDialog } from '@/ui/dialogs';
import { runHeldRowAction, runRowAction } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';
import type { ChangeStatusTarget } from './change-status-dialog';

/**
 * Status change and delete of a row, with their dialogs and messages (SPEC.md §4, §5, §8).
 * Change Status asks through its own modal (the status to choose), so its action has no confirm.
 */
export function useTrailRowActions() {
  const [statusTarget, setStatusTarget] = useState<ChangeStatusTarget | null>(null);
  const queryClient = useQueryClient();
  const deleteMutation = useDeleteTrailMutation();
  // mutateAsync is stable for the life of the hook, so deleteRow (and the columns) are made once.
  const { mutateAsync: deleteTrail } = deleteMutation;

  const openStatus = useCallback(
    (trail: TrailListItem) =>
      setStatusTarget({ id: trail.id, name: trail.name, status: trail.status }),
    [],
  );
  const closeStatus = () => setStatusTarget(null);

  const confirmStatus = async (status: TrailStatus) => {
    const target = statusTarget;
    if (!target) return;
    // Held for Undo (src/api/common/held-writes.ts): the row changes now, the request goes in 8 s.
    const run = runHeldRowAction({
      hold: () => holdTrailStatus(queryClient, { id: target.id, status }),
      // SPEC.md gives no text for this success: ours names the trail and its new status.
      done: () => {
        const { t, tx } = translator();
        return { title: t('trails.statusUpdated'), message: tx('trails.statusUpdatedText', { name: target.name, status: trailStatusLabel(t, status) }) };
      },
      failed: (error) => showErrorDialog(translator().t('trails.statusFailed'), failureText(error, translator().t('trails.statusFailedText'))),
    });
    // Closes this trail's modal only, never one opened since for another trail.
    setStatusTarget((current) => (current === target ? null : current));
    await run;
  };

  const deleteRow = useCallback(
    (trail: TrailListItem) =>
      void runRowAction({
        // SPEC.md §5 "Delete trail".
        confirm: () => {
          const { t } = translator();
          return {
            title: t('trails.deleteTitle'),
            message: t('trails.deleteWarning'),
            confirmLabel: t('trails.deleteConfirm'),
            cancelLabel: t('common.cancel'),
          };
        },
        run: () => deleteTrail(trail.id),
        done: () => notifySuccess(translator().t('trails.deleted'), translator().t('trails.deletedText')),
        failed: (error) => showErrorDialog(translator().t('trails.deleteFailed'), failureText(error, translator().t('trails.deleteFailedText'))),
      }),
    [deleteTrail],
  );

  return {
    statusTarget,
    openStatus,
    closeStatus,
    confirmStatus,
    deleteRow,
  };
}
