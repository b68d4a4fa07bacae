import * as papa from 'papaparse';
import { downloadTextFile } from '@/lib/download';
import type { CsvColumn } from './csv-values';

/**
 * Export CSV: every row of the list as it is filtered and sorted now, every page (or the rows
 * the administrator ticked), as a spreadsheet can use them. Decisions
 * (docs/decisions/bulk-and-export.md):
 * - the rows are built from the data, not from the table's cells: each list has its export
 *   columns (src/features/{trails,users,reviews}/*-export.ts, loaded with this module), one
 *   value a cell: the id is a column of its own, and what a table draws as two lines (a name
 *   and its id, an email and a phone) are two columns with their own headers;
 * - headers, statuses, roles and difficulties in the panel's language; dates ISO 8601
 *   (csvDate, src/lib/csv-values.ts), numbers as plain numbers (csvNumber): Latin digits, a dot for decimals, no
 *   grouping, in Arabic too; a value missing (no phone, no rating) is an empty cell;
 * - user-written texts are exported whole (a table cuts them for its layout);
 * - the pages are fetched one after the other, 100 rows each (the API's largest page), and a
 *   row that moved from one page to the next while they were fetched is written once;
 * - UTF-8 with a byte order mark (spreadsheet programs then read Arabic), CRLF line ends
 *   (RFC 4180), quoting by papaparse; a cell that starts like a formula gets a leading
 *   apostrophe (FORMULA_START), so opening the file runs nothing;
 * - the file is named `{list}-{YYYY-MM-DD}.csv` with the local date, e.g. trails-2026-11-23.csv.
 */

/** The rows a page of the list brings, and how many pages there are (as the first page says). */
export interface ExportPage<T> {
  rows: readonly T[];
  pages: number;
  /** Rows of this page that could not be read (left out of `rows`: docs/decisions/screens-and-lists.md). */
  unreadable?: number;
}

/** Fetches one page (1-based) of the list, with its filters and sort, through its endpoint. */
export type FetchExportPage<T> = (page: number, signal: AbortSignal) => Promise<ExportPage<T>>;

export type { CsvColumn } from './csv-values';

export interface ExportProgress {
  /** Pages fetched so far. */
  page: number;
  /** Pages in all (known once the first page answered). */
  pages: number | null;
}

/** Every page of the list, one after the other; stops (rejects) at once when `signal` aborts. */
export async function fetchAllRows<T>(
  fetchPage: FetchExportPage<T>,
  rowId: (row: T) => string,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<T[]> {
  const rows = new Map<string, T>();
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    signal.throwIfAborted();
    const result = await fetchPage(page, signal);
    signal.throwIfAborted();
    pages = Math.max(1, result.pages);
    for (const row of result.rows) {
      const id = rowId(row);
      if (!rows.has(id)) rows.set(id, row);
    }
    onProgress({ page, pages });
  }
  return [...rows.values()];
}

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet could run: =, +, -, @, tab or CR first, after any leading whitespace
 * (line breaks and bidi marks included: a two-line cell or a pasted name may start with them).
 * Such a cell gets a leading apostrophe (OWASP's advice on CSV injection). papaparse's own
 * `escapeFormulae: true` looks at the first character only, and not past a line break.
 */
export const FORMULA_START = /^[\s\u200e\u200f\u061c]*[=+\-@\t\r]/;

type Unparse = (input: { fields: string[]; data: string[][] }, config: { escapeFormulae: RegExp; newline: string }) => string;

/**
 * papaparse's `unparse`. papaparse is in the export dialog's chunk with this module (loaded on
 * the first click of Export CSV, never in a screen's chunk): a file of its own would be one more
 * download when the export starts, and, being the only file that does not import the first
 * screen's, it kept Rolldown's runtime helpers out of the first screen's file, an extra request
 * on every load (`npm run size` fails when the entry's file imports another).
 */
function papaUnparse(): Unparse {
  // papaparse is a UMD bundle: its functions are on the default export, or on the module.
  const module = papa as typeof papa & { default?: typeof papa };
  return (module.default?.unparse ?? module.unparse) as Unparse;
}

/** The CSV text: a byte order mark, the header row, then one line per row. */
export async function csvText<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Promise<string> {
  const unparse = papaUnparse();
  return (
    BOM +
    unparse(
      { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => c.text(row))) },
      { escapeFormulae: FORMULA_START, newline: '\r\n' },
    )
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `{list}-{YYYY-MM-DD}.csv`, the administrator's local date. */
export function csvFileName(list: string, now: Date = new Date()): string {
  return `${list}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export interface CsvExport<T> {
  /** The list's name in the file name: trails, users, reviews. */
  list: string;
  columns: readonly CsvColumn<T>[];
  fetchPage: FetchExportPage<T>;
  rowId: (row: T) => string;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

/** What an export wrote: its rows, and the rows the server sent that could not be read (not in the file). */
export interface ExportResult {
  count: number;
  unreadable: number;
}

/**
 * Fetches every page, writes the CSV and downloads it; resolves with what it wrote.
 * Downloads nothing when a page fails or the signal aborts (it rejects instead).
 */
export async function exportCsv<T>({ list, columns, fetchPage, rowId, signal, onProgress }: CsvExport<T>): Promise<ExportResult> {
  let unreadable = 0;
  const counted: FetchExportPage<T> = (page, pageSignal) =>
    fetchPage(page, pageSignal).then((result) => {
      unreadable += result.unreadable ?? 0;
      return result;
    });
  const rows = await fetchAllRows(counted, rowId, signal, onProgress);
  const text = await csvText(columns, rows);
  signal.throwIfAborted();
  downloadTextFile(csvFileName(list), text, 'text/csv;charset=utf-8');
  return { count: rows.length, unreadable };
}
