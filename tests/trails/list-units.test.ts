import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { totalPages } from '@/api/trails/list';
import { locationLoadErrorDialog } from '@/features/trails/location-load-error';
import {
  formatDistance,
  formatElevation,
  formatRating,
} from '@/features/trails/trail-cell-format';
import { clampPage } from '@/lib/use-list-search';
import { translator, formatShortDate } from '@/i18n/translator';
import {
  filtersFromSearch,
  isEmptyTrailListSearch,
  listParamsFromSearch,
  parseTrailListSearch,
  searchFromFilters,
} from '@/features/trails/trail-list-search';
import { INITIAL_TRAIL_FILTERS } from '@/stores/trail-filters';
import { t, showLanguage } from '../text';

describe('trail list search', () => {
  it('reads a full search and drops defaults and unreadable values', () => {
    expect(
      parseTrailListSearch({
        page: '3',
        name: ' wadi ',
        status: 'deleted',
        countryIds: [1, 2],
        sortBy: 'oldest',
      }),
    ).toEqual({
      page: 3,
      name: 'wadi',
      status: 'deleted',
      countryIds: [1, 2],
      cityIds: undefined,
      sortBy: 'oldest',
    });
    expect(
      isEmptyTrailListSearch(
        parseTrailListSearch({
          page: 1,
          status: 'x',
          sortBy: 'name',
          countryIds: ['a'],
          name: '  ',
        }),
      ),
    ).toBe(true);
    expect(parseTrailListSearch({ countryIds: 4 }).countryIds).toEqual([4]);
    expect(parseTrailListSearch({ page: -2 }).page).toBeUndefined();
  });

  it('round-trips filters and page through the URL shape', () => {
    const filters = {
      sortBy: 'oldest' as const,
      name: 'a',
      statusFilter: 'pending' as const,
      cityFilter: [9],
      countryFilter: [1, 3],
    };
    const search = searchFromFilters(filters, 4);
    expect(search).toEqual({
      name: 'a',
      status: 'pending',
      countryIds: [1, 3],
      cityIds: [9],
      sortBy: 'oldest',
      page: 4,
    });
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchFromFilters(INITIAL_TRAIL_FILTERS, 1)).toEqual({});
  });

  it('asks the server for 12 a page, newest first unless told', () => {
    expect(listParamsFromSearch({})).toEqual({ page: 1, pageSize: 12, sortBy: 'newest' });
    expect(listParamsFromSearch({ page: 2, status: 'active' }, 3)).toMatchObject({
      page: 3,
      status: 'active',
    });
  });
});

describe('paging', () => {
  it('total pages is the count over 12, rounded up', () => {
    expect([0, 1, 12, 13, 240, 241].map((n) => totalPages(n))).toEqual([0, 1, 1, 2, 20, 21]);
  });
  it('clamps the page to [1, last]', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('cell formats', () => {
  it('elevation N/A when empty or 0', () => {
    expect([null, undefined, 0, Number.NaN, 12.6, 1234.4].map((m) => formatElevation(translator(), m))).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      '13',
      '1,234',
    ]);
  });
  it('rating N/A or capped at 5', () => {
    expect([null, 0, 3, 4.44, 9].map((r) => formatRating(translator(), r))).toEqual([null, null, '3.0', '4.4', '5.0']);
  });
  it('distance with one decimal; date short US style', () => {
    expect(formatDistance(translator(), 7)).toBe('7.0');
    expect(formatShortDate('2026-11-21T23:30:00Z', 'en')).toBe('Nov 21, 2026');
    expect(formatShortDate('not a date', 'en')).toBeNull();
  });
  it('in Arabic: Latin digits, Arabic month names, N/A in Arabic', () => {
    showLanguage('ar');
    expect(formatDistance(translator(), 1234.56)).toBe('1,234.6');
    expect(formatElevation(translator(), null)).toBe('غير متوفر');
    expect(formatShortDate('2026-11-21T23:30:00Z', 'ar')).toBe('21 نوفمبر 2026');
  });
  it('the country button text', () => {
    expect(t('trails.countrySelection', { count: 0 })).toBe('Select options...');
    expect(t('trails.countrySelection', { count: 1 })).toBe('1 selected');
    expect(t('trails.countrySelection', { count: 3 })).toBe('3 selected');
  });
});

describe('country load error dialog', () => {
  it.each([
    [new ApiError(401, 'x'), 'Authentication Error', 'Please log in again to access this data'],
    [new ApiError(403, 'x'), 'Access Denied', 'You do not have permission to access this data'],
    [new ApiError(500, 'x'), 'Error', 'Failed to fetch location data'],
    [new Error('odd'), 'Error', 'Failed to fetch location data'],
  ])('%s', (error, title, message) => {
    expect(locationLoadErrorDialog(translator(), error)).toEqual({ title, message });
  });
});
