import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchEntityOptimistically, patchRowOptimistically, undoAll } from '@/api/common/cache';
import { userListRows } from '@/api/users/cache';
import { userKeys } from '@/api/users/keys';
import type { User, UserListResponse } from '@/api/users/schemas';

const user = (id: number, patch: Partial<User> = {}): User => ({
  id,
  name: `User ${id}`,
  username: `user${id}`,
  email: `user${id}@example.com`,
  phoneNumber: null,
  photo: null,
  status: 'active',
  role: 'hiker',
  premiumActivatedAt: null,
  premiumExpiresAt: null,
  emergencyContactName: null,
  emergencyContactNumber: null,
  hikeCount: 0,
  savedTrails: 0,
  totalHikeDistance: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  firstName: null,
  lastName: null,
  ...patch,
});

function setup() {
  const queryClient = new QueryClient();
  const listKey = userKeys.list({ page: 1, pageSize: 20 });
  queryClient.setQueryData<UserListResponse>(listKey, { users: [user(1), user(2)], totalCount: 2, totalPages: 1 });
  queryClient.setQueryData<User>(userKeys.detail(2), user(2));
  const inList = () => queryClient.getQueryData<UserListResponse>(listKey)?.users.find((u) => u.id === 2);
  const detail = () => queryClient.getQueryData<User>(userKeys.detail(2));
  return { queryClient, inList, detail };
}

/** What an optimistic user write does (src/api/users/cache.ts): the row in every list and the details. */
async function patchUserOptimistically(queryClient: QueryClient, id: number, patch: Partial<User>) {
  return undoAll([
    await patchRowOptimistically(queryClient, userListRows, id, patch),
    await patchEntityOptimistically<User>(queryClient, userKeys.detail(id), patch),
  ]);
}

describe('optimistic user writes roll back only their own fields', () => {
  it('a failed status change started first keeps a later role change', async () => {
    const { queryClient, inList, detail } = setup();
    const undoStatus = await patchUserOptimistically(queryClient, 2, { status: 'deleted' });
    await patchUserOptimistically(queryClient, 2, { role: 'admin' });
    undoStatus();
    expect(inList()).toMatchObject({ status: 'active', role: 'admin' });
    expect(detail()).toMatchObject({ status: 'active', role: 'admin' });
  });

  it('leaves a field that a later write changed again', async () => {
    const { queryClient, inList } = setup();
    const undoFirst = await patchUserOptimistically(queryClient, 2, { status: 'pending' });
    const undoSecond = await patchUserOptimistically(queryClient, 2, { status: 'deleted' });
    undoFirst();
    expect(inList()?.status).toBe('deleted');
    undoSecond();
    expect(inList()?.status).toBe('pending');
  });

  it('never touches another user', async () => {
    const { queryClient } = setup();
    const undo = await patchUserOptimistically(queryClient, 2, { status: 'deleted' });
    undo();
    const list = queryClient.getQueryData<UserListResponse>(userKeys.list({ page: 1, pageSize: 20 }));
    expect(list?.users[0]).toEqual(user(1));
  });
});
