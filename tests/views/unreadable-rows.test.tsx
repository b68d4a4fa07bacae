/**
 * One bad record never blocks a screen: a list whose answer holds a malformed row shows the
 * other rows, working, and the malformed one as a marked row with its id (when readable),
 * which offers nothing to select or act on. A number sent as a numeric string is read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { num } from '@/api/common/schemas';
import { formatDistance } from '@/features/trails/trail-cell-format';
import { translator } from '@/i18n/translator';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { alterAnswers, type Json } from '../support/answers';
import { captureDownloads, csvRows } from '../export/helpers';
import { rowsOf } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter, rowOf, shownIds } from '../trails/helpers';
import { pendingQueue, queryReviewRow, reviewRow } from '../reviews/helpers';

/** The table's marked rows: each one cell, its text. */
const markedRows = (table: HTMLElement) =>
  rowsOf(table)
    .filter((tr) => tr.hasAttribute('data-unreadable'))
    .map((tr) => tr.textContent);

/** A marked row offers nothing: no checkbox, no button, no link. */
function expectInert(table: HTMLElement) {
  for (const tr of rowsOf(table).filter((r) => r.hasAttribute('data-unreadable'))) {
    expect(within(tr).queryAllByRole('checkbox')).toEqual([]);
    expect(within(tr).queryAllByRole('button')).toEqual([]);
    expect(within(tr).queryAllByRole('link')).toEqual([]);
  }
}

describe.each(LANGUAGES)('the trail list with one malformed trail (%s, %s)', (language) => {
  it('shows the other eleven, working, and the malformed one marked with its id', async () => {
    const page = expectedTrails().slice(0, 12);
    const bad = page[3]!;
    const numeric = page[5]!;
    alterAnswers('/trails', (body: Json) => {
      body.trails[3].name = null;
      body.trails[5].distance = '12.5';
    });
    showLanguage(language);
    const { user } = await renderApp('/trails');
    await findFooter(11, db.trails.size);
    const table = screen.getByRole('table', { name: t('trails.tableLabel') });

    expect(screen.queryByText(t('trails.loadError'))).not.toBeInTheDocument();
    expect(shownIds()).toEqual(page.filter((trail) => trail !== bad).map((trail) => trail.id));
    expect(markedRows(table)).toEqual([t('table.unreadableRowId', { id: bad.id })]);
    expectInert(table);
    // "12.5" is read as 12.5.
    expect(rowOf(numeric.id)).toHaveTextContent(formatDistance(translator(), 12.5));

    // The others work: selecting the page selects the eleven readable rows.
    await user.click(within(table).getByRole('checkbox', { name: t('bulk.selectPage') }));
    expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(12); // the page's box and 11 rows
  });
});

describe.each(LANGUAGES)('exporting a list with malformed rows (%s, %s)', (language) => {
  it('writes the readable rows and says how many could not be read and are not in the file', async () => {
    alterAnswers('/trails', (body: Json) => {
      body.trails[0].name = null;
    });
    showLanguage(language);
    const downloads = captureDownloads();
    const { user } = await renderApp('/trails');
    await findFooter(11, db.trails.size);
    await user.click(screen.getByRole('button', { name: t('common.exportCsv') }));

    const pages = Math.ceil(db.trails.size / 100); // one malformed row on each page of the export
    const text = `${t('export.doneText', { count: db.trails.size - pages })} ${t('export.unreadableLeftOut', { count: pages })}`;
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(csvRows(downloads[0]!.text)).toHaveLength(1 + db.trails.size - pages);
  });
});

describe.each(LANGUAGES)('selecting all matching rows of a list with malformed rows (%s, %s)', (language) => {
  it('selects the readable rows, says how many matching rows could not be read, and offers it no more', async () => {
    alterAnswers('/trails', (body: Json) => {
      body.trails[0].name = null;
    });
    showLanguage(language);
    const { user } = await renderApp('/trails');
    await findFooter(11, db.trails.size);
    const table = screen.getByRole('table', { name: t('trails.tableLabel') });
    await user.click(within(table).getByRole('checkbox', { name: t('bulk.selectPage') }));
    const toolbar = screen.getByRole('region', { name: t('bulk.toolbar') });
    await user.click(within(toolbar).getByRole('button', { name: t('bulk.selectAllMatching', { n: db.trails.size }) }));

    const pages = Math.ceil(db.trails.size / 12); // one malformed row on each page
    expect(await within(toolbar).findByText(t('bulk.selected', { n: db.trails.size - pages }))).toBeInTheDocument();
    expect(within(toolbar).getByText(t('bulk.unreadableLeftOut', { count: pages }))).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: t('bulk.selectAllMatching', { n: db.trails.size }) })).not.toBeInTheDocument();
  });
});

