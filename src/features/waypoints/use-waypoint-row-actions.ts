import { useCallback, useState } from 'react';
import { useDeactivateWaypointMutation } from '@/api/waypoints/delete';
import type { Waypoint } from '@/api/waypoints/schemas';
import { failureText, notifyError, notifySuccess } from '@/ui/dialogs';
import { runRowAction } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';

/** A waypoint card's action, Delete Waypoint, confirmed first; `deleting` is the card being deleted. */
export function useWaypointRowActions(trailId: number) {
  const deleteMutation = useDeactivateWaypointMutation();
  const { mutateAsync: deleteWaypoint } = deleteMutation;
  const [deleting, setDeleting] = useState<number | null>(null);

  const deleteRow = useCallback(
    async (waypoint: Waypoint) => {
      await runRowAction({
        confirm: () => {
          const { t } = translator();
          return { title: t('waypoints.confirmTitle'), message: t('waypoints.confirmText'), confirmLabel: t('common.delete') };
        },
        run: async () => {
          setDeleting(waypoint.id);
          try {
            await deleteWaypoint({ trailId, waypointId: waypoint.id });
          } finally {
            setDeleting(null);
          }
        },
        done: () => notifySuccess(translator().t('waypoints.deleted')),
        failed: (error) => notifyError(failureText(error, translator().t('waypoints.deleteFailed'))),
      });
    },
    [deleteWaypoint, trailId],
  );

  return { deleting, deleteRow };
}
