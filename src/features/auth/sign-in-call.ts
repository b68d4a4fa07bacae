import { login } from '@/api/auth/login';
import type { LoginResponse } from '@/api/auth/schemas';
import { ApiError } from '@/api/errors';

/**
 * What signing in needs beyond the sign-in screen itself (the HTTP client, ky, zod, the user
 * schema), loaded on demand by sign-in-screen.tsx so that none of it is in the first screen.
 * The server's answer to wrong credentials (400, 401) is an answer, not a failure; anything
 * else throws.
 */
export async function signIn(email: string, password: string): Promise<LoginResponse | 'refused'> {
  try {
    return await login(email, password);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return 'refused';
    throw error;
  }
}
