import { Anchor, Button, Group, List, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { runBulk, type BulkOptions } from '@/api/common/bulk-runner';
import type { RowSelection } from '@/lib/use-row-selection';
import { apiErrorText } from '@/i18n/api-error-text';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { session } from '@/stores/session';
import { notifySuccess, showAlertDialog, showErrorDialog } from './dialogs';

/**
 * The bar above a list while rows are selected: the count, "Select all {n}
 * matching the filters", Clear selection, the screen's actions, and a progress bar while an
 * action runs. Shown only with a selection or a run under way.
 */
export function BulkToolbar<T>({
  selection,
  matching,
  progress,
  children,
}: {
  selection: RowSelection<T>;
  /** How many rows match the filters (all pages). */
  matching: number;
  progress: BulkProgress | null;
  /**
   * The action buttons; disable them while `progress` is set. While "Select all matching" is
   * still gathering rows they are all disabled here (a disabled fieldset), whatever they are:
   * an action then would work on the rows gathered so far.
   */
  children: ReactNode;
}) {
  const { t } = useT();
  const { count, selectingAll } = selection;
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
            {selection.canSelectAllMatching && count < matching && !selectingAll && (
              <Anchor component="button" type="button" size="sm" onClick={() => void selection.selectAllMatching().catch(selectFailed)}>
                {t('bulk.selectAllMatching', { n: matching })}
              </Anchor>
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
          <Progress
            value={(progress.done / Math.max(1, progress.total)) * 100}
            aria-label={t('bulk.progress', { done: progress.done, total: progress.total })}
            aria-valuetext={t('bulk.progress', { done: progress.done, total: progress.total })}
            transitionDuration={150}
          />
        )}
      </Stack>
    </Paper>
  );
}

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkFailureLine {
  /** The row's name (user data). */
  name: string;
  /** SPEC.md §8's text of the single action that failed. */
  message: string;
  error: unknown;
}

/**
 * The result of a bulk action: a success notification when everything went through, else a
 * dialog saying how many succeeded and listing each failure with its reason.
 */
export function reportBulkResult(total: number, failures: readonly BulkFailureLine[], successTitle: string): void {
  const tr = translator();
  const ok = total - failures.length;
  if (failures.length === 0) {
    notifySuccess(successTitle, tr.t('bulk.done', { ok, total }));
    return;
  }
  if (!session.get().isLoggedIn) return; // as showErrorDialog: the sign-in screen says why
  showAlertDialog(
    tr.t('bulk.resultTitle'),
    <Stack gap="xs" role="alert">
      <Text size="sm">
        {tr.t('bulk.resultSucceeded', { ok, total })} {tr.t('bulk.resultFailed', { n: failures.length })}
      </Text>
      <List size="sm" spacing={2}>
        {failures.map((failure, index) => (
          <List.Item key={index}>
            {tr.tx('bulk.failure', { name: failure.name, message: failure.message, reason: apiErrorText(tr, failure.error) })}
          </List.Item>
        ))}
      </List>
    </Stack>,
  );
}

/** The running state of a screen's bulk actions: one at a time, with its progress. */
export function useBulkRun() {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const run = useCallback(async <T,>(items: readonly T[], each: (item: T) => Promise<unknown>, options?: BulkOptions) => {
    setProgress({ done: 0, total: items.length });
    try {
      return await runBulk(items, each, { ...options, onProgress: (done, total) => setProgress({ done, total }) });
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, run };
}

