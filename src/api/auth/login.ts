import { http } from '../http';
import { loginResponseSchema, type LoginResponse } from './schemas';

/** POST /auth/login with the lower-cased email as `identifier` (SPEC.md §7). */
export function login(email: string, password: string): Promise<LoginResponse> {
  return http.post('/auth/login', loginResponseSchema, {
    json: { identifier: email.trim().toLowerCase(), password },
    anonymous: true,
  });
}
