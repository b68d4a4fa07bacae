import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
