import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { useEffect, useId, useRef, useState } from 'react';
import { flushHeld } from '@/api/common/held-writes';
import { useT } from '@/i18n/use-t';
import { exportCsv, type CsvColumn, type ExportProgress, type FetchExportPage } from '@/lib/csv-export';
import type { DataTableFeatures } from '@/ui/data-table';
import { notifySuccess } from '@/ui/dialogs';

/** What a list gives its export (src/widgets/export-button.tsx). */
export interface ExportListProps<T extends RowData> {
  /** The list's name in the file name: trails, users, reviews. */
  list: string;
  /** The table's own columns: their headers and `meta.csv` texts are the file's. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's column list mixes value types (as DataTable's)
  columns: readonly ColumnDef<DataTableFeatures, T, any>[];
  /** One page of the list with the filters and sort shown now. */
  fetchPage: FetchExportPage<T>;
  rowId: (row: T) => string;
  /** SPEC.md §8's message for a failed load of this list. */
  errorText: string;
}

/** The exported columns of a table: those with a `meta.csv` text and a text header, in order. */
export function csvColumnsOf<T extends RowData>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's column list mixes value types (as DataTable's)
  columns: readonly ColumnDef<DataTableFeatures, T, any>[],
): CsvColumn<T>[] {
  return columns.flatMap((column) => {
    const text = column.meta?.csv;
    return text && typeof column.header === 'string' ? [{ header: column.header, text }] : [];
  });
}

export interface ExportDialogProps<T extends RowData> extends ExportListProps<T> {
  onClose: () => void;
}

/**
 * A list's CSV export under way, loaded with the CSV writer and papaparse at the first click
 * on the list's "Export CSV" (export-button.tsx): page k of n with a progress bar, and Cancel (aborts the requests and
 * downloads nothing). It starts when it opens; a failed page shows the list's load error and
 * downloads nothing; when every page is in, the file downloads and the dialog closes.
 */
export function ExportDialog<T extends RowData>({ list, columns, fetchPage, rowId, errorText, onClose }: ExportDialogProps<T>) {
  const tr = useT();
  const { t } = tr;
  const statusId = useId();
  const [progress, setProgress] = useState<ExportProgress>({ page: 0, pages: null });
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // The columns of the moment the export started: a language change does not change a file half written.
  const [csvColumns] = useState(() => csvColumnsOf(columns));
  const latest = useRef({ fetchPage, rowId, onClose, list });
  useEffect(() => {
    latest.current = { fetchPage, rowId, onClose, list };
  });

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    const { fetchPage, rowId, list } = latest.current;
    // What is held for Undo is sent first (as when leaving the screen): the file is read from
    // the server, and must have what the table shows.
    flushHeld('client')
      .then(() => exportCsv({ list, columns: csvColumns, fetchPage, rowId, signal: abort.signal, onProgress: setProgress }))
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one export per opening of the dialog
  }, []);

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
        {failed ? (
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
          <Button variant={failed ? 'filled' : 'default'} onClick={cancel} data-autofocus>
            {failed ? t('app.close') : t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
