import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { prefetchForScreen } from '@/api/common/prefetch';
import { idSchema } from '@/api/common/schemas';
import { citiesQueryOptions, countriesQueryOptions } from '@/api/locations/list';
import { highlightParam } from '@/lib/highlight';
import { lazyScreen } from '@/lib/lazy-screen';

/** The open tab and the cities tab's country filter live in the URL. */
const locationsSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(['countries', 'cities']), 'countries'), 'countries'),
  countryId: z.catch(z.optional(idSchema), undefined),
  highlight: highlightParam,
});
export type LocationsSearch = z.infer<typeof locationsSearchSchema>;

export const Route = createFileRoute('/_app/locations')({
  staticData: { title: 'header.default' }, // SPEC.md §2 gives Countries and Cities no title of its own
  validateSearch: locationsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the calls while the screen's chunk loads; a failure is shown by the screen.
  loader: ({ context, deps, preload }) => {
    void prefetchForScreen(context.queryClient, countriesQueryOptions(), preload);
    if (deps.tab === 'cities')
      void prefetchForScreen(context.queryClient, citiesQueryOptions(deps.countryId), preload);
  },
  component: lazyScreen(
    'locations',
    () => import('@/features/locations/locations-screen'),
    'LocationsScreen',
  ),
});
