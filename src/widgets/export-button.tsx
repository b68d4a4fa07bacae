import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { SCREEN_TEXTS } from '@/i18n/parts';
import { useT } from '@/i18n/use-t';
import { lazyPart } from '@/lib/lazy-part';
import { useLazyPart } from '@/ui/use-lazy-part';
import type { ExportListProps } from './export-dialog';

/**
 * The page size an export asks for: the API's largest (docs/api.md, pageSize at most 100), for
 * the fewest requests. Here rather than with the CSV writer, so a list screen that imports
 * it does not bring the writer into its chunk.
 */
export const EXPORT_PAGE_SIZE = 100;

/** The dialog, the CSV writer and papaparse: a list screen carries only the button. */
const exportDialog = lazyPart('export-dialog', () => import('./export-dialog'), { texts: SCREEN_TEXTS });

/** An opening of the dialog, with the rows ticked at the click (none: nothing to choose). */
interface Opening<T> {
  selected?: readonly T[];
}

/**
 * "Export CSV" in a list's toolbar. Its dialog loads on the first click (the button shows it
 * loading); each opening runs one export, and closing the dialog ends it. With rows ticked,
 * the dialog first asks: the selected rows, or everything matching the filters.
 */
export function ExportCsvButton<T>({ selection, ...props }: ExportListProps<T>) {
  const { t } = useT();
  const [open, setOpen] = useState<Opening<T> | null>(null);
  const module = useLazyPart(exportDialog, open !== null, () => setOpen(null));
  const Dialog = module?.ExportDialog;
  return (
    <>
      {/* Never narrower than its text: in a crowded toolbar the toolbar wraps instead. */}
      <Button
        variant="default"
        flex="none"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={open !== null && !Dialog}
        onClick={() => setOpen({ selected: selection && selection.count > 0 ? selection.rows() : undefined })}
      >
        {t('common.exportCsv')}
      </Button>
      {Dialog && open && <Dialog {...props} selected={open.selected} onClose={() => setOpen(null)} />}
    </>
  );
}
