import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import type { Locale } from '@/i18n/parts';
import { db, touch } from '../../mocks/db';
import { server } from '../../mocks/node';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { captureRequests, deferred, dialogsClosed, rowsOf } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter } from '../trails/helpers';
import { pendingQueue } from '../reviews/helpers';
import { expectedPage } from '../users/helpers';
import { captureDownloads, csvRows, type Download } from './helpers';

const FILTER = { status: 'active', sortBy: 'oldest' } as const;
const TRAILS_PATH = `/trails?status=${FILTER.status}&sortBy=${FILTER.sortBy}`;
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The column headers the administrator sees, but the actions column's. */
/** A header or cell of the selection column (its checkboxes): not data, not exported. */
const isSelection = (cell: HTMLElement) => cell.querySelector('input[type="checkbox"]') !== null;

/** The table's data columns as shown: without the selection column and the actions column. */
function shownHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .filter((th) => !isSelection(th))
    .map((th) => th.textContent ?? '')
    .filter((text) => text !== t('common.actions'));
}

/** A row's data cells as shown (the selection cell left out; the actions cell is the last). */
function shownCells(tr: HTMLElement): string[] {
  return within(tr)
    .getAllByRole('cell')
    .filter((td) => !isSelection(td))
    .map((td) => td.textContent ?? '');
}

/** Clicks Export CSV (a quick export may be over before a test could see its dialog). */
async function exportFrom(user: { click: (el: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: t('common.exportCsv') }));
}

/** Clicks Export CSV and waits for its dialog (of an export held by the test). */
async function openExport(user: { click: (el: Element) => Promise<void> }) {
  await exportFrom(user);
  return screen.findByRole('dialog', { name: t('export.title') });
}

async function oneDownload(downloads: Download[]): Promise<Download> {
  await waitFor(() => expect(downloads).toHaveLength(1));
  return downloads[0]!;
}

/**
 * The filtered trail list in `language`, its export started, the export's second page answered
 * by `answer` (undefined: by the fake backend).
 */
async function exportWithSecondPage(language: Locale, answer: (request: Request) => Promise<Response | undefined> | Response) {
  server.use(
    http.get(apiUrl('/trails'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      return search.get('pageSize') === '100' && search.get('page') === '2' ? answer(request) : undefined;
    }),
  );
  const downloads = captureDownloads();
  showLanguage(language);
  const { user } = await renderApp(TRAILS_PATH);
  await findFooter(12, expectedTrails(FILTER).length);
  const dialog = await openExport(user);
  return { user, dialog, downloads };
}

describe.each(LANGUAGES)('Export CSV of the trail list (%s, %s)', (language) => {
  it('writes every page of the filtered, sorted list, with the columns and texts the table shows', async () => {
    // An Arabic name on a row of the export: its cell of two lines, the name and the id.
    const [, second] = expectedTrails(FILTER);
    db.trails.set(second!.id, { ...second!, name: 'مسار وادي رم' });
    touch(db);
    const expected = expectedTrails(FILTER);
    expect(expected.length).toBeGreaterThan(100); // more than one page of the export
    const downloads = captureDownloads();
    const requests = captureRequests('get', '/trails');
    showLanguage(language);
    const { user } = await renderApp(TRAILS_PATH);
    await findFooter(12, expected.length);
    const table = screen.getByRole('table', { name: t('trails.tableLabel') });

    await exportFrom(user);
    const file = await oneDownload(downloads);

    expect(file.fileName).toBe(`trails-${today()}.csv`);
    const rows = csvRows(file.text);
    expect(rows[0]).toEqual(shownHeaders(table));
    expect(rows.slice(1).map((row) => row[0]!.split('\n').at(-1))).toEqual(
      expected.map((trail) => t('common.idValue', { id: trail.id })),
    );
    // Each cell of the rows on screen, as shown (a cell's lines are one text on screen).
    rowsOf(table).forEach((tr, i) => {
      const shown = shownCells(tr).slice(0, -1);
      expect(rows[i + 1]!.map((cell) => cell.replace(/\n/g, ''))).toEqual(shown.map((text) => text.replace(/\n/g, '')));
    });
    expect(rows[2]![0]).toBe(`مسار وادي رم\n${t('common.idValue', { id: second!.id })}`);

    const pages = requests.filter((r) => r.search.get('pageSize') === '100');
    expect(pages.map((r) => Object.fromEntries(r.search))).toEqual([
      { page: '1', pageSize: '100', status: 'active', sortBy: 'oldest' },
      { page: '2', pageSize: '100', status: 'active', sortBy: 'oldest' },
    ]);
    expect(screen.queryByRole('dialog', { name: t('export.title') })).not.toBeInTheDocument();
  });

  it('shows page k of n while it fetches; Cancel stops the requests and downloads nothing', async () => {
    const gate = deferred();
    let aborted = false;
    const { user, dialog, downloads } = await exportWithSecondPage(language, async (request) => {
      request.signal.addEventListener('abort', () => {
        aborted = true;
      });
      await gate.promise;
      return undefined;
    });

    const status = await within(dialog).findByText(t('export.progress', { page: 1, pages: 2 }));
    const bar = within(dialog).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAccessibleName(status.textContent!);
    await expectNoSeriousA11yViolations();

    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(aborted).toBe(true)); // the request in flight, at once
    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('export.title') })).not.toBeInTheDocument());
    expect(downloads).toEqual([]);
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('a page that fails mid-way shows the list load error and downloads nothing', async () => {
    const { user, dialog, downloads } = await exportWithSecondPage(language, () =>
      HttpResponse.json({ message: 'boom', statusCode: 500 }, { status: 500 }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('trails.loadError'));
    await expectNoSeriousA11yViolations();
    expect(downloads).toEqual([]);
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: t('app.close') }));
    await dialogsClosed();
  });
});

