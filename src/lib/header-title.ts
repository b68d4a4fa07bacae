import type { MessageKey } from '@/i18n/catalogues';

/**
 * The header title follows the path (SPEC.md §2). Any other path shows Admin Panel;
 * the per-trail reviews page shares the Review Management title with /reviews.
 */
const exact: Record<string, MessageKey> = {
  '/': 'header.dashboard',
  '/trails': 'header.trails',
  '/users': 'header.users',
  '/reviews': 'header.reviews',
  '/trail/new': 'header.trailNew',
};

const patterns: [RegExp, MessageKey][] = [
  [/^\/trail\/edit\/[^/]+$/, 'header.trailEdit'],
  [/^\/waypoints\/[^/]+$/, 'header.waypoints'],
  [/^\/trail\/[^/]+\/reviews$/, 'header.reviews'],
];

export const DEFAULT_TITLE: MessageKey = 'header.default';

/** The message of the header title of a path. */
export function headerTitle(pathname: string): MessageKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return exact[path] ?? patterns.find(([re]) => re.test(path))?.[1] ?? DEFAULT_TITLE;
}

/** The trail id of a trail page (edit, waypoints, reviews), or null elsewhere. */
export function currentTrailId(pathname: string): number | null {
  const match = /^\/(?:trail\/edit|waypoints|trail)\/(\d+)(?:\/reviews)?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
