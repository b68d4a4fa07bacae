import { Group, Stack, VisuallyHidden } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CallOptions } from '@/api/http';
import { REVIEW_ACTIONS_FROM, type ReviewAction } from '@/api/reviews/transition';
import type { Review } from '@/api/reviews/schemas';
import { type DataTableProps, type TableSelection } from '@/ui/data-table';
import { ExportCsvButton } from '@/widgets/export-button';
import { ListFrame, type ListFrameQuery } from '@/ui/list-frame';
import { Pager } from '@/ui/pager';
import { useNarrowList } from '@/ui/use-narrow-list';
import type { Translator } from '@/i18n/translator';
import { ChangedNotice, useSteadyRows } from '@/ui/steady-rows';
import { useT } from '@/i18n/use-t';
import { KeyboardLegend } from './keyboard-legend';
import { reviewColumns } from './review-columns';
import { ReviewFullTextDialog } from './review-full-text-dialog';
import { ReviewPhotosDialog } from './review-photos-dialog';
import { useQueueKeyboard, type QueueCommand } from './use-queue-keyboard';
import { useReviewRowActions } from './use-review-row-actions';

/**
 * The queue is paged on the client, 50 rows a page, rather than virtualised: the table stays
 * a real table (every row of the page is in the DOM for screen readers and find-in-page),
 * handled reviews leave the pending list so the administrator stays on page 1 while the
 * next ones move up, and the keyboard cursor crosses page boundaries by itself. 50 rows
 * render in a few milliseconds whatever the queue's length (bench/reviews-queue.bench.ts).
 */
export const REVIEWS_PAGE_SIZE = 50;

/** The export's columns, loaded with the export. */
const reviewCsvColumns = (tr: Translator) => import('./review-export').then((m) => m.reviewCsvColumns(tr));

interface ReviewsTableProps {
  /** The list's query, for its load error and Retry. */
  query: ListFrameQuery;
  errorText: ReactNode;
  reviews: readonly Review[];
  label: string;
  showTrail: boolean;
  emptyText: ReactNode;
  /** Export CSV: the list's name in the file name, its fetch, and its load error (SPEC.md §8). */
  exportCsv: {
    list: string;
    fetch: (signal: AbortSignal, onUnreadable: CallOptions['onUnreadable']) => Promise<Review[]>;
    errorText: string;
  };
  /** Row selection for bulk actions (the pending queue) and its toolbar. */
  selection?: TableSelection<Review>;
  /** The same selection's rows, which Export CSV offers to write. */
  exportSelection?: { count: number; rows: () => Review[] };
  bulk?: ReactNode;
  /** The review a `?highlight=` link points at: the keyboard cursor starts on it. */
  highlight?: number;
  /** The list's rows that could not be read: marked rows after the page's own. */
  unreadable?: DataTableProps<Review>['unreadable'];
  /** What a check that brought new reviews says ("3 new reviews"); otherwise "This page changed". */
  newRowsText?: (count: number) => ReactNode;
}

/**
 * A review list in the list frame. Its page follows the keyboard cursor, not the URL: handled
 * reviews leave the queue, the next ones move up under the cursor, and the cursor crosses
 * page boundaries by itself.
 */
