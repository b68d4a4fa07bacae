import type { Review } from '@/api/reviews/schemas';
import type { Translator } from '@/i18n/translator';
import { csvDate, csvNumber, type CsvColumn } from '@/lib/csv-values';
import { difficultyLabel, statusLabel } from '@/widgets/status-badges';

/**
 * A review list's export columns (src/lib/csv-export.ts), from the data, one value a cell: the
 * trail and the author each as an id and a name, the text whole, the number of photos (0 when
 * none), the difficulty empty when the author gave none. The trail's columns are in both
 * lists' files (on a trail's own reviews screen they repeat its id and name): a file read on
 * its own says which trail each review is about.
 */
export function reviewCsvColumns(tr: Translator): CsvColumn<Review>[] {
  const { t } = tr;
  return [
    { header: t('common.id'), text: (r) => csvNumber(r.id) },
    { header: t('export.colTrailId'), text: (r) => csvNumber(r.trail.id) },
    { header: t('reviews.colTrail'), text: (r) => r.trail.name },
    { header: t('common.status'), text: (r) => statusLabel(t, r.status) },
    { header: t('common.rating'), text: (r) => csvNumber(r.rating) },
    { header: t('export.colUserId'), text: (r) => csvNumber(r.user.id) },
    { header: t('reviews.colUser'), text: (r) => r.user.name },
    { header: t('reviews.colText'), text: (r) => r.text },
    { header: t('common.difficulty'), text: (r) => (r.difficulty ? difficultyLabel(t, r.difficulty) : '') },
    { header: t('common.photos'), text: (r) => csvNumber(r.photos.length) },
    { header: t('reviews.colDate'), text: (r) => csvDate(r.createdAt) },
  ];
}
