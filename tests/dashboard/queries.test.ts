import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trailListQueryOptions } from '@/api/trails/list';
import { newestTrailsQuery } from '@/features/dashboard/queries';
import { listParamsFromSearch } from '@/features/trails/trail-list-search';

describe("the dashboard's newest trails", () => {
  it('are the query of the first page /trails opens on, so the list shows it from the cache', () => {
    expect(hashKey(newestTrailsQuery().queryKey)).toBe(
      hashKey(trailListQueryOptions(listParamsFromSearch({})).queryKey),
    );
  });
});