describe('a malformed row whose id cannot be read', () => {
  it('is marked without an id', async () => {
    alterAnswers('/trails', (body: Json) => {
      body.trails[0] = { id: 'seven', name: 'Half a trail' };
    });
    await renderApp('/trails');
    await findFooter(11, db.trails.size);
    expect(markedRows(screen.getByRole('table', { name: t('trails.tableLabel') }))).toEqual([t('table.unreadableRow')]);
  });
});

describe.each(LANGUAGES)('the moderation queue with one malformed review (%s, %s)', (language) => {
  it('lists the others, which can be moderated, and marks the malformed one', async () => {
    pendingQueue(3);
    alterAnswers('/trails/reviews/pending', (body: Json) => {
      body.reviews[1].text = null;
    });
    showLanguage(language);
    const { user } = await renderApp('/reviews');
    const table = await screen.findByRole('table', { name: t('reviews.pendingLabel') });
    await waitFor(() => expect(markedRows(table)).toEqual([t('table.unreadableRowId', { id: 2 })]));
    expect(screen.queryByText(t('common.pendingReviewsLoadError'))).not.toBeInTheDocument();
    expect(reviewRow(1)).toBeInTheDocument();
    expect(reviewRow(3)).toBeInTheDocument();
    expect(queryReviewRow(2)).toBeNull();
    expectInert(table);

    await user.click(within(reviewRow(1)).getByRole('button', { name: t('reviews.acceptOf', { id: 1 }) }));
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    expect(markedRows(table)).toHaveLength(1);
  });
});

describe('a long moderation queue with one malformed review', () => {
  it('marks it once, after the last page, not on every page', async () => {
    pendingQueue(55);
    alterAnswers('/trails/reviews/pending', (body: Json) => {
      body.reviews[3].text = null;
    });
    const { user } = await renderApp('/reviews');
    const table = await screen.findByRole('table', { name: t('reviews.pendingLabel') });
    await waitFor(() => expect(reviewRow(1)).toBeInTheDocument());
    expect(markedRows(table)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(markedRows(table)).toEqual([t('table.unreadableRowId', { id: 4 })]));
  });
});

describe.each(LANGUAGES)('the user list with one malformed user (%s, %s)', (language) => {
  it('shows the other users and marks the malformed one with its id', async () => {
    let badId = 0;
    alterAnswers('/users/enhanced/list', (body: Json) => {
      badId = body.users[0].id;
      body.users[0].email = null;
      body.users[1].hikeCount = '7';
    });
    showLanguage(language);
    await renderApp('/users');
    const table = await screen.findByRole('table', { name: t('users.tableLabel') });
    await waitFor(() => expect(markedRows(table)).toEqual([t('table.unreadableRowId', { id: badId })]));
    expect(screen.queryByText(t('users.error'))).not.toBeInTheDocument();
    const readable = rowsOf(table).filter((tr) => !tr.hasAttribute('data-unreadable'));
    expect(readable.length).toBeGreaterThan(1);
    expect(readable[0]).toHaveTextContent(t('users.hikes', { count: 7 }));
    expectInert(table);
  });
});

describe('a number sent as a numeric string', () => {
  it.each([
    ['12.5', 12.5],
    ['-3', -3],
    ['0', 0],
    [7, 7],
  ])('%j is read as %j', (sent, read) => {
    expect(z.parse(num(), sent)).toBe(read);
  });

  it.each(['', ' 1', '1e3', '0x10', '12 km', '12.', 'NaN'])('%j is not a number', (sent) => {
    expect(z.safeParse(num(), sent).success).toBe(false);
  });
});
