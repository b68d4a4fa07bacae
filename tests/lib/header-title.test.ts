import { describe, expect, it } from 'vitest';
import { currentTrailId, headerTitle } from '@/lib/header-title';
import { t } from '../text';

describe('headerTitle (SPEC.md §2)', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/trails', 'Trail Management'],
    ['/trails/', 'Trail Management'],
    ['/users', 'User Management'],
    ['/reviews', 'Review Management'],
    ['/trail/12/reviews', 'Review Management'],
    ['/waypoints/12', 'Waypoint Management'],
    ['/trail/edit/12', 'Edit Trail'],
    ['/trail/new', 'Create New Trail'],
    ['/tags', 'Admin Panel'],
    ['/locations', 'Admin Panel'],
    ['/nowhere/at/all', 'Admin Panel'],
  ])('%s shows %s', (path, title) => {
    expect(t(headerTitle(path))).toBe(title);
  });
});

describe('currentTrailId', () => {
  it.each([
    ['/trail/edit/7', 7],
    ['/waypoints/7', 7],
    ['/trail/7/reviews', 7],
    ['/trail/new', null],
    ['/trails', null],
    ['/trail/abc/reviews', null],
    ['/waypoints/0', null],
  ])('%s → %s', (path, id) => {
    expect(currentTrailId(path)).toBe(id);
  });
});
