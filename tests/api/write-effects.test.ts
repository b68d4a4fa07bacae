import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  defineWrite,
  refetchWhenLast,
  summarize,
  VIEWS,
  writeEffects,
  type WriteEffects,
} from '@/api/common/effects';
import type { Tag } from '@/api/tags/schemas';
import { tagWrites } from '@/api/tags/cache';
import { tagKeys } from '@/api/tags/keys';
import { reviewKeys } from '@/api/reviews/keys';
import { trailWrites } from '@/api/trails/cache';
import { trailKeys } from '@/api/trails/keys';
import { waypointWrites } from '@/api/waypoints/cache';
import { waypointKeys } from '@/api/waypoints/keys';
import { deferred } from '../support';

const TRAILS: QueryKey = ['trails', 'list'];
const TRAIL: QueryKey = ['trails', 'detail', 1];
const TAGS: QueryKey = ['tags', 'list'];

interface Named {
  id: number;
  text: string;
}

/** A client with a cached trail list, trail details and tag list, each fresh. */
function clientWithTrails() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData<Named[]>(TRAILS, [{ id: 1, text: 'Ridge' }]);
  client.setQueryData<Named>(TRAIL, { id: 1, text: 'Ridge' });
  client.setQueryData(TAGS, ['other']);
  return client;
}

const isStale = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated ?? false;

/** Runs a write declared by `effects` whose request the test answers. */
function start<V, R>(client: QueryClient, effects: WriteEffects<V, R>, vars: V) {
  const answer = deferred<R>();
  const observer = new MutationObserver<R, Error, V, unknown>(client, {
    ...writeEffects(effects),
    mutationFn: () => answer.promise,
  } as never);
  const done = observer.mutate(vars).catch(() => undefined);
  return { answer, done };
}

const renameTrail = defineWrite<string, Named>({
  key: ['trails', 'write', 'rename'],
  optimistic: {
    'Trail list': (client, text) => {
      const before = client.getQueryData<Named[]>(TRAILS);
      client.setQueryData<Named[]>(TRAILS, [{ id: 1, text }]);
      return () => client.setQueryData(TRAILS, before);
    },
  },
  answered: { 'Trail details': (client, named) => void client.setQueryData(TRAIL, named) },
  removed: { 'User details': () => ['trails', 'gone'] },
  refetched: { 'Trail list': () => TRAILS },
});

describe('a declared write', () => {
  it('changes its optimistic views at once, and its answered views from the answer', async () => {
    const client = clientWithTrails();
    client.setQueryData(['trails', 'gone'], 'x');
    const { answer, done } = start(client, renameTrail, 'renamed');
    await Promise.resolve();
    await Promise.resolve();
    expect(client.getQueryData(TRAILS)).toEqual([{ id: 1, text: 'renamed' }]);
    expect(client.getQueryData(TRAIL)).toEqual({ id: 1, text: 'Ridge' });

    answer.resolve({ id: 1, text: 'renamed by the server' });
    await done;
    expect(client.getQueryData(TRAIL)).toEqual({ id: 1, text: 'renamed by the server' });
    expect(client.getQueryData(['trails', 'gone'])).toBeUndefined();
    expect(isStale(client, TRAILS)).toBe(true);
    expect(isStale(client, TAGS)).toBe(false);
  });

  it('that fails undoes its optimistic edits, removes nothing, and still refetches', async () => {
    const client = clientWithTrails();
    client.setQueryData(['trails', 'gone'], 'x');
    const { answer, done } = start(client, renameTrail, 'renamed');
    await Promise.resolve();
    answer.reject(new Error('refused'));
    await done;
    expect(client.getQueryData(TRAILS)).toEqual([{ id: 1, text: 'Ridge' }]);
    expect(client.getQueryData(TRAIL)).toEqual({ id: 1, text: 'Ridge' });
    expect(client.getQueryData(['trails', 'gone'])).toBe('x');
    expect(isStale(client, TRAILS)).toBe(true);
  });

  it('of a resource with another write still running refetches only once the last one settles', async () => {
    const client = clientWithTrails();
    const first = start(client, renameTrail, 'one');
    const second = start(client, renameTrail, 'two');
    first.answer.resolve({ id: 1, text: 'one' });
    await first.done;
    expect(isStale(client, TRAILS)).toBe(false);
    second.answer.resolve({ id: 1, text: 'two' });
    await second.done;
    expect(isStale(client, TRAILS)).toBe(true);
  });

  it('does not wait for a write of another resource', async () => {
    const client = clientWithTrails();
    const other = start(client, defineWrite<string, unknown>({ key: ['tags', 'write', 'x'] }), 'x');
    const trail = start(client, renameTrail, 'one');
    trail.answer.resolve({ id: 1, text: 'one' });
    await trail.done;
    expect(isStale(client, TRAILS)).toBe(true);
    other.answer.resolve(undefined);
    await other.done;
  });
});

