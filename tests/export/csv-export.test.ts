import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  csvFileName,
  csvText,
  exportCsv,
  fetchAllRows,
  type CsvColumn,
  type ExportPage,
  type ExportProgress,
  type FetchExportPage,
} from '@/lib/csv-export';
import { deferred } from '../support';
import { captureDownloads, csvRows } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

interface Row {
  id: number;
  name: string;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', text: (row) => String(row.id) },
  { header: 'Name', text: (row) => row.name },
];

const row = (id: number, name = `Trail ${id}`): Row => ({ id, name });

/** A list of `pages` pages answering `pageRows(page)` for each page. */
function pagesOf(pageRows: (page: number) => Row[], pages: number) {
  const asked: number[] = [];
  const fetchPage: FetchExportPage<Row> = (page) => {
    asked.push(page);
    return Promise.resolve({ rows: pageRows(page), pages });
  };
  return { fetchPage, asked };
}

const rowId = (r: Row) => String(r.id);
const noProgress = () => undefined;

describe('the CSV text', () => {
  it('starts with a byte order mark, then the header row, one CRLF-ended line per row', async () => {
    const text = await csvText(COLUMNS, [row(1), row(2)]);
    expect(text).toBe('\uFEFFID,Name\r\n1,Trail 1\r\n2,Trail 2');
  });

  it('has the header row alone when there are no rows', async () => {
    expect(await csvText(COLUMNS, [])).toBe('\uFEFFID,Name\r\n');
  });

  it.each([
    ['a plain name', 'Wadi Rum', 'Wadi Rum'],
    ['a comma', 'Wadi, the long way', '"Wadi, the long way"'],
    ['double quotes', 'The "long" way', '"The ""long"" way"'],
    ['a line break', 'Wadi\nRum', '"Wadi\nRum"'],
    ['a comma, quotes and a line break', 'Wadi, "the" long\nway', '"Wadi, ""the"" long\nway"'],
    ['a CRLF line break', 'Wadi\r\nRum', '"Wadi\r\nRum"'],
    ['leading and trailing spaces', ' Wadi Rum ', '" Wadi Rum "'],
    ['Arabic', 'مسار وادي رم', 'مسار وادي رم'],
    ['Arabic with a comma and quotes', 'رائع، لكنه "صعب"', '"رائع، لكنه ""صعب"""'],
    ['Arabic of two lines with quotes', 'رائع، لكنه "صعب"\nجدًا', '"رائع، لكنه ""صعب""\nجدًا"'],
    ['an empty text', '', ''],
  ])('a cell with %s is written %j', async (_case, name, written) => {
    const text = await csvText(COLUMNS, [row(7, name)]);
    expect(text).toBe(`\uFEFFID,Name\r\n7,${written}`);
    expect(csvRows(text)[1]).toEqual(['7', name]);
  });

  it.each([
    ['=SUM(A1:A9)', '"\'=SUM(A1:A9)"'],
    ['+962 7 9000 0000', '"\'+962 7 9000 0000"'],
    ['-12', '"\'-12"'],
    ['@admin', '"\'@admin"'],
    ['\tTab', '"\'\tTab"'],
    ['a=b', 'a=b'],
    ['Wadi - Rum', 'Wadi - Rum'],
  ])(
    'a cell %j, run by a spreadsheet if it starts like a formula, is written %j',
    async (name, written) => {
      expect(await csvText(COLUMNS, [row(7, name)])).toBe(`\uFEFFID,Name\r\n7,${written}`);
    },
  );

  it('quotes and escapes the header row as it does the cells', async () => {
    const columns: CsvColumn<Row>[] = [{ header: 'Name, "shown"', text: (r) => r.name }];
    expect(await csvText(columns, [row(1)])).toBe('\uFEFF"Name, ""shown"""\r\nTrail 1');
  });
});

describe('the file name', () => {
  it.each([
    {
      list: 'trails',
      at: 'a morning',
      now: new Date(2026, 10, 23, 9, 30),
      name: 'trails-2026-11-23.csv',
    },
    {
      list: 'users',
      at: 'a single-digit day and month',
      now: new Date(2026, 0, 5),
      name: 'users-2026-01-05.csv',
    },
    {
      list: 'reviews',
      at: 'the last second of a year',
      now: new Date(2026, 11, 31, 23, 59, 59),
      name: 'reviews-2026-12-31.csv',
    },
    {
      list: 'trails',
      at: 'the first second of a year',
      now: new Date(2027, 0, 1, 0, 0, 0),
      name: 'trails-2027-01-01.csv',
    },
  ])('$list on $at (local time) is $name', ({ list, now, name }) => {
    expect(csvFileName(list, now)).toBe(name);
  });
});

