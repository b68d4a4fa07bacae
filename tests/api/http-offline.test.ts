/**
 * Offline (src/api/http.ts, src/api/errors.ts): a call made while the browser has no network
 * fails at once with reason `offline`, unsent; one under way when the network goes is cut off
 * then; neither waits through ky's retry.
 */
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { apiUrl } from '@/api/config';
import { ApiError, OFFLINE_MESSAGE } from '@/api/errors';
import { call } from '@/api/http';
import { server } from '../../mocks/node';
import { deferred, setOnline } from '../support';

const PROBE = apiUrl('/probe');
const ok = z.object({ ok: z.literal(true) });

function probe(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  server.use(
    mock.all(PROBE, ({ request }) => {
      seen.push(request);
      return answer();
    }),
  );
  return seen;
}

describe('offline', () => {
  it.each(['get', 'put', 'post'] as const)('a %s made offline fails at once with reason offline and sends nothing', async (method) => {
    const seen = probe(() => HttpResponse.json({ ok: true }));
    setOnline(false);
    const error = await call(method, '/probe', ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, reason: 'offline', message: OFFLINE_MESSAGE });
    expect(seen).toHaveLength(0);
  });

  it('a call under way when the browser goes offline is cut off then, and not retried', async () => {
    const arrived = deferred();
    const seen = probe(async () => {
      arrived.resolve();
      await new Promise(() => undefined); // the server never answers
      return HttpResponse.json({ ok: true });
    });
    const result = call('put', '/probe', ok).catch((e: unknown) => e);
    await arrived.promise;
    setOnline(false);
    expect(await result).toMatchObject({ reason: 'offline' });
    expect(seen).toHaveLength(1);
  });

  it('a network failure while offline is not retried, even before the offline event arrives', async () => {
    const seen = probe(() => {
      const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      onTestFinished(() => spy.mockRestore());
      return HttpResponse.error();
    });
    expect(await call('post', '/probe', ok).catch((e: unknown) => e)).toMatchObject({ reason: 'offline' });
    expect(seen).toHaveLength(1);
  });

  it('online again, calls go out as before', async () => {
    const seen = probe(() => HttpResponse.json({ ok: true }));
    setOnline(false);
    await call('get', '/probe', ok).catch(() => undefined);
    setOnline(true);
    await expect(call('get', '/probe', ok)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });
});
