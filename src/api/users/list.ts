import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { userKeys } from './keys';
import { userListResponseSchema, type UserListQuery, type UserListResponse } from './schemas';

/** The list query as the screen holds it: every filter optional, page and size set. */
export type UserListParams = Partial<Omit<UserListQuery, 'page' | 'pageSize'>> &
  Pick<UserListQuery, 'page' | 'pageSize'>;

/** GET /users/enhanced/list: filtered, paged and counted by the server. Empty filters are left out. */
export async function fetchUserList(
  params: UserListParams,
  signal?: AbortSignal,
  onUnreadable?: CallOptions['onUnreadable'],
): Promise<UserListResponse> {
  return http.get('/users/enhanced/list', userListResponseSchema, {
    signal,
    onUnreadable,
    searchParams: {
      name: params.name?.trim(),
      email: params.email?.trim(),
      phoneNumber: params.phoneNumber?.trim(),
      status: params.status,
      role: params.role,
      userType: params.userType,
      isPremium: params.isPremium,
      page: params.page,
      pageSize: params.pageSize,
    },
  });
}

export function userListQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal, queryKey }) => fetchUserList(params, signal, noteUnreadable(queryKey)),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
