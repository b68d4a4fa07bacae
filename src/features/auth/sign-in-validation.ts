import type { MessageKey } from '@/i18n/catalogues';

/** A standard email pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** SPEC.md §5 sign-in rules: the message to show, or null. */
export function validateEmail(email: string): MessageKey | null {
  const value = email.trim().toLowerCase();
  if (value === '') return 'signIn.emailEmpty';
  if (!EMAIL_PATTERN.test(value)) return 'signIn.emailInvalid';
  return null;
}

export function validatePassword(password: string): MessageKey | null {
  return password === '' ? 'signIn.passwordEmpty' : null;
}
