import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import type { Locale } from '@/i18n/parts';
import { difficultyLabel, trailStatusLabel } from '@/widgets/status-badges';
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

/** A date as the file writes it: ISO 8601, the UTC day (the day the tables show). */
const isoDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** Every record of the file has as many fields as its header row (no cell holds two values). */
function expectRectangular(rows: string[][]) {
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) expect(row).toHaveLength(rows[0]!.length);
}

/** The records of a file as objects keyed by the header row's texts. */
function records(rows: string[][]): Record<string, string>[] {
  const [header, ...data] = rows;
  return data.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
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
  it('writes every page of the filtered, sorted list from the data: ids, ISO dates, plain numbers, texts in the language', async () => {
    // An Arabic name, a distance and an elevation a table would group ("1,234.5").
    const [, second] = expectedTrails(FILTER);
    db.trails.set(second!.id, { ...second!, name: 'مسار وادي رم', distance: 1234.5, elevationGain: 1250 });
    touch(db);
    const expected = expectedTrails(FILTER);
    expect(expected.length).toBeGreaterThan(100); // more than one page of the export
    const downloads = captureDownloads();
    const requests = captureRequests('get', '/trails');
    showLanguage(language);
    const { user } = await renderApp(TRAILS_PATH);
    await findFooter(12, expected.length);

    await exportFrom(user);
    const file = await oneDownload(downloads);

    expect(file.fileName).toBe(`trails-${today()}.csv`);
    const rows = csvRows(file.text);
    expect(rows[0]).toEqual([
      t('common.id'),
      t('common.name'),
      t('common.status'),
      t('common.difficulty'),
      t('trails.colDistance'),
      t('trails.colElevation'),
      t('common.rating'),
      t('trails.colCreated'),
      t('common.photos'),
    ]);
    expectRectangular(rows);
    const file_ = records(rows);
    // The ids and dates read back as the data's, in the list's order.
    expect(file_.map((r) => Number(r[t('common.id')]))).toEqual(expected.map((trail) => trail.id));
    expect(file_.map((r) => r[t('trails.colCreated')])).toEqual(expected.map((trail) => isoDay(trail.createdAt)));
    for (const r of file_) {
      expect(r[t('common.id')]).toMatch(/^[1-9][0-9]*$/);
      expect(r[t('trails.colCreated')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r[t('common.status')]).toBe(trailStatusLabel(t, 'active'));
      expect(r[t('trails.colDistance')]).toMatch(/^\d+(\.\d+)?$/);
    }
    const row = file_[1]!;
    expect(row[t('common.name')]).toBe('مسار وادي رم');
    expect(row[t('trails.colDistance')]).toBe('1234.5');
    expect(row[t('trails.colElevation')]).toBe('1250');
    expect(row[t('common.difficulty')]).toBe(difficultyLabel(t, second!.difficulty));

    const pages = requests.filter((r) => r.search.get('pageSize') === '100');
    expect(pages.map((r) => Object.fromEntries(r.search))).toEqual([
      { page: '1', pageSize: '100', status: 'active', sortBy: 'oldest' },
      { page: '2', pageSize: '100', status: 'active', sortBy: 'oldest' },
    ]);
    expect(screen.queryByRole('dialog', { name: t('export.title') })).not.toBeInTheDocument();
  });

  it('with rows ticked, offers the selected rows or everything matching the filters', async () => {
    const expected = expectedTrails(FILTER);
    const downloads = captureDownloads();
    const requests = captureRequests('get', '/trails');
    showLanguage(language);
    const { user } = await renderApp(TRAILS_PATH);
    await findFooter(12, expected.length);
    const table = screen.getByRole('table', { name: t('trails.tableLabel') });
    const [first, , third] = rowsOf(table);
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(third!).getByRole('checkbox'));

    let dialog = await openExport(user);
    expect(within(dialog).getByRole('group', { name: t('export.choose') })).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
    await user.click(within(dialog).getByRole('button', { name: t('export.selectedRows', { count: 2 }) }));
    const selected = await oneDownload(downloads);
    expect(csvRows(selected.text).slice(1).map((row) => Number(row[0]))).toEqual([expected[0]!.id, expected[2]!.id]);
    expect(requests.filter((r) => r.search.get('pageSize') === '100')).toEqual([]); // nothing fetched

    dialog = await openExport(user);
    await user.click(within(dialog).getByRole('button', { name: t('export.allMatching') }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const all = csvRows(downloads[1]!.text);
    expectRectangular(all);
    expect(all.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((trail) => trail.id));
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
  it('users: the filtered list, every page, one value a cell (name and username, email and phone apart)', async () => {
    const downloads = captureDownloads();
    const requests = captureRequests('get', '/users/enhanced/list');
    const { user } = await renderApp('/users?status=active&pageSize=10');
    const table = await screen.findByRole('table', { name: t('users.tableLabel') });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    const expected = expectedPage({ status: 'active', pageSize: '100' });
    expect(expected.totalCount).toBeGreaterThan(100);

    await exportFrom(user);
    const file = await oneDownload(downloads);
    expect(file.fileName).toBe(`users-${today()}.csv`);
    const rows = csvRows(file.text);
    expectRectangular(rows);
    expect(rows).toHaveLength(expected.totalCount + 1);
    const [first] = records(rows);
    const shown = expected.users[0]!;
    expect(first).toMatchObject({
      [t('common.id')]: String(shown.id),
      [t('common.name')]: shown.name,
      [t('users.fieldUsername')]: shown.username,
      [t('users.fieldEmail')]: shown.email,
      [t('users.fieldPhone')]: shown.phoneNumber ?? '',
      [t('common.status')]: t('status.active'),
      [t('users.fieldHikes')]: String(shown.hikeCount),
      [t('users.fieldSaved')]: String(shown.savedTrails),
      [t('users.fieldPremiumExpires')]: shown.premiumExpiresAt ? isoDay(shown.premiumExpiresAt) : '',
    });
    expect(new Set(rows.slice(1).map((row) => row[rows[0]!.indexOf(t('common.status'))]))).toEqual(new Set([t('status.active')]));
    const pages = requests.filter((r) => r.search.get('pageSize') === '100');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((r) => r.search.get('status') === 'active')).toBe(true);
  });

  it('pending reviews in Arabic: Arabic headers and statuses, Latin digits, ISO dates, whole texts', async () => {
    const queue = pendingQueue(3, (i) => ({ text: i === 0 ? 'رائع، لكنه "صعب"\nجدًا' : `Text ${i}` }));
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
    expectRectangular(rows);
    expect(rows[0]).toEqual([
      'المعرّف',
      'معرّف المسار',
      'المسار',
      'الحالة',
      t('common.rating'),
      'معرّف المستخدم',
      'المستخدم',
      t('reviews.colText'),
      t('common.difficulty'),
      t('common.photos'),
      'التاريخ',
    ]);
    const [first, ...others] = records(rows);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['1', '2', '3']);
    expect(first).toMatchObject({
      'معرّف المسار': String(queue[0]!.trailId),
      'معرّف المستخدم': String(queue[0]!.userId),
      'التاريخ': isoDay(queue[0]!.createdAt),
      'الحالة': t('status.pending'),
      [t('reviews.colText')]: 'رائع، لكنه "صعب"\nجدًا',
    });
    for (const r of [first!, ...others]) {
      expect(r[t('common.rating')]).toMatch(/^[0-9]+(\.[0-9]+)?$/);
      expect(r['التاريخ']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
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

    // The row may still be ticked (its write is held): then the file is everything matching.
    await exportFrom(user);
    await waitFor(() => expect(downloads.length + screen.queryAllByRole('button', { name: t('export.allMatching') }).length).toBe(1));
    const allMatching = screen.queryByRole('button', { name: t('export.allMatching') });
    if (allMatching) await user.click(allMatching);
    const file = await oneDownload(downloads);
    expect(db.trails.get(id)?.status).toBe('deleted'); // Inactive is PUT /trails/deactivate
    const rows = csvRows(file.text);
    // The list's filter is Active: the trail set Inactive has left what the server lists.
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).map((row) => Number(row[0]))).not.toContain(id);
  });
});
