/**
 * The trail list at the large seed (10,000 trails): the query itself, the first query after
 * a write (index rebuild), and the whole GET /trails handler (guard, query parse, JSON).
 */
import { getResponse } from 'msw';
import { bench, describe } from 'vitest';
import { trailListQuerySchema } from '../src/api/trails/schemas';
import { apiUrl } from '../src/api/config';
import { db, issueTokens, queryTrails, resetDb, touch } from '../mocks/db';
import { handlers } from '../mocks/handlers';

/** The test setup may reset the db to the default seed; put the large one back. */
function ensureLarge(): void {
  if (db.scale !== 'large') resetDb({ scale: 'large' });
}
ensureLarge();

const filtered = trailListQuerySchema.parse({
  name: 'wadi',
  status: 'active',
  countryIds: '1,2,4',
  sortBy: 'newest',
  page: '3',
  pageSize: '12',
});
const lastPage = trailListQuerySchema.parse({ sortBy: 'oldest', page: '834', pageSize: '12' });
const search = '?name=wadi&status=active&countryIds=1,2,4&sortBy=newest&page=3&pageSize=12';
const opts = { setup: ensureLarge, time: 1000 };

describe('queryTrails, 10,000 trails', () => {
  bench(
    'name + status + countryIds, newest, page 3',
    () => {
      queryTrails(db, filtered);
    },
    opts,
  );

  bench(
    'no filter, oldest, last page',
    () => {
      queryTrails(db, lastPage);
    },
    opts,
  );

  bench(
    'first query after a write (index rebuild)',
    () => {
      touch(db);
      queryTrails(db, filtered);
    },
    opts,
  );
});

describe('GET /trails handler, 10,000 trails', () => {
  let token = '';
  bench(
    'filtered page through msw getResponse',
    async () => {
      if (!token || !db.accessTokens.has(token)) token = issueTokens(db, 1).accessToken;
      const res = await getResponse(
        handlers,
        new Request(apiUrl(`/trails${search}`), {
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
      if (res?.status !== 200) throw new Error(`GET /trails answered ${res?.status}`);
      await res.json();
    },
    opts,
  );
});
