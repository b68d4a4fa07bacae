/** SPEC.md §9: user page sizes 10, 20, 50 or 100; default 20. */
export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];
export const DEFAULT_USER_PAGE_SIZE: UserPageSize = 20;

/** The user list's filters in its URL search: Reset clears them, a saved view keeps them. */
export const USER_FILTER_KEYS = ['name', 'status', 'role', 'userType', 'isPremium'] as const;
