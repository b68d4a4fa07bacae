import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unreadableRows } from '@/api/common/unreadable-rows';
import { trailKeys } from '@/api/trails/keys';
import { useDeleteTrailMutation } from '@/api/trails/delete';
import { totalPages, trailListQueryOptions } from '@/api/trails/list';
import type { TrailListItem, TrailStatus } from '@/api/trails/schemas';
import { holdTrailStatus } from '@/api/trails/status';
import { trailStatusLabel } from '@/widgets/status-badges';
import { BulkToolbar, bulkReport, reportBulkResult, useBulkRun } from '@/ui/bulk-toolbar';
import { confirm } from '@/ui/dialogs';
import { runHeldBulkChange } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useRowSelection, type RemovedBy, type RowSelection } from '@/lib/use-row-selection';
import { listParamsFromSearch, type TrailListSearch } from './trail-list-search';

const trailId = (trail: TrailListItem) => String(trail.id);
const trailName = (trail: TrailListItem) => trail.name;
/** A trail deleted anywhere (its row menu, a bulk delete) leaves the selection. */
const TRAIL_REMOVED: RemovedBy = { mutationKey: trailKeys.write('delete'), rowId: String };

/** The trail list's selection: kept across pages, cleared by new filters or sort. */
export function useTrailSelection(search: TrailListSearch, rows: readonly TrailListItem[]): RowSelection<TrailListItem> {
  const queryClient = useQueryClient();
  const scope = JSON.stringify(listParamsFromSearch(search, 1));
  const fetchPage = useCallback(
    async (page: number) => {
      const options = trailListQueryOptions(listParamsFromSearch(search, page));
      const data = await queryClient.fetchQuery(options);
      // Its rows that could not be read are counted in `count` but not among `trails`.
      return { rows: data.trails, total: data.count, pages: totalPages(data.count), unreadable: unreadableRows.get(options.queryKey).length };
    },
    // The search object is new each render; its content is the scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, scope],
  );
  return useRowSelection({ scope, rows, getRowId: trailId, rowName: trailName, fetchPage, removedBy: TRAIL_REMOVED });
}

/** Set Active, Set Inactive (held, one Undo) and Delete (confirmed, final) for the selected trails. */
export function TrailBulkActions({ selection, matching }: { selection: RowSelection<TrailListItem>; matching: number }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const { mutateAsync: deleteTrail } = useDeleteTrailMutation();
  const { progress, run, cancel } = useBulkRun();

  const setStatus = (status: TrailStatus) =>
    runHeldBulkChange({
      selection,
      unchanged: (trail) => trail.status === status,
      hold: (trail) => holdTrailStatus(queryClient, { id: trail.id, status }),
      name: trailName,
      failureText: () => translator().t('trails.statusFailedText'),
      title: (n) => {
        const { t } = translator();
        return t('trails.bulkStatusDone', { n, status: trailStatusLabel(t, status) });
      },
    });

  const remove = async () => {
    const targets = selection.rows();
    const tr = translator();
    // SPEC.md §5 "Delete trail": its warning and buttons, once for all, naming the count.
    const ok = await confirm({
      title: tr.t('trails.bulkDeleteTitle', { n: targets.length }),
      message: tr.t('trails.deleteWarning'),
      confirmLabel: tr.t('trails.deleteConfirm'),
      cancelLabel: tr.t('common.cancel'),
    });
    if (!ok) return;
    const result = await run(targets, (trail) => deleteTrail(trail.id));
    selection.clear();
    reportBulkResult(
      bulkReport(targets, result.outcomes, trailName, () => translator().t('trails.deleteFailedText'), result.stopped),
      translator().t('trails.bulkDeleted', { n: result.succeeded.length }),
      result.owner,
    );
  };

  const busy = progress !== null || selection.count === 0;
  return (
    <BulkToolbar selection={selection} matching={matching} progress={progress} onCancel={cancel}>
      <Button size="compact-sm" variant="light" color="green" disabled={busy} onClick={() => void setStatus('active')}>
        {t('trails.bulkActivate')}
      </Button>
      <Button size="compact-sm" variant="light" color="gray" disabled={busy} onClick={() => void setStatus('deleted')}>
        {t('trails.bulkDeactivate')}
      </Button>
      <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => void remove()}>
        {t('trails.bulkDelete')}
      </Button>
    </BulkToolbar>
  );
}