describe('Export CSV of users and reviews', () => {
  it('users: the filtered list, every page, the texts of the table', async () => {
    const downloads = captureDownloads();
    const requests = captureRequests('get', '/users/enhanced/list');
    const { user } = await renderApp('/users?status=active&pageSize=10');
    const table = await screen.findByRole('table', { name: t('users.tableLabel') });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    const total = expectedPage({ status: 'active', pageSize: '100' }).totalCount;
    expect(total).toBeGreaterThan(100);

    await exportFrom(user);
    const file = await oneDownload(downloads);
    expect(file.fileName).toBe(`users-${today()}.csv`);
    const rows = csvRows(file.text);
    expect(rows[0]).toEqual(shownHeaders(table));
    expect(rows).toHaveLength(total + 1);
    // Statuses, roles, type and activity as the table reads them.
    rowsOf(table).forEach((tr, i) => {
      const cells = shownCells(tr);
      const csv = rows[i + 1]!.map((cell) => cell.replace(/\n/g, ''));
      expect(cells[0]!.endsWith(csv[0]!)).toBe(true); // after the avatar's initials
      expect(csv.slice(1)).toEqual(cells.slice(1, -1));
    });
    expect(new Set(rows.slice(1).map((row) => row[2]))).toEqual(new Set([t('status.active')]));
    const pages = requests.filter((r) => r.search.get('pageSize') === '100');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((r) => r.search.get('status') === 'active')).toBe(true);
  });

  it('pending reviews in Arabic: whole texts, Arabic headers and data', async () => {
    pendingQueue(3, (i) => ({ text: i === 0 ? 'رائع، لكنه "صعب"\nجدًا' : `Text ${i}` }));
    const downloads = captureDownloads();
    showLanguage('ar');
    const { user } = await renderApp('/reviews');
    const table = await screen.findByRole('table', { name: t('reviews.pendingLabel') });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));

    await exportFrom(user);
    const file = await oneDownload(downloads);
    expect(file.fileName).toBe(`reviews-${today()}.csv`);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(file.text);
    expect(rows[0]).toEqual(shownHeaders(table));
    expect(rows.map((row) => row[0])).toEqual([t('common.id'), '1', '2', '3']);
    expect(rows[1]![rows[0]!.indexOf(t('reviews.colText'))]).toBe('رائع، لكنه "صعب"\nجدًا');
    expect(rows[1]![rows[0]!.indexOf(t('common.status'))]).toBe(t('status.pending'));
  });
});

describe('Export CSV while a write is held for Undo', () => {
  it('sends the held write first, so the file has the status the table shows', async () => {
    const downloads = captureDownloads();
    const { user } = await renderApp(TRAILS_PATH);
    await findFooter(12, expectedTrails(FILTER).length);
    const table = screen.getByRole('table', { name: t('trails.tableLabel') });
    const [first] = rowsOf(table);
    const id = Number(first!.querySelector('td:nth-child(2)')?.textContent?.match(/\d+$/)?.[0]);
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t('trails.bulkDeactivate') }));
    expect(db.trails.get(id)?.status).toBe('active'); // held: the server has not heard yet

    await exportFrom(user);
    const file = await oneDownload(downloads);
    expect(db.trails.get(id)?.status).toBe('deleted'); // Inactive is PUT /trails/deactivate
    const rows = csvRows(file.text);
    // The list's filter is Active: the trail set Inactive has left what the server lists.
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).map((row) => row[0]!.split('\n').at(-1))).not.toContain(t('common.idValue', { id }));
  });
});