export function ReviewsTable({ query, errorText, reviews: latest, label, showTrail, emptyText, exportCsv, selection, exportSelection, bulk, unreadable, highlight, newRowsText }: ReviewsTableProps) {
  const tr = useT();
  // Held here, for the whole list, not per page by the frame: the cursor and the keys act on
  // the rows drawn (a review another moderator handled stays until Show: ../../ui/steady-rows.tsx).
  const steady = useSteadyRows(query.data, latest, (r) => r.id);
  const reviews = steady.rows;
  const added = steady.changed?.added ?? 0;
  const { t } = tr;
  const moderate = useReviewRowActions();
  const narrow = useNarrowList();
  const [cursor, setCursor] = useState(0);
  // A `?highlight=` link's review: the cursor goes to it once it is in the list (React's
  // "adjusting state when a prop changes"), and its page shows.
  const [placed, setPlaced] = useState<number | undefined>(undefined);
  if (highlight !== undefined && placed !== highlight) {
    const index = reviews.findIndex((review) => review.id === highlight);
    if (index >= 0) {
      setPlaced(highlight);
      setCursor(index);
    }
  }
  const [fullText, setFullText] = useState<Review | null>(null);
  const [gallery, setGallery] = useState<Review | null>(null);

  // The cursor stays on the same position when the row under it leaves the list, so the
  // next review in the queue moves up under it.
  const selected = Math.max(0, Math.min(cursor, reviews.length - 1));
  const page = Math.floor(selected / REVIEWS_PAGE_SIZE) + 1;
  const pageCount = Math.max(1, Math.ceil(reviews.length / REVIEWS_PAGE_SIZE));
  const start = (page - 1) * REVIEWS_PAGE_SIZE;
  const rows = useMemo(() => reviews.slice(start, start + REVIEWS_PAGE_SIZE), [reviews, start]);
  const current = reviews[selected];

  const act = useCallback(
    (review: Review, action: ReviewAction) => {
      void moderate(review, action);
    },
    [moderate],
  );
  const columns = useMemo(
    () => reviewColumns(tr, { showTrail, onViewText: setFullText, onViewPhotos: setGallery, onAction: act }),
    [tr, showTrail, act],
  );

  useQueueKeyboard(reviews.length > 0, (command: QueueCommand) => {
    if (command === 'next') setCursor(Math.min(selected + 1, reviews.length - 1));
    else if (command === 'previous') setCursor(Math.max(selected - 1, 0));
    else if (!current) return;
    else if (command === 'view') setFullText(current);
    else {
      const action: ReviewAction = command; // 'accept' | 'reject'
      // A shortcut's confirmation (reject) opens on its confirm button: R then Enter rejects.
      if (REVIEW_ACTIONS_FROM[current.status].includes(action)) void moderate(current, action, true);
    }
  });

  return (
    <Stack gap="sm">
      <ListFrame
        query={query}
        errorText={errorText}
        toolbar={
          <>
            {steady.changed && (
              <ChangedNotice text={added > 0 && newRowsText ? newRowsText(added) : t('table.changed')} onShow={steady.show} />
            )}
            {bulk}
            {/* In a narrow window Export CSV goes under the legend rather than being cut. */}
            <Group justify="space-between" align="flex-start" wrap="wrap">
              {/* A phone has no keyboard: its screen goes to the queue. */}
              {!narrow && <KeyboardLegend canModerate />}
              {/* The reviews come in one response: one page, a fresh copy of the list. */}
              <ExportCsvButton
                list={exportCsv.list}
                columns={reviewCsvColumns}
                selection={exportSelection}
                rowId={(r) => String(r.id)}
                errorText={exportCsv.errorText}
                fetchPage={(_page, signal) => {
                  let unreadable = 0;
                  return exportCsv.fetch(signal, (bad) => (unreadable = bad.length)).then((rows) => ({ rows, pages: 1, unreadable }));
                }}
              />
            </Group>
            <VisuallyHidden role="status" aria-live="polite">
              {current
                ? t('reviews.selected', { id: current.id, name: current.user.name, position: selected + 1, total: reviews.length })
                : ''}
            </VisuallyHidden>
          </>
        }
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.id)}
        label={label}
        emptyText={emptyText}
        minWidth={960}
        selection={selection}
        // Paged here, not on the server: the rows that could not be read show once, after the last page's.
        unreadable={page === pageCount ? unreadable : undefined}
        rowProps={(review, index) => {
          const isSelected = start + index === selected;
          return {
            onClick: () => setCursor(start + index),
            'aria-current': isSelected ? 'true' : undefined,
            // The keyboard cursor (data-selected is the table's mark for a ticked row).
            'data-cursor': isSelected || undefined,
            style: isSelected
              ? { outline: '2px solid var(--cairn-primary-mark)', outlineOffset: -2 }
              : undefined,
            'data-review-id': review.id,
          };
        }}
        summary={pageCount > 1 ? t('reviews.showing', { from: start + 1, to: start + rows.length, total: reviews.length }) : null}
        pager={
          pageCount > 1 ? (
            <Pager page={page} total={pageCount} onChange={(p) => setCursor((p - 1) * REVIEWS_PAGE_SIZE)} label={t('reviews.pagesLabel')} />
          ) : null
        }
      />
      <ReviewFullTextDialog review={fullText} onClose={() => setFullText(null)} />
      <ReviewPhotosDialog review={gallery} onClose={() => setGallery(null)} />
    </Stack>
  );
}
