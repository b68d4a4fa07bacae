import { Anchor, Button, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { NotSentError, runBulk, type BulkOptions, type StopReason } from '@/api/common/bulk-runner';
import type { RowSelection } from '@/lib/use-row-selection';
import { lazyPart } from '@/lib/lazy-part';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { session, useSession } from '@/stores/session';
import type { BulkReport, BulkSending } from './bulk-report';
import { notifySuccess, showChunkLoadError, showErrorDialog } from './dialogs';

export { bulkReport, type BulkFailureLine, type BulkReport, type BulkSending } from './bulk-report';

/** The result dialog of a bulk action that did not all succeed: loaded when one is to be shown. */
const bulkResult = lazyPart('bulk-result', () => import('./bulk-result'), { texts: ['screens'] });

/**
 * The bar above a list while rows are selected: the count, "Select all {n}
 * matching the filters", Clear selection, the screen's actions, and a progress bar while an
 * action runs. Shown only with a selection or a run under way.
 */
export function BulkToolbar<T>({
  selection,
  matching,
  progress,
  onCancel,
  children,
}: {
  selection: RowSelection<T>;
  /** How many rows match the filters (all pages). */
  matching: number;
  progress: BulkProgress | null;
  /** Stops the run under way before its next row (useBulkRun's `cancel`). */
  onCancel?: () => void;
  /**
   * The action buttons; disable them while `progress` is set. While "Select all matching" is
   * still gathering rows they are all disabled here (a disabled fieldset), whatever they are:
   * an action then would work on the rows gathered so far.
   */
  children: ReactNode;
}) {
  const { t } = useT();
  const { count, selectingAll, leftOut } = selection;
  if (count === 0 && !progress && !selectingAll) return null;
  const selectFailed = () => showErrorDialog(t('common.error'), t('bulk.selectAllFailed'));
  return (
    <Paper withBorder p="xs" role="region" aria-label={t('bulk.toolbar')}>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600} role="status">
              {t('bulk.selected', { n: count })}
            </Text>
            {/* Rows left out as unreadable are not offered again: selecting all again would not take them either. */}
            {selection.canSelectAllMatching && count + leftOut < matching && !selectingAll && (
              <Anchor component="button" type="button" size="sm" onClick={() => void selection.selectAllMatching().catch(selectFailed)}>
                {t('bulk.selectAllMatching', { n: matching })}
              </Anchor>
            )}
            {leftOut > 0 && !selectingAll && (
              <Text size="sm" c="dimmed">
                {t('bulk.unreadableLeftOut', { count: leftOut })}
              </Text>
            )}
            {selectingAll && (
              <Text size="sm" c="dimmed">
                {selectingAll.total === null
                  ? t('bulk.selectingStarted')
                  : t('bulk.selectingAll', { done: selectingAll.done, total: selectingAll.total })}
              </Text>
            )}
            {count > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={selection.clear} disabled={progress !== null || selectingAll !== null}>
                {t('bulk.clear')}
              </Button>
            )}
          </Group>
          {/*
            While gathering, the buttons are disabled by their fieldset, whose name (its legend,
            read with them by screen readers) says why.
          */}
          <fieldset disabled={selectingAll !== null} style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
            {selectingAll && <VisuallyHidden component="legend">{t('bulk.actionsWait')}</VisuallyHidden>}
            <Group gap="xs" wrap="wrap">
              {children}
            </Group>
          </fieldset>
        </Group>
        {progress && (
          <Group gap="sm" wrap="nowrap">
            <Progress
              flex={1}
              value={(progress.done / Math.max(1, progress.total)) * 100}
              aria-label={t('bulk.progress', { done: progress.done, total: progress.total })}
              aria-valuetext={t('bulk.progress', { done: progress.done, total: progress.total })}
              transitionDuration={150}
            />
            {onCancel && (
              <Button size="compact-sm" variant="default" disabled={progress.stopping} onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export interface BulkProgress {
  done: number;
  total: number;
  /** Cancel was pressed: the rows in flight finish, no other starts. */
  stopping?: boolean;
}

/**
 * The result of a bulk action: a success notification when every row went through, else a
 * dialog listing each row: which succeeded, which failed and why, which were not sent. When
 * the session ended meanwhile, the dialog waits for the same administrator to sign in again
 * in this tab (and is dropped when someone else signs in). `owner`: who ran it.
 */
export function reportBulkResult(report: BulkReport, successTitle: string, owner: number | null): void {
  const { total, succeeded } = report;
  if (succeeded.length === total) {
    if (session.get().isLoggedIn) notifySuccess(successTitle, translator().t('bulk.done', { ok: total, total }));
    return;
  }
  const show = () =>
    void bulkResult.load().then(
      ({ showBulkResult }) => showBulkResult(report),
      () => showChunkLoadError(),
    );
  const { isLoggedIn, currentUser } = session.get();
  if (isLoggedIn && currentUser?.id === owner) {
    show();
    return;
  }
  const stop = useSession.subscribe((state) => {
    if (!state.isLoggedIn) return;
    stop();
    if (state.currentUser?.id === owner) show();
  });
}

/** The notice of a held bulk action being sent: its progress and Cancel (loaded with the result dialog). */
export function showBulkSending(sending: BulkSending, cancel: () => void): void {
  void bulkResult.load().then(
    ({ showSendingNotice }) => showSendingNotice(sending, cancel),
    // Without it the writes still go; only the notice and its Cancel are missing.
    () => undefined,
  );
}

/**
 * A bulk run's stop: `stop('cancel')` (Cancel), or by itself when the session that started it
 * ends or changes hands (Log Out, expiry, another tab): no further row is sent, so none is sent
 * without a token or with another administrator's (a held bulk action's rows not sent then are
 * kept in the outbox for the holder's next sign-in: ./held-bulk-action.ts). `mayGo()` is
 * checked before each row; `end()` once the run is over.
 */
export function startBulkRun() {
  const controller = new AbortController();
  const owner = session.get().currentUser?.id ?? null;
  let reason: StopReason | null = null;
  const stop = (why: StopReason) => {
    if (reason) return;
    reason = why;
    controller.abort();
  };
  const ours = () => {
    const { isLoggedIn, currentUser } = session.get();
    if (!isLoggedIn || currentUser?.id !== owner) stop('session');
    return reason === null;
  };
  const end = useSession.subscribe(() => void ours());
  return { signal: controller.signal, owner, stop, end, mayGo: ours, stopped: () => reason };
}

export type BulkRun = ReturnType<typeof startBulkRun>;

/** The running state of a screen's bulk actions: one at a time, with its progress and Cancel. */
export function useBulkRun() {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const current = useRef<BulkRun | null>(null);
  const run = useCallback(async <T,>(items: readonly T[], each: (item: T) => Promise<unknown>, options?: BulkOptions) => {
    const bulk = startBulkRun();
    current.current = bulk;
    setProgress({ done: 0, total: items.length });
    try {
      const result = await runBulk(items, (item) => (bulk.mayGo() ? each(item) : Promise.reject(new NotSentError())), {
        ...options,
        signal: bulk.signal,
        onProgress: (done, total) => setProgress({ done, total, stopping: bulk.signal.aborted }),
      });
      return { ...result, stopped: bulk.stopped(), owner: bulk.owner };
    } finally {
      bulk.end();
      current.current = null;
      setProgress(null);
    }
  }, []);
  const cancel = useCallback(() => {
    current.current?.stop('cancel');
    setProgress((now) => now && { ...now, stopping: true });
  }, []);
  return { progress, run, cancel };
}
