/** Helpers for the fake backend's tests (the server listens via the test setup). */
import { apiUrl } from '@/api/config';
import type { Tokens } from '@/api/auth/schemas';
import { DEMO_ADMIN, DEMO_HIKER } from '../../mocks/demo-accounts';

export async function signIn(account: { email: string; password: string } = DEMO_ADMIN): Promise<Tokens> {
  const res = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const body = (await res.json()) as { tokens: Tokens };
  return body.tokens;
}

export const signInHiker = () => signIn(DEMO_HIKER);

/** fetch(apiUrl(path)) with a bearer token and, for a body, JSON. */
export function call(path: string, token: string | null, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(apiUrl(path), { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
}