describe('fetching every page', () => {
  it('asks for the pages one after the other, as many as the first page says', async () => {
    const { fetchPage, asked } = pagesOf((page) => [row(page * 10 + 1), row(page * 10 + 2)], 3);
    const progress: ExportProgress[] = [];
    const rows = await fetchAllRows(fetchPage, rowId, new AbortController().signal, (p) =>
      progress.push(p),
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.id)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(progress).toEqual([
      { page: 1, pages: 3 },
      { page: 2, pages: 3 },
      { page: 3, pages: 3 },
    ]);
  });

  it('asks for the next page only once the previous one answered', async () => {
    const first = deferred<ExportPage<Row>>();
    const asked: number[] = [];
    const running = fetchAllRows(
      (page) => {
        asked.push(page);
        return page === 1 ? first.promise : Promise.resolve({ rows: [row(2)], pages: 2 });
      },
      rowId,
      new AbortController().signal,
      noProgress,
    );
    await Promise.resolve();
    expect(asked).toEqual([1]);
    first.resolve({ rows: [row(1)], pages: 2 });
    expect((await running).map((r) => r.id)).toEqual([1, 2]);
    expect(asked).toEqual([1, 2]);
  });

  it.each([
    ['no rows at all', 0, [], [1]],
    ['one page', 1, [1], [1]],
  ])('a list with %s asks for one page', async (_case, pages, ids, asked) => {
    const list = pagesOf(() => ids.map((id) => row(id)), pages);
    expect(
      (await fetchAllRows(list.fetchPage, rowId, new AbortController().signal, noProgress)).map(
        (r) => r.id,
      ),
    ).toEqual(ids);
    expect(list.asked).toEqual(asked);
  });

  it('writes once a row that moved to the next page while the pages were fetched', async () => {
    const pages: Record<number, Row[]> = {
      1: [row(1), row(2), row(3)],
      2: [row(3, 'Trail 3 again'), row(4)],
    };
    const { fetchPage } = pagesOf((page) => pages[page]!, 2);
    const rows = await fetchAllRows(fetchPage, rowId, new AbortController().signal, noProgress);
    expect(rows).toEqual([row(1), row(2), row(3), row(4)]);
  });

  it('stops at once, asking for no further page, when cancelled while a page is on its way', async () => {
    const controller = new AbortController();
    const second = deferred<ExportPage<Row>>();
    const asked: number[] = [];
    const running = fetchAllRows(
      (page) => {
        asked.push(page);
        return page === 1 ? Promise.resolve({ rows: [row(1)], pages: 3 }) : second.promise;
      },
      rowId,
      controller.signal,
      noProgress,
    );
    await vi.waitFor(() => expect(asked).toEqual([1, 2]));
    controller.abort();
    second.resolve({ rows: [row(2)], pages: 3 });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toEqual([1, 2]);
  });

  it('asks for nothing when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const list = pagesOf(() => [row(1)], 1);
    await expect(
      fetchAllRows(list.fetchPage, rowId, controller.signal, noProgress),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(list.asked).toEqual([]);
  });
});

describe('exporting a list', () => {
  const exportOf = (fetchPage: FetchExportPage<Row>, signal = new AbortController().signal) =>
    exportCsv({
      list: 'trails',
      columns: COLUMNS,
      fetchPage,
      rowId,
      signal,
      onProgress: noProgress,
    });

  it('downloads the file of every row, UTF-8 with its byte order mark, and answers the number of rows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
    const downloads = captureDownloads();
    const { fetchPage } = pagesOf((page) => (page === 1 ? [row(1, 'مسار وادي رم')] : [row(2)]), 2);
    try {
      expect(await exportOf(fetchPage)).toEqual({ count: 2, unreadable: 0 });
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file!.fileName).toBe('trails-2026-11-23.csv');
    expect([...file!.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file!.text).toBe('\uFEFFID,Name\r\n1,مسار وادي رم\r\n2,Trail 2');
  });

  it('downloads nothing when a page fails', async () => {
    captureDownloads();
    const failure = new Error('page 2 failed');
    const fetchPage: FetchExportPage<Row> = (page) =>
      page === 1 ? Promise.resolve({ rows: [row(1)], pages: 2 }) : Promise.reject(failure);
    await expect(exportOf(fetchPage)).rejects.toBe(failure);
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('downloads nothing when cancelled after the last page answered', async () => {
    captureDownloads();
    const controller = new AbortController();
    const fetchPage: FetchExportPage<Row> = () => {
      queueMicrotask(() => controller.abort());
      return Promise.resolve({ rows: [row(1)], pages: 1 });
    };
    await expect(exportOf(fetchPage, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});
