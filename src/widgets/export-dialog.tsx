import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushHeld } from '@/api/common/held-writes';
import { useT } from '@/i18n/use-t';
import { exportCsv, type CsvColumn, type ExportProgress, type FetchExportPage } from '@/lib/csv-export';
import type { Translator } from '@/i18n/translator';
import { notifySuccess } from '@/ui/dialogs';

/** What a list gives its export (src/widgets/export-button.tsx). */
export interface ExportListProps<T> {
  /** The list's name in the file name: trails, users, reviews. */
  list: string;
  /**
   * The list's export columns in `tr`'s language (its *-export.ts, loaded with the export:
   * a list screen carries only the import).
   */
  columns: (tr: Translator) => Promise<CsvColumn<T>[]>;
  /** One page of the list with the filters and sort shown now. */
  fetchPage: FetchExportPage<T>;
  rowId: (row: T) => string;
  /** SPEC.md §8's message for a failed load of this list. */
  errorText: string;
  /** The rows ticked in the list, when it has a selection: Export then offers them too. */
  selection?: { count: number; rows: () => T[] };
}

export interface ExportDialogProps<T> extends Omit<ExportListProps<T>, 'selection'> {
  /** The rows ticked when Export was clicked: the dialog first asks whether to write those. */
  selected?: readonly T[];
  onClose: () => void;
}

/** What the file holds: every row matching the filters (every page), or the rows ticked. */
type Choice = 'all' | 'selected';

/**
 * A list's CSV export under way, loaded with the CSV writer and papaparse at the first click
 * on the list's "Export CSV" (export-button.tsx): page k of n with a progress bar, and Cancel (aborts the requests and
 * downloads nothing). It starts when it opens; a failed page shows the list's load error and
 * downloads nothing; when every page is in, the file downloads and the dialog closes. With rows
 * ticked it first asks what the file holds: the selected rows (written as the list has them,
 * nothing fetched) or everything matching the filters; the export starts at the choice.
 */
export function ExportDialog<T>({ list, columns, fetchPage, rowId, errorText, selected, onClose }: ExportDialogProps<T>) {
  const tr = useT();
  const { t } = tr;
  const statusId = useId();
  const [progress, setProgress] = useState<ExportProgress>({ page: 0, pages: null });
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // The language of the moment the export started: a language change does not change a file half written.
  const [start] = useState(() => ({ tr, selected }));
  const [choice, setChoice] = useState<Choice | null>(selected?.length ? null : 'all');
  const choiceId = useId();
  const latest = useRef({ fetchPage, rowId, onClose, list, columns });
  useEffect(() => {
    latest.current = { fetchPage, rowId, onClose, list, columns };
  });

  useEffect(() => {
    if (choice === null) return;
    const abort = new AbortController();
    controller.current = abort;
    const { fetchPage, rowId, list, columns } = latest.current;
    const ticked = start.selected;
    const read: FetchExportPage<T> =
      choice === 'selected' && ticked ? () => Promise.resolve({ rows: ticked, pages: 1 }) : fetchPage;
    // What is held for Undo is sent first (as when leaving the screen): the file is read from
    // the server, and must have what the table shows.
    Promise.all([flushHeld('client'), columns(start.tr)])
      .then(([, csvColumns]) => exportCsv({ list, columns: csvColumns, fetchPage: read, rowId, signal: abort.signal, onProgress: setProgress }))
      .then(
      ({ count, unreadable }) => {
        if (abort.signal.aborted) return;
        const done = t('export.doneText', { count });
        notifySuccess(t('export.done'), unreadable > 0 ? `${done} ${t('export.unreadableLeftOut', { count: unreadable })}` : done);
        latest.current.onClose();
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    // Leaving the dialog (Cancel, Escape, the screen unmounting) stops the requests.
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one export per opening of the dialog, at the choice
  }, [choice]);

  // The choice's buttons leave: the focus goes to Cancel, the one button left.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const chose = (next: Choice) => {
    setChoice(next);
    cancelRef.current?.focus();
  };

  const cancel = () => {
    controller.current?.abort();
    onClose();
  };

  const { page, pages } = progress;
  const status = failed
    ? errorText
    : pages === null
      ? t('export.starting')
      : t('export.progress', { page, pages });
  return (
    // No x: Cancel (or Escape) is the one way out, and says what it does.
    <Modal opened onClose={cancel} title={t('export.title')} centered withCloseButton={false}>
      <Stack gap="md">
        {choice === null ? (
          <Stack gap="xs" role="group" aria-labelledby={choiceId}>
            <Text size="sm" id={choiceId}>
              {t('export.choose')}
            </Text>
            <Button data-autofocus onClick={() => chose('selected')}>
              {t('export.selectedRows', { count: selected?.length ?? 0 })}
            </Button>
            <Button variant="light" onClick={() => chose('all')}>
              {t('export.allMatching')}
            </Button>
          </Stack>
        ) : failed ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {errorText}
          </Alert>
        ) : (
          <>
            <Text size="sm" id={statusId} role="status">
              {status}
            </Text>
            <Progress.Root size="md">
              <Progress.Section
                value={pages ? (page / pages) * 100 : 0}
                aria-labelledby={statusId}
                aria-valuetext={status}
                animated={!pages || page < pages}
              />
            </Progress.Root>
          </>
        )}
        <Group justify="flex-end">
          <Button ref={cancelRef} variant={failed ? 'filled' : 'default'} onClick={cancel} data-autofocus={choice !== null || undefined}>
            {failed ? t('app.close') : t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
