import type { Role, User, UserStatus, UserType } from '@/api/users/schemas';

/** SPEC.md §4: a user is a guest when the email contains the word "guest". */
export function isGuest(user: Pick<User, 'email'>): boolean {
  return user.email.toLowerCase().includes('guest');
}

export function userType(user: Pick<User, 'email'>): UserType {
  return isGuest(user) ? 'guest' : 'registered';
}

/** SPEC.md §4: premium is active when the expiry date is in the future. */
export function isPremium(user: Pick<User, 'premiumExpiresAt'>, now: number = Date.now()): boolean {
  if (!user.premiumExpiresAt) return false;
  const expires = Date.parse(user.premiumExpiresAt);
  return Number.isFinite(expires) && expires > now;
}

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
  deleted: 'Deleted',
};
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', hiker: 'Hiker' };
export const TYPE_LABELS: Record<UserType, string> = { registered: 'Registered', guest: 'Guest' };

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as UserStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/** "N/A" for an empty value, so no field of the details dialog is ever blank. */
export function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'N/A' : String(value);
}
