/**
 * Access and refresh tokens of the fake backend. Refresh tokens rotate: each is used once,
 * and the one it is exchanged for expires when the first sign-in's would have (a session
 * lasts REFRESH_TTL_MS from sign-in however often it refreshes). An access token never
 * outlives the refresh token issued with it. Expired tokens are dropped at the next sign-in
 * or refresh, so stored sessions do not pile up.
 */
import type { Tokens } from '../../src/api/auth/schemas';
import { update } from './changes';
import type { Db, UserRecord } from './types';

const envTtl = Number(import.meta.env?.VITE_ACCESS_TOKEN_TTL);
const DEFAULT_ACCESS_TTL_MS = (Number.isFinite(envTtl) && envTtl > 0 ? envTtl : 900) * 1000;
export const REFRESH_TTL_MS = 7 * 86_400_000;

let accessTtlMs = DEFAULT_ACCESS_TTL_MS;

/** How long new access tokens live, in milliseconds; no argument restores the default. */
export function setAccessTokenTtl(ms: number = DEFAULT_ACCESS_TTL_MS): void {
  accessTtlMs = ms;
}

function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return `${prefix}.${hex}`;
}

/** Drops expired tokens (a rotated refresh token is kept until it expires: reuse is a 401). */
function dropExpired(db: Db, now: number): void {
  for (const [token, s] of db.accessTokens) if (s.expiresAt <= now) db.accessTokens.delete(token);
  for (const [token, s] of db.refreshTokens) if (s.expiresAt <= now) db.refreshTokens.delete(token);
}

/**
 * A new pair of tokens. `sessionEnd` (a rotation) caps the refresh token's life at the one
 * it replaces; the access token never outlives the refresh token.
 */
export function issueTokens(
  db: Db,
  userId: number,
  now: number = Date.now(),
  sessionEnd: number = now + REFRESH_TTL_MS,
): Tokens {
  dropExpired(db, now);
  const accessToken = randomToken('at');
  const refreshToken = randomToken('rt');
  const refreshExpires = Math.min(now + REFRESH_TTL_MS, sessionEnd);
  db.accessTokens.set(accessToken, { userId, expiresAt: Math.min(now + accessTtlMs, refreshExpires) });
  db.refreshTokens.set(refreshToken, { userId, expiresAt: refreshExpires, used: false });
  return { accessToken, refreshToken };
}

/** New tokens for a live, unused refresh token (which dies), or null. */
export function rotateRefreshToken(db: Db, token: string, now: number = Date.now()): Tokens | null {
  const session = db.refreshTokens.get(token);
  if (!session || session.used || session.expiresAt <= now) return null;
  const user = db.users.get(session.userId);
  if (!user || user.status === 'deleted') return null;
  update(db.refreshTokens, token, { used: true });
  return issueTokens(db, session.userId, now, session.expiresAt);
}

/** Ends every access token now (the developer panel's "expire the access token now"). */
export function expireAccessTokens(db: Db, now: number = Date.now()): number {
  let n = 0;
  for (const [token, s] of db.accessTokens) {
    if (s.expiresAt > now) {
      update(db.accessTokens, token, { expiresAt: now });
      n++;
    }
  }
  return n;
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
