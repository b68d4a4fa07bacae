/**
 * The header title follows the path (SPEC.md §2). Any other path shows Admin Panel;
 * the per-trail reviews page shares the Review Management title with /reviews.
 */
const exact: Record<string, string> = {
  '/': 'Dashboard',
  '/trails': 'Trail Management',
  '/users': 'User Management',
  '/reviews': 'Review Management',
  '/trail/new': 'Create New Trail',
};

const patterns: [RegExp, string][] = [
  [/^\/trail\/edit\/[^/]+$/, 'Edit Trail'],
  [/^\/waypoints\/[^/]+$/, 'Waypoint Management'],
  [/^\/trail\/[^/]+\/reviews$/, 'Review Management'],
];

export const DEFAULT_TITLE = 'Admin Panel';

export function headerTitle(pathname: string): string {
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
