/**
 * A write held for Undo counts as a write of its resource still to come (countHeldWrite in
 * src/api/common/effects.ts): the refetches of the resource's other writes wait for it, and
 * whichever way the hold ends (Undo, its request sent, or confirmed after a keepalive send)
 * they happen; nothing stays held for ever, or the resource would never refetch again.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiUrl } from '@/api/config';
import { countHeldWrite, defineWrite, refetchWhenLast } from '@/api/common/effects';
import { heldCount, holdWrites, type HeldWrite } from '@/api/common/held-writes';
import { session } from '@/stores/session';
import { holdableWrite } from '@/api/common/holdable-write';
import * as bulkToolbar from '@/ui/bulk-toolbar';
import { runHeldBulkAction, runHeldRowAction } from '@/ui/run-row-action';
import { server } from '../../mocks/node';
import { signInAsAdmin } from '../sign-in';

const TRAILS: QueryKey = ['trails', 'list'];
const TRAIL: QueryKey = ['trails', 'detail', 1];
/** Another write of the trails, whose refetch of the details is the one that waits. */
const OTHER_WRITE = ['trails', 'write', 'other'];
const PROBE = '/probe-held';

/** A client with a fresh trail list and trail details. */
function clientWithTrails() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(TRAILS, ['Ridge']);
  client.setQueryData(TRAIL, { id: 1, name: 'Ridge' });
  return client;
}

const isStale = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;

/** The other write settles and asks for the details to be refetched. */
const otherWriteSettles = (client: QueryClient) => refetchWhenLast(client, OTHER_WRITE, [TRAIL]);

const renameTrails = defineWrite<string, { ok: true }>({
  key: ['trails', 'write', 'rename'],
  optimistic: {
    'Trail list': (client, name) => {
      const before = client.getQueryData(TRAILS);
      client.setQueryData(TRAILS, [name]);
      return () => client.setQueryData(TRAILS, before);
    },
  },
  refetched: { 'Trail list': () => TRAILS },
});

/** The administrator signed in: a held write is sent only with their token. */
let adminId = 0;

/** The fake backend refuses a rename to "refused", and takes any other. */
beforeEach(async () => {
  adminId = (await signInAsAdmin()).id;
  server.use(
    mock.put(apiUrl(PROBE), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      return name === 'refused'
        ? HttpResponse.json({ message: 'no', statusCode: 400 }, { status: 400 })
        : HttpResponse.json({ ok: true });
    }),
  );
});

/** Renames the trails, held: the list shows `name` at once, the request waits. */
function hold(client: QueryClient, name = 'renamed'): Promise<HeldWrite> {
  return holdableWrite(
    client,
    renameTrails,
    name,
    { method: 'PUT', path: PROBE, json: { name } },
    {
      schema: z.object({ ok: z.literal(true) }),
      read: (body) => body,
    },
  );
}

describe('a write held for Undo', () => {
  it("makes another write's refetch of the resource wait while it is held", async () => {
    const client = clientWithTrails();
    await hold(client);
    expect(otherWriteSettles(client)).toBeUndefined();
    expect(isStale(client, TRAIL)).toBe(false);
    expect(client.getQueryData(TRAILS)).toEqual(['renamed']);
  });

  it.each<[string, (write: HeldWrite) => unknown]>([
    ['is undone', (write) => write.revert()],
    ['is sent through the client and settles', (write) => write.send(adminId)],
    ['was sent alone at keepalive time and is confirmed', (write) => write.confirmed?.()],
  ])('lets the waiting refetch happen once it %s', async (_case, end) => {
    const client = clientWithTrails();
    const write = await hold(client);
    void otherWriteSettles(client);
    await end(write);
    expect(isStale(client, TRAIL)).toBe(true);
  });

  it.each<[string, (write: HeldWrite) => Promise<unknown>]>([
    [
      'undone twice',
      async (write) => {
        write.revert();
        write.revert();
      },
    ],
    [
      'refused when sent, then put back',
      async (write) => {
        await expect(write.send(adminId)).rejects.toThrow();
        write.revert();
      },
    ],
    [
      'confirmed, then undone too late',
      async (write) => {
        write.confirmed?.();
        write.revert();
      },
    ],
  ])(
    'counts its end once when %s: the refetch still waits for another held write',
    async (_case, end) => {
      const client = clientWithTrails();
      const first = await hold(client, 'refused');
      const second = await hold(client, 'second');
      void otherWriteSettles(client);
      await end(first);
      expect(isStale(client, TRAIL)).toBe(false);
      second.revert();
      expect(isStale(client, TRAIL)).toBe(true);
    },
  );
});

