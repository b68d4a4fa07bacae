/** Access and refresh tokens of the fake backend (rotating refresh tokens). */
import type { Tokens } from '../../src/api/auth/schemas';
import type { Db, UserRecord } from './types';

const envTtl = Number(import.meta.env?.VITE_ACCESS_TOKEN_TTL);
const DEFAULT_ACCESS_TTL_MS = (Number.isFinite(envTtl) && envTtl > 0 ? envTtl : 900) * 1000;
export const REFRESH_TTL_MS = 7 * 86_400_000;

let accessTtlMs = DEFAULT_ACCESS_TTL_MS;

/** How long new access tokens live, in milliseconds; no argument restores the default. */
export function setAccessTokenTtl(ms: number = DEFAULT_ACCESS_TTL_MS): void {
  accessTtlMs = ms;
}

export function getAccessTokenTtl(): number {
  return accessTtlMs;
}

function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return `${prefix}.${hex}`;
}

export function issueTokens(db: Db, userId: number, now: number = Date.now()): Tokens {
  const accessToken = randomToken('at');
  const refreshToken = randomToken('rt');
  db.accessTokens.set(accessToken, { userId, expiresAt: now + accessTtlMs });
  db.refreshTokens.set(refreshToken, { userId, expiresAt: now + REFRESH_TTL_MS, used: false });
  return { accessToken, refreshToken };
}

/** New tokens for a live, unused refresh token (which dies), or null. */
export function rotateRefreshToken(db: Db, token: string, now: number = Date.now()): Tokens | null {
  const session = db.refreshTokens.get(token);
  if (!session || session.used || session.expiresAt <= now) return null;
  const user = db.users.get(session.userId);
  if (!user || user.status === 'deleted') return null;
  session.used = true;
  return issueTokens(db, session.userId, now);
}

export type AccessCheck = { user: UserRecord } | { problem: 'missing' | 'unknown' | 'expired' };

/** The user behind an `Authorization: Bearer` header value. */
export function checkAccessToken(
  db: Db,
  header: string | null,
  now: number = Date.now(),
): AccessCheck {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return { problem: 'missing' };
  const session = db.accessTokens.get(match[1]);
  if (!session) return { problem: 'unknown' };
  if (session.expiresAt <= now) return { problem: 'expired' };
  const user = db.users.get(session.userId);
  if (!user || user.status === 'deleted') return { problem: 'unknown' };
  return { user };
}

/** The account for a sign-in, or null (unknown email, wrong password, deleted account). */
export function findLogin(db: Db, identifier: string, password: string): UserRecord | null {
  const email = identifier.trim().toLowerCase();
  for (const user of db.users.values()) {
    if (user.email.toLowerCase() !== email) continue;
    if (user.password === null || user.password !== password || user.status === 'deleted')
      return null;
    return user;
  }
  return null;
}
