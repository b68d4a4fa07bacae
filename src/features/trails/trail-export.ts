import type { TrailListItem } from '@/api/trails/schemas';
import type { Translator } from '@/i18n/translator';
import { csvDate, csvNumber, type CsvColumn } from '@/lib/csv-values';
import { displayRating } from '@/lib/format';
import { difficultyLabel, trailStatusLabel } from '@/widgets/status-badges';

/**
 * The trail list's export columns (src/lib/csv-export.ts): the table's columns, one value a
 * cell, from the data. The id has its own column; distance in km and elevation in m as
 * numbers (units in the headers); an elevation of 0 or none and a trail without a rating are
 * empty, as the table reads them N/A; the rating capped at 5 as the table shows it.
 */
export function trailCsvColumns(tr: Translator): CsvColumn<TrailListItem>[] {
  const { t } = tr;
  return [
    { header: t('common.id'), text: (trail) => csvNumber(trail.id) },
    { header: t('common.name'), text: (trail) => trail.name },
    { header: t('common.status'), text: (trail) => trailStatusLabel(t, trail.status) },
    { header: t('common.difficulty'), text: (trail) => difficultyLabel(t, trail.difficulty) },
    { header: t('trails.colDistance'), text: (trail) => csvNumber(trail.distance) },
    { header: t('trails.colElevation'), text: (trail) => csvNumber(trail.elevationGain ? Math.round(trail.elevationGain) : null) },
    { header: t('common.rating'), text: (trail) => csvNumber(displayRating(trail.rating)) },
    { header: t('trails.colCreated'), text: (trail) => csvDate(trail.createdAt) },
    { header: t('common.photos'), text: (trail) => csvNumber(trail.photos.length) },
  ];
}
