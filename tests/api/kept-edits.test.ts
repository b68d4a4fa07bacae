/**
 * A held or running write's optimistic edits stay written until the write ends
 * (keepEdits in src/api/common/cache.ts): whatever the server answers meanwhile, for a list
 * cached before or one loaded for the first time, shows the server's rows with the change
 * written in. The server does not have the change yet, so without it a refetch would show
 * the row as it was while the Undo notice says otherwise.
 */
import { type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { trailListQueryOptions, type TrailListParams } from '@/api/trails/list';
import { holdTrailStatus } from '@/api/trails/status';
import { trailKeys } from '@/api/trails/keys';
import { userListQueryOptions } from '@/api/users/list';
import { holdUserStatus } from '@/api/users/status';
import { userKeys } from '@/api/users/keys';
import { createQueryClient } from '@/app/query-client';
import { db, touch } from '../../mocks/db';
import { signInAsAdmin } from '../sign-in';

const newest = { page: 1, pageSize: 12, sortBy: 'newest' } as const;

/** The newest trail with this status (on the first page, newest first). */
async function firstTrail(client: QueryClient) {
  const page = await client.fetchQuery(trailListQueryOptions(newest));
  return page.trails[0]!;
}

const statusIn = (client: QueryClient, params: TrailListParams, id: number) =>
  client.getQueryData(trailListQueryOptions(params).queryKey)?.trails.find((trail) => trail.id === id)?.status;

describe('edits of a held write are written into what the server answers meanwhile', () => {
  it('trail status: a refetch, a list loaded for the first time and the details show the held status', async () => {
    await signInAsAdmin();
    const client = createQueryClient();
    const trail = await firstTrail(client);
    const other = trail.status === 'active' ? 'deleted' : 'active';
    const write = await holdTrailStatus(client, { id: trail.id, status: other });
    expect(statusIn(client, newest, trail.id)).toBe(other);

    await client.refetchQueries({ queryKey: trailKeys.lists() });
    expect(db.trails.get(trail.id)?.status).toBe(trail.status); // the server still has the old one
    expect(statusIn(client, newest, trail.id)).toBe(other);
    // A list not cached when the write was held (a search for its name, the oldest first).
    const oldest: TrailListParams = { ...newest, sortBy: 'oldest', name: trail.name };
    await client.fetchQuery(trailListQueryOptions(oldest));
    expect(statusIn(client, oldest, trail.id)).toBe(other);
    await client.fetchQuery(trailDetailsQueryOptions(trail.id));
    expect(client.getQueryData(trailDetailsQueryOptions(trail.id).queryKey)?.status).toBe(other);

    // Undo: every list shows the server's status again, and a refetch no longer changes it.
    write.revert();
    expect(statusIn(client, newest, trail.id)).toBe(trail.status);
    expect(statusIn(client, oldest, trail.id)).toBe(trail.status);
    expect(client.getQueryData(trailDetailsQueryOptions(trail.id).queryKey)?.status).toBe(trail.status);
    await client.refetchQueries({ queryKey: trailKeys.all });
    expect(statusIn(client, oldest, trail.id)).toBe(trail.status);
  });

  it('once the write is sent and settled, what the server answers is shown as it is', async () => {
    const admin = await signInAsAdmin();
    const client = createQueryClient();
    const trail = await firstTrail(client);
    const other = trail.status === 'active' ? 'deleted' : 'active';
    const write = await holdTrailStatus(client, { id: trail.id, status: other });
    await write.send(admin.id);
    expect(db.trails.get(trail.id)?.status).toBe(other);
    // Changed back on the server by someone else: the panel shows it, the edit is no longer kept.
    db.trails.set(trail.id, { ...db.trails.get(trail.id)!, status: trail.status });
    touch(db);
    await client.refetchQueries({ queryKey: trailKeys.lists() });
    expect(statusIn(client, newest, trail.id)).toBe(trail.status);
  });

  it('user status: a refetch of the user list shows the held status', async () => {
    await signInAsAdmin();
    const client = createQueryClient();
    const params = { page: 1, pageSize: 10 };
    const page = await client.fetchQuery(userListQueryOptions(params));
    const user = page.users.find((row) => row.status !== 'deleted')!;
    await holdUserStatus(client, { userId: user.id, status: 'deleted' });
    await client.refetchQueries({ queryKey: userKeys.lists() });
    expect(db.users.get(user.id)?.status).toBe(user.status);
    const rows = client.getQueryData(userListQueryOptions(params).queryKey)?.users;
    expect(rows?.find((row) => row.id === user.id)?.status).toBe('deleted');
  });
});
