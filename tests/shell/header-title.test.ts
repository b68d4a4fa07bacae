import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';
import { headerTitle } from '@/shell/header-title';

/** The header title's message at a path, from the real route tree's staticData (nothing rendered). */
function titleAt(path: string) {
  const router = createAppRouter({ queryClient: new QueryClient(), history: createMemoryHistory() });
  return headerTitle(router.matchRoutes(path));
}

// The texts themselves are checked on the rendered header (frame.test.tsx).
describe('the header title of each route (SPEC.md §2)', () => {
  it.each([
    ['/', 'header.dashboard'],
    ['/trails', 'header.trails'],
    ['/trails/', 'header.trails'],
    ['/users', 'header.users'],
    ['/reviews', 'header.reviews'],
    ['/trail/12/reviews', 'header.reviews'],
    ['/trail/abc/reviews', 'header.reviews'],
    ['/waypoints/12', 'header.waypoints'],
    ['/trail/edit/12', 'header.trailEdit'],
    ['/trail/new', 'header.trailNew'],
    ['/tags', 'header.default'],
    ['/locations', 'header.default'],
    ['/nowhere/at/all', 'header.default'],
  ])('%s shows %s', (path, key) => {
    expect(titleAt(path)).toBe(key);
  });
});
