import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import type { FetchExportPage } from '@/components/csv-export';
import { loadChunk } from '@/lib/load-chunk';
import type { DataTableFeatures } from './data-table';
import { showChunkLoadError } from './dialogs';
import type { ExportDialog } from './export-dialog';

export interface ExportCsvButtonProps<T extends RowData> {
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

type Dialog = typeof ExportDialog;

/**
 * The page size an export asks for: the API's largest (API.md, pageSize at most 100), for
 * the fewest requests. Here rather than with the CSV writer, so a list screen that imports
 * it does not bring the writer into its chunk.
 */
export const EXPORT_PAGE_SIZE = 100;

/**
 * "Export CSV" in a list's toolbar. The dialog, the CSV writer and papaparse are their own
 * chunk, loaded on the first click: a list screen carries only this button.
 */
export function ExportCsvButton<T extends RowData>(props: ExportCsvButtonProps<T>) {
  const { t } = useT();
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const start = async () => {
    if (dialog) return setOpen(true);
    setLoading(true);
    try {
      const module = await loadChunk('export-csv', () => import('./export-dialog'));
      setDialog({ Dialog: module.ExportDialog });
      setOpen(true);
    } catch (error) {
      showChunkLoadError(error, 'export-csv');
    } finally {
      setLoading(false);
    }
  };

  const Dialog = dialog?.Dialog;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={loading}
        onClick={() => void start()}
      >
        {t('common.exportCsv')}
      </Button>
      {Dialog && open && <Dialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
