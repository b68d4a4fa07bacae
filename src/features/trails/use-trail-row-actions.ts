import { useCallback, useState } from 'react';
import { useDeleteTrailMutation } from '@/api/trails/delete';
import type { TrailListItem, TrailStatus } from '@/api/trails/schemas';
import { useChangeTrailStatusMutation } from '@/api/trails/status';
import { trailStatusLabel } from '@/components/badges';
import { confirm, notifySuccess, showErrorDialog } from '@/components/dialogs';
import type { ChangeStatusTarget } from './change-status-modal';

/** SPEC.md §5 "Delete trail". */
export const DELETE_TRAIL_TITLE = 'Permanently Delete Trail?';
export const DELETE_TRAIL_WARNING =
  'ALL trail data including photos, waypoints and reviews will be deleted. This CANNOT be undone!';

/**
 * Status change and delete of a row, with their dialogs and messages (SPEC.md §4, §5, §8).
 * mutateAsync (not mutate(..., callbacks)): TanStack Query keeps mutate's own callbacks for
 * the latest call only, and each of two overlapping deletes must report its own outcome.
 */
export function useTrailRowActions() {
  const [statusTarget, setStatusTarget] = useState<ChangeStatusTarget | null>(null);
  const statusMutation = useChangeTrailStatusMutation();
  const { mutateAsync: changeStatus } = statusMutation;
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
    try {
      await changeStatus({ id: target.id, status });
      // SPEC.md gives no text for this success: ours names the trail and its new status.
      notifySuccess('Status Updated', `${target.name} is now ${trailStatusLabel(status)}.`);
    } catch {
      showErrorDialog('Update Failed', 'Failed to update trail status. Please try again.');
    } finally {
      // Closes this trail's modal only, never one opened since for another trail.
      setStatusTarget((current) => (current === target ? null : current));
    }
  };

  const deleteRow = useCallback(
    async (trail: TrailListItem) => {
      const ok = await confirm({
        title: DELETE_TRAIL_TITLE,
        message: DELETE_TRAIL_WARNING,
        confirmLabel: 'Yes, delete it!',
        cancelLabel: 'Cancel',
      });
      if (!ok) return;
      try {
        await deleteTrail(trail.id);
        notifySuccess('Trail Deleted!', 'Trail and all related data deleted successfully!');
      } catch {
        showErrorDialog('Deletion Failed', 'Failed to delete trail. Please try again.');
      }
    },
    [deleteTrail],
  );

  return {
    statusTarget,
    statusSaving: statusMutation.isPending,
    openStatus,
    closeStatus,
    confirmStatus,
    deleteRow,
  };
}