describe('refetching after the last write', () => {
  it.each([
    ['refetches at once when no other write of the resource runs', 1, true],
    ['waits while another write of the resource runs', 2, false],
  ])('%s', async (_case, running, now) => {
    const client = clientWithTrails();
    const answers = Array.from({ length: running }, () =>
      start(client, defineWrite<string, unknown>({ key: ['trails', 'write', 'x'] }), 'x'),
    );
    await Promise.resolve();
    const refetch = refetchWhenLast(client, ['trails', 'write', 'rename'], [TRAILS]);
    expect(refetch !== undefined).toBe(now);
    await refetch;
    expect(isStale(client, TRAILS)).toBe(now);
    for (const a of answers) a.answer.resolve(undefined);
    await Promise.all(answers.map((a) => a.done));
  });
});

describe('what docs/cache-effects.md lists for a write', () => {
  it('names the write by resource and name, and its views in the order of the list of views', () => {
    expect(summarize(tagWrites.delete as never)).toEqual({
      write: 'tags delete',
      optimistic: [],
      answered: ['Trail list', 'Trail details', 'Tags'],
      removed: [],
      refetched: ['Tags'],
    });
    expect(VIEWS.indexOf('Trail list')).toBeLessThan(VIEWS.indexOf('Tags'));
  });
});

describe('the tag and waypoint writes', () => {
  const tag = (id: number, name: string): Tag => ({ id, name, trailCount: 1 });

  it('deleting a tag takes it off the tag list and off every cached trail that carried it', async () => {
    const client = new QueryClient();
    client.setQueryData<Tag[]>(tagKeys.list(), [tag(1, 'Coast'), tag(2, 'Desert')]);
    const trail = {
      id: 5,
      tags: [
        { id: 1, name: 'Coast' },
        { id: 2, name: 'Desert' },
      ],
    };
    client.setQueryData([...trailKeys.details(), 5], trail);
    const { answer, done } = start(client, tagWrites.delete, tag(1, 'Coast'));
    answer.resolve(undefined);
    await done;
    expect(client.getQueryData(tagKeys.list())).toEqual([tag(2, 'Desert')]);
    expect(client.getQueryData([...trailKeys.details(), 5])).toEqual({
      ...trail,
      tags: [{ id: 2, name: 'Desert' }],
    });
  });

  it('creating a tag adds the answered tag to the list', async () => {
    const client = new QueryClient();
    client.setQueryData<Tag[]>(tagKeys.list(), [tag(1, 'Coast')]);
    const { answer, done } = start(client, tagWrites.create, 'Desert');
    answer.resolve(tag(2, 'Desert'));
    await done;
    expect(client.getQueryData<Tag[]>(tagKeys.list())?.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Coast', 'Desert']),
    );
  });

  it("deleting a waypoint takes it off its trail's list only", async () => {
    const client = new QueryClient();
    client.setQueryData(waypointKeys.ofTrail(5), [{ id: 1 }, { id: 2 }]);
    client.setQueryData(waypointKeys.ofTrail(6), [{ id: 1 }]);
    const { answer, done } = start(client, waypointWrites.delete, { trailId: 5, waypointId: 1 });
    answer.resolve(undefined);
    await done;
    expect(client.getQueryData(waypointKeys.ofTrail(5))).toEqual([{ id: 2 }]);
    expect(client.getQueryData(waypointKeys.ofTrail(6))).toEqual([{ id: 1 }]);
  });
});

