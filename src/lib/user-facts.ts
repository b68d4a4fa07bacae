import type { Role, User, UserStatus, UserType } from '@/api/users/schemas';
import type { MessageKey } from '@/i18n/catalogues';
import type { Translator } from '@/i18n/translator';

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

export const STATUS_LABELS: Record<UserStatus, MessageKey> = {
  active: 'status.active',
  inactive: 'status.inactive',
  pending: 'status.pending',
  deleted: 'status.deleted',
};
export const ROLE_LABELS: Record<Role, MessageKey> = { admin: 'users.roleAdmin', hiker: 'users.roleHiker' };
export const TYPE_LABELS: Record<UserType, MessageKey> = { registered: 'users.typeRegistered', guest: 'users.typeGuest' };

export const statusOptions = (t: Translator['t']) =>
  (Object.keys(STATUS_LABELS) as UserStatus[]).map((value) => ({ value, label: t(STATUS_LABELS[value]) }));
export const roleOptions = (t: Translator['t']) =>
  (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: t(ROLE_LABELS[value]) }));

/** "N/A" for an empty value, so no field of the details dialog is ever blank. */
export function orNA(t: Translator['t'], value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? t('common.notAvailable') : String(value);
}
