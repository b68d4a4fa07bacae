/**
 * A list's export columns and the values of their cells (src/lib/csv-export.ts writes them).
 * Apart from the CSV writer: a list's export columns (src/features/{trails,users,reviews}/*-export.ts)
 * load with the export, without papaparse in their chunk.
 */
export interface CsvColumn<T> {
  header: string;
  text: (row: T) => string;
}

/**
 * A number as a spreadsheet reads it in any locale: Latin digits, a dot before decimals, no
 * grouping separator ("1234.5"); an empty cell when there is none.
 */
export function csvNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // Plain digits for every size a list holds (String() would write 1e21 for the largest).
  return Math.abs(value) < 1e21 ? String(value) : value.toFixed(0);
}

/**
 * A date, ISO 8601 (`2026-11-06`): the day in UTC, the day the tables show (src/i18n/translator.ts
 * shows dates in UTC so that every administrator reads the same day); empty when unreadable.
 */
export function csvDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/**
 * A date and time, ISO 8601 in UTC to the second (`2026-11-06T14:05:00Z`), for a column whose
 * table shows the time; empty when unreadable.
 */
export function csvDateTime(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : `${new Date(time).toISOString().slice(0, 19)}Z`;
}
