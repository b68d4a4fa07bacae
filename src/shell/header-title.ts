import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { MessageKey } from '@/i18n/catalogues';

/**
 * The header title (SPEC.md §2) is the deepest matched route's `staticData.title`: each route
 * names its own (src/app/router.tsx declares it required); an unknown path matches only the
 * root and the frame, which say Admin Panel.
 */
export function headerTitle(matches: readonly { staticData: StaticDataRouteOption }[]): MessageKey {
  return matches.at(-1)?.staticData.title ?? 'header.default';
}
