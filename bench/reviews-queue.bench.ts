/**
 * The pending-review queue at 1,000 reviews: the GET /trails/reviews/pending
 * handler, the whole /reviews screen from navigation to its first rows (fake backend, real
 * route tree, jsdom), and one keyboard acceptance until its row has left the table. The
 * queue is paged 50 rows at a time, so the render cost does not grow with the queue.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse } from 'msw';
import { createElement } from 'react';
import { bench, describe } from 'vitest';
import { DEMO_ADMIN } from '../mocks/demo-accounts';
import { db, issueTokens, resetDb, touch } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { login } from '../src/api/auth/login';
import { App } from '../src/app/app';
import { apiUrl } from '../src/api/config';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { session } from '../src/stores/session';

/** The whole panel at `path`, signed in as the demo admin (as tests/render.tsx does). */
async function renderApp(path: string) {
  const { user, tokens } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  session.signIn({ id: user.id, name: user.name, email: user.email, role: user.role }, tokens);
  const history = createMemoryHistory({ initialEntries: [path] });
  render(
    createElement(AppProviders, {
      queryClient: createQueryClient(),
      mantineEnv: 'test',
      children: createElement(App, { history }),
    }),
  );
  return { user: userEvent.setup() };
}

const QUEUE = 1000;

function seedQueue(): void {
  resetDb();
  const trailIds = [...db.trails.keys()];
  const userIds = [...db.users.keys()];
  db.reviews.clear();
  const base = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= QUEUE; i++) {
    db.reviews.set(i, {
      id: i,
      trailId: trailIds[i % trailIds.length] as number,
      userId: userIds[i % userIds.length] as number,
      status: 'pending',
      rating: (i % 5) + 1,
      text: `Queued review ${i}: ${'a fine walk with views of the valley. '.repeat(1 + (i % 6))}`,
      difficulty: i % 3 === 0 ? null : 'Moderate',
      photos: i % 4 === 0 ? [`review-${i}-1.png`] : [],
      createdAt: new Date(base - i * 60_000).toISOString(),
    });
  }
  touch(db);
}

const firstRow = () => document.querySelector('tr[data-review-id]');

describe(`pending queue, ${QUEUE} reviews`, () => {
  bench(
    'GET /trails/reviews/pending (handler, JSON)',
    async () => {
      const admin = [...db.users.values()].find((u) => u.role === 'admin');
      if (!admin) throw new Error('no admin');
      const { accessToken } = issueTokens(db, admin.id);
      const response = await getResponse(
        handlers,
        new Request(apiUrl('/trails/reviews/pending'), { headers: { Authorization: `Bearer ${accessToken}` } }),
      );
      await response?.json();
    },
    { setup: seedQueue, time: 1000 },
  );

  bench(
    '/reviews: navigate → first 50 rows on screen',
    async () => {
      await renderApp('/reviews');
      await waitFor(() => {
        if (!firstRow()) throw new Error('not yet');
      }, { timeout: 10_000 });
      cleanup();
    },
    { setup: seedQueue, iterations: 10, time: 0, warmupIterations: 2 },
  );

  bench(
    '/reviews: press a → the row has left the table',
    async () => {
      const { user } = await renderApp('/reviews');
      await waitFor(() => {
        if (!firstRow()) throw new Error('not yet');
      }, { timeout: 10_000 });
      const id = firstRow()?.getAttribute('data-review-id');
      await user.keyboard('a');
      await waitFor(() => {
        if (firstRow()?.getAttribute('data-review-id') === id) throw new Error('still there');
      });
      cleanup();
    },
    { setup: seedQueue, iterations: 10, time: 0, warmupIterations: 2 },
  );
});
