import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDeleteTrailMutation } from '@/api/trails/delete';
import type { TrailListItem, TrailStatus } from '@/api/trails/schemas';
import { holdTrailStatus } from '@/api/trails/status';
import { trailStatusLabel } from '@/components/badges';
import { confirm, notifySuccess, showErrorDialog } from '@/components/dialogs';
import { notifyUndoable } from '@/components/undo-notice';
import { translator } from '@/i18n/translator';
import { holdWrites } from '@/lib/held-writes';
import type { ChangeStatusTarget } from './change-status-modal';

/**
 * Status change and delete of a row, with their dialogs and messages (SPEC.md §4, §5, §8).
 * mutateAsync (not mutate(..., callbacks)): TanStack Query keeps mutate's own callbacks for
 * the latest call only, and each of two overlapping deletes must report its own outcome.
 */
export function useTrailRowActions() {
  const [statusTarget, setStatusTarget] = useState<ChangeStatusTarget | null>(null);
  const queryClient = useQueryClient();
  // mutateAsync is stable for the life of the hook, so deleteRow (and the columns) are made once.
  const { mutateAsync: deleteTrail } = useDeleteTrailMutation();

  const openStatus = useCallback(
    (trail: TrailListItem) =>
      setStatusTarget({ id: trail.id, name: trail.name, status: trail.status }),
    [],
  );
  const closeStatus = () => setStatusTarget(null);

  const confirmStatus = async (status: TrailStatus) => {
    const target = statusTarget;
    if (!target) return;
    // Held for Undo (src/lib/held-writes.ts): the row changes now, the request goes in 8 s.
    const write = await holdTrailStatus(queryClient, { id: target.id, status });
    const group = holdWrites([write], ([outcome]) => {
      if (outcome?.ok) return;
      const { t } = translator();
      showErrorDialog(t('trails.statusFailed'), t('trails.statusFailedText'));
    });
    // Closes this trail's modal only, never one opened since for another trail.
    setStatusTarget((current) => (current === target ? null : current));
    // SPEC.md gives no text for this success: ours names the trail and its new status.
    const { t, tx } = translator();
    notifyUndoable(t('trails.statusUpdated'), tx('trails.statusUpdatedText', { name: target.name, status: trailStatusLabel(t, status) }), group);
  };

  const deleteRow = useCallback(
    async (trail: TrailListItem) => {
      const { t } = translator();
      // SPEC.md §5 "Delete trail".
      const ok = await confirm({
        title: t('trails.deleteTitle'),
        message: t('trails.deleteWarning'),
        confirmLabel: t('trails.deleteConfirm'),
        cancelLabel: t('common.cancel'),
      });
      if (!ok) return;
      try {
        await deleteTrail(trail.id);
        notifySuccess(translator().t('trails.deleted'), translator().t('trails.deletedText'));
      } catch {
        showErrorDialog(translator().t('trails.deleteFailed'), translator().t('trails.deleteFailedText'));
      }
    },
    [deleteTrail],
  );

  return {
    statusTarget,
    // A held write is applied at once: there is no saving state to wait out.
    statusSaving: false,
    openStatus,
    closeStatus,
    confirmStatus,
    deleteRow,
  };
}
