import * as z from 'zod/mini';
import { userSchema } from '../users/schemas';

export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginBodySchema = z.object({
  identifier: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshBodySchema = z.object({ oldRefreshToken: z.string().check(z.minLength(1)) });
