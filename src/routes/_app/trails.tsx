import { createFileRoute, redirect } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { countriesQueryOptions } from '@/api/locations/list';
import { trailListQueryOptions } from '@/api/trails/list';
import { lazyScreen } from '@/lib/lazy-screen';
import {
  isEmptyTrailListSearch,
  listParamsFromSearch,
  parseTrailListSearch,
  searchFromFilters,
  type TrailListSearch,
} from '@/features/trails/trail-list-search';
import { defaultViewSearch } from '@/lib/list-views';
import { useTrailFilters } from '@/stores/trail-filters';

export const Route = createFileRoute('/_app/trails')({
  staticData: { title: 'header.trails' },
  validateSearch: (raw: Record<string, unknown>): TrailListSearch => parseTrailListSearch(raw),
  // Coming to /trails without filters (sidebar, a bare link) restores the last filters and
  // page of this tab, else opens the administrator's default view (src/lib/list-views.ts).
  beforeLoad: ({ search, cause }) => {
    if (cause !== 'enter' || !isEmptyTrailListSearch(search)) return;
    const { page, ...filters } = useTrailFilters.getState();
    let next = searchFromFilters(filters, page);
    if (isEmptyTrailListSearch(next)) next = parseTrailListSearch(defaultViewSearch('trails') ?? {});
    if (!isEmptyTrailListSearch(next)) throw redirect({ to: '/trails', search: next, replace: true });
  },
  loaderDeps: ({ search }) => search,
  // Starts the page's fetch alongside the screen's chunk; the screen shows loading and errors.
  loader: ({ context, deps, preload }) => {
    void prefetchForScreen(
      context.queryClient,
      trailListQueryOptions(listParamsFromSearch(deps)),
      preload,
    );
    void prefetchForScreen(context.queryClient, countriesQueryOptions(), preload);
  },
  component: lazyScreen(
    'trail-list',
    () => import('@/features/trails/trail-list-screen'),
    'TrailListScreen',
    { landing: true },
  ),
});
