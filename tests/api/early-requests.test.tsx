/**
 * A signed-in cold load of /trails asks for its list and countries before the signed-in
 * app's chunks arrive (src/api/early-requests.ts, started by main.tsx); the screen's calls
 * take those answers instead of asking again.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimEarlyAnswer,
  dropEarlyAnswers,
  EARLY_ANSWER_TTL_MS,
  startEarlyRequests,
} from '@/api/early-requests';
import { apiUrl } from '@/api/config';
import { session } from '@/stores/session';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import { captureRequests } from '../support';
import { findFooter } from '../trails/helpers';

afterEach(() => dropEarlyAnswers());

/** Signs in, starts the early calls of /trails, then opens /trails with that session. */
async function coldLoadOfTrails(before?: () => void) {
  await signInAsAdmin();
  // The first page (the screen then reads the next one ahead: not an early call).
  const requests = captureRequests('GET', '/trails');
  const countries = captureRequests('GET', '/trails/locations/countries');
  before?.();
  const started = startEarlyRequests('/trails');
  const view = await renderApp('/trails', { signedIn: false });
  await findFooter(12, db.trails.size);
  const list = requests.filter((request) => request.search.get('page') === '1');
  return { ...view, list, countries, started };
}

describe('early requests of a signed-in cold load', () => {
  it('sends the list and the countries once: the screen takes the early answers', async () => {
    const { list, countries, started } = await coldLoadOfTrails();
    expect(started).toEqual([
      apiUrl('/trails?page=1&pageSize=12&sortBy=newest'),
      apiUrl('/trails/locations/countries'),
    ]);
    expect(list).toHaveLength(1);
    expect(Object.fromEntries(list[0]!.search)).toEqual({
      page: '1',
      pageSize: '12',
      sortBy: 'newest',
    });
    expect(countries).toHaveLength(1);
  });

  it('asks again when the early list request fails on the network', async () => {
    const { list } = await coldLoadOfTrails(() =>
      server.use(http.get(apiUrl('/trails'), () => HttpResponse.error(), { once: true })),
    );
    expect(list).toHaveLength(2);
  });

  it('refreshes the session and asks again when the early answer is a 401', async () => {
    const refreshes = captureRequests('POST', '/auth/refresh-token');
    const { list } = await coldLoadOfTrails(() =>
      server.use(
        http.get(
          apiUrl('/trails'),
          () => HttpResponse.json({ message: 'Unauthorized', statusCode: 401 }, { status: 401 }),
          { once: true },
        ),
      ),
    );
    expect(refreshes).toHaveLength(1);
    expect(list).toHaveLength(2);
    expect(session.get().isLoggedIn).toBe(true);
  });

  it('sends nothing when nobody is signed in, or for another address', async () => {
    const seen = captureRequests('*', '*');
    expect(startEarlyRequests('/trails')).toEqual([]);
    await signInAsAdmin();
    const after = seen.length;
    expect(startEarlyRequests('/users')).toEqual([]);
    expect(startEarlyRequests('/trails', '?status=active&page=3')).toEqual([]); // not the default list
    expect(startEarlyRequests('/trails/edit/3')).toEqual([]);
    await Promise.resolve();
    expect(seen).toHaveLength(after);
  });

  it('hands an answer over once, to a call with the same token, within its time', async () => {
    await signInAsAdmin();
    const token = session.get().accessToken;
    const [url] = startEarlyRequests('/trails/');
    expect(claimEarlyAnswer(url!, token)).toBeInstanceOf(Promise);
    expect(claimEarlyAnswer(url!, token)).toBeNull();

    const [again] = startEarlyRequests('/trails');
    expect(claimEarlyAnswer(again!, 'another-token')).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    const [late] = startEarlyRequests('/trails');
    vi.setSystemTime(Date.now() + EARLY_ANSWER_TTL_MS + 1);
    expect(claimEarlyAnswer(late!, token)).toBeNull();
  });
});