describe('a held write whose administrator signs out before it is sent', () => {
  it('puts its rows back, stops writing them into answers and stops holding back refetches', async () => {
    // One client for both sessions, as the demo's.
    const client = clientWithTrails();
    holdWrites([await hold(client)], () => undefined);
    void otherWriteSettles(client);
    expect(client.getQueryData(TRAILS)).toEqual(['renamed']);

    session.signOut();
    expect(heldCount()).toBe(0);
    expect(client.getQueryData(TRAILS)).toEqual(['Ridge']);
    expect(isStale(client, TRAIL)).toBe(true);
    // The next session's answer is the server's, with nothing of the dropped write in it.
    await signInAsAdmin();
    await client.fetchQuery({ queryKey: TRAILS, queryFn: () => ['Ridge, as the server has it'], staleTime: 0 });
    expect(client.getQueryData(TRAILS)).toEqual(['Ridge, as the server has it']);
  });
});

describe("a held write's count (countHeldWrite)", () => {
  it.each([
    ['leaves the refetch to the mutation that follows when released as sent', false, false],
    ['refetches what waited at once when released as dropped or confirmed', true, true],
  ])('%s', (_case, flush, refetched) => {
    const client = clientWithTrails();
    const release = countHeldWrite(client, renameTrails.key);
    void otherWriteSettles(client);
    release(flush);
    expect(isStale(client, TRAIL)).toBe(refetched);
    // Released either way: the next write's refetch no longer waits.
    void otherWriteSettles(client);
    expect(isStale(client, TRAIL)).toBe(true);
  });
});

describe('a held action whose hold fails', () => {
  it('in a bulk action, puts back the writes already held and reports every target as failed', async () => {
    const client = clientWithTrails();
    const report = vi.spyOn(bulkToolbar, 'reportBulkResult').mockImplementation(() => undefined);
    const refused = new Error('refused');
    await runHeldBulkAction({
      targets: ['a', 'b', 'c'],
      hold: (target) => (target === 'b' ? Promise.reject(refused) : hold(client, target)),
      name: (target) => target,
      failureText: () => 'Could not rename.',
      title: () => 'Renamed',
    });
    expect(client.getQueryData(TRAILS)).toEqual(['Ridge']);
    expect(heldCount()).toBe(0);
    void otherWriteSettles(client);
    expect(isStale(client, TRAIL)).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    const [{ total, failures }] = report.mock.calls[0]!;
    expect(total).toBe(3);
    expect(failures.map((failure) => [failure.name, failure.error])).toEqual([
      ['a', refused],
      ['b', refused],
      ['c', refused],
    ]);
  });

  it('in a row action, is said with its failure text and holds nothing', async () => {
    const client = clientWithTrails();
    const refused = new Error('refused');
    const failed = vi.fn();
    const done = vi.fn(() => ({ title: 'Renamed', message: '' }));
    await expect(
      runHeldRowAction({ hold: () => Promise.reject(refused), done, failed }),
    ).resolves.toBe(false);
    expect(failed).toHaveBeenCalledWith(refused);
    expect(done).not.toHaveBeenCalled();
    expect(heldCount()).toBe(0);
    void otherWriteSettles(client);
    expect(isStale(client, TRAIL)).toBe(true);
  });
});