describe('the trail writes', () => {
  const PAGE_1 = trailKeys.list({ page: 1 });
  const PAGE_2 = trailKeys.list({ page: 2 });

  /** Two cached pages of the trail list, and the details of trail 5. */
  function clientWithTrailPages() {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(PAGE_1, {
      trails: [
        { id: 5, name: 'Ridge', status: 'active' },
        { id: 6, name: 'Dana', status: 'active' },
      ],
      count: 3,
    });
    client.setQueryData(PAGE_2, { trails: [{ id: 7, name: 'Wadi', status: 'active' }], count: 3 });
    client.setQueryData(trailKeys.detail(5), {
      id: 5,
      name: 'Ridge',
      status: 'active',
      description: 'Along.',
    });
    return client;
  }

  it('a status change shows at once in the row and the details, and goes back when it fails', async () => {
    const client = clientWithTrailPages();
    const { answer, done } = start(client, trailWrites.status, { id: 5, status: 'pending' });
    await vi.waitFor(() =>
      expect(client.getQueryData(PAGE_1)).toMatchObject({
        trails: [
          { id: 5, status: 'pending' },
          { id: 6, status: 'active' },
        ],
      }),
    );
    expect(client.getQueryData(trailKeys.detail(5))).toMatchObject({ status: 'pending' });
    answer.reject(new Error('refused'));
    await done;
    expect(client.getQueryData(PAGE_1)).toMatchObject({
      trails: [
        { id: 5, status: 'active' },
        { id: 6, status: 'active' },
      ],
    });
    expect(client.getQueryData(trailKeys.detail(5))).toMatchObject({ status: 'active' });
    expect(isStale(client, PAGE_1)).toBe(true);
  });

  it("a delete takes the row off its page, counts one trail less, and drops the trail's details, waypoints and reviews", async () => {
    const client = clientWithTrailPages();
    client.setQueryData(waypointKeys.ofTrail(5), [{ id: 1 }]);
    client.setQueryData(reviewKeys.ofTrail(5), [{ id: 1 }]);
    client.setQueryData(reviewKeys.pending(), []);
    const { answer, done } = start(client, trailWrites.delete, 5);
    answer.resolve(undefined);
    await done;
    expect(client.getQueryData(PAGE_1)).toEqual({
      trails: [{ id: 6, name: 'Dana', status: 'active' }],
      count: 2,
    });
    expect(client.getQueryData(PAGE_2)).toEqual({
      trails: [{ id: 7, name: 'Wadi', status: 'active' }],
      count: 3,
    });
    expect(client.getQueryData(trailKeys.detail(5))).toBeUndefined();
    expect(client.getQueryData(waypointKeys.ofTrail(5))).toBeUndefined();
    expect(client.getQueryData(reviewKeys.ofTrail(5))).toBeUndefined();
    expect(isStale(client, reviewKeys.pending())).toBe(true);
  });

  it('an update writes the answered trail into its row and details, and renames its review rows', async () => {
    const client = clientWithTrailPages();
    client.setQueryData(reviewKeys.pending(), [
      { id: 1, trail: { id: 5, name: 'Ridge' } },
      { id: 2, trail: { id: 6, name: 'Dana' } },
    ]);
    const renamed = {
      id: 5,
      name: 'Ridge walk',
      status: 'active',
      description: 'Along the ridge.',
    };
    const { answer, done } = start(client, trailWrites.update, {});
    answer.resolve(renamed as never);
    await done;
    expect(client.getQueryData(PAGE_1)).toMatchObject({
      trails: [
        { id: 5, name: 'Ridge walk' },
        { id: 6, name: 'Dana' },
      ],
    });
    expect(client.getQueryData<{ trails: object[] }>(PAGE_1)?.trails[0]).not.toHaveProperty(
      'description',
    );
    expect(client.getQueryData(trailKeys.detail(5))).toEqual(renamed);
    expect(client.getQueryData(reviewKeys.pending())).toEqual([
      { id: 1, trail: { id: 5, name: 'Ridge walk' } },
      { id: 2, trail: { id: 6, name: 'Dana' } },
    ]);
  });
});
