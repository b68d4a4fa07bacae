import { createFileRoute } from '@tanstack/react-router';
import { prefetchForScreen } from '@/api/common/prefetch';
import { countryCitiesQueryOptions } from '@/api/locations/country-cities';
import { countriesQueryOptions } from '@/api/locations/list';
import { tagsQueryOptions } from '@/api/tags/list';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { lazyScreen } from '@/lib/lazy-screen';
import { trailIdParams } from '@/lib/trail-id';

export const Route = createFileRoute('/_app/trail/edit/$id')({
  staticData: { title: 'header.trailEdit' },
  params: trailIdParams,
  // Starts every load of the form while the editor's chunk downloads (the cities once the
  // trail says its country); failures are shown by the screen.
  loader: ({ context: { queryClient }, params, preload }) => {
    if (params.id === null) return;
    const details = trailDetailsQueryOptions(params.id);
    void prefetchForScreen(queryClient, countriesQueryOptions(), preload);
    void prefetchForScreen(queryClient, tagsQueryOptions(), preload);
    void prefetchForScreen(queryClient, details, preload).then(() => {
      const trail = queryClient.getQueryData(details.queryKey);
      if (trail)
        void prefetchForScreen(
          queryClient,
          countryCitiesQueryOptions(trail.city.countryId),
          preload,
        );
    });
  },
  component: lazyScreen(
    'trail-editor',
    () => import('@/features/trail-editor/trail-editor-screen'),
    'EditTrailScreen',
  ),
});
