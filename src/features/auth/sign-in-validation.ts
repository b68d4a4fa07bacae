/** SPEC.md §5 sign-in rules and §8 messages, in one place. */
export const SIGN_IN_MESSAGES = {
  emailEmpty: 'Email is empty',
  emailInvalid: 'Email is invalid',
  passwordEmpty: 'Password is empty',
  badCredentials: 'Invalid email or password. Please check your credentials and try again.',
  failed: 'Login failed. Please try again later.',
  notAdmin: 'This panel is for administrators. Your account does not have access to it.',
} as const;

/** A standard email pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(email: string): string | null {
  const value = email.trim().toLowerCase();
  if (value === '') return SIGN_IN_MESSAGES.emailEmpty;
  if (!EMAIL_PATTERN.test(value)) return SIGN_IN_MESSAGES.emailInvalid;
  return null;
}

export function validatePassword(password: string): string | null {
  return password === '' ? SIGN_IN_MESSAGES.passwordEmpty : null;
}
