/**
 * What the browser can answer before the large seed's 100,000 users are seeded (they are
 * seeded in the background after boot, in slices that keep the page responsive): the calls
 * of the sign-in screen and of the trail screens, which need no user but the demo accounts
 * (seeded first). Users, reviews (they show their authors) and every write wait for all users.
 */
import { API_BASE_URL } from '../../src/api/config';

const BASE = new URL(API_BASE_URL).pathname.replace(/\/+$/, '');

const EARLY_READS = [
  /^\/trails$/,
  /^\/trails\/details\/\d+$/,
  /^\/trails\/locations\/(countries|cities|countries\/\d+\/cities|check-deletion)$/,
  /^\/trails\/tags$/,
  /^\/trails\/waypoints\/\d+$/,
  /^\/media\//,
];

export function servedBeforeUsers(request: Request): boolean {
  const path = new URL(request.url).pathname.slice(BASE.length);
  // Sign-in and refresh only read the demo accounts and the sessions.
  if (path === '/auth/login' || path === '/auth/refresh-token') return true;
  return request.method.toUpperCase() === 'GET' && EARLY_READS.some((re) => re.test(path));
}
