/** The user list and stats at the large seed (100,000 users). */
import { bench, describe } from 'vitest';
import { userListQuerySchema } from '../src/api/users/schemas';
import { db, queryUsers, resetDb, userStats } from '../mocks/db';

function ensureLarge(): void {
  if (db.scale !== 'large') resetDb({ scale: 'large' });
}
ensureLarge();

const now = Date.now();
const byName = userListQuerySchema.parse({
  name: 'omar',
  status: 'active',
  userType: 'registered',
  page: '2',
  pageSize: '20',
});
const premium = userListQuerySchema.parse({
  isPremium: 'true',
  role: 'hiker',
  page: '5',
  pageSize: '50',
});
const unfiltered = userListQuerySchema.parse({ page: '1', pageSize: '20' });
// The fake backend's target: a filtered page of 100 in under 10 ms at 100,000 users.
const everyFilter = userListQuerySchema.parse({
  name: 'a',
  status: 'active',
  role: 'hiker',
  userType: 'registered',
  isPremium: 'false',
  page: '3',
  pageSize: '100',
});
const opts = { setup: ensureLarge, time: 1000 };

describe('queryUsers, 100,000 users', () => {
  bench(
    'name + status + userType, page 2',
    () => {
      queryUsers(db, byName, now);
    },
    opts,
  );

  bench(
    'isPremium + role, page 5 of 50',
    () => {
      queryUsers(db, premium, now);
    },
    opts,
  );

  bench(
    'every filter, page 3 of 100',
    () => {
      queryUsers(db, everyFilter, now);
    },
    opts,
  );

  bench(
    'no filter, first page (counts all)',
    () => {
      queryUsers(db, unfiltered, now);
    },
    opts,
  );
});

describe('userStats, 100,000 users', () => {
  bench(
    'period all',
    () => {
      userStats(db, 'all', now);
    },
    opts,
  );
});
