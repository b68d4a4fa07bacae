import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { isNotFound } from '@/api/errors';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { InvalidTrailId } from '@/widgets/invalid-trail-id';
import { LoadError } from '@/ui/load-error';
import { ScreenLoader } from '@/ui/screen-loader';
import { TrailNotFound } from '@/widgets/trail-not-found';
import { TrailPageHeader } from '@/widgets/trail-page-header';
import { useT } from '@/i18n/use-t';
import { fieldLabels, unreadableFields, type LabelKey } from '@/lib/unreadable-fields';
import { useUnreadableRows } from '@/lib/use-unreadable-rows';
import { TrailForm } from './trail-form';

const editRoute = getRouteApi('/_app/trail/edit/$id');

/** The trail's fields a details answer may leave unread, by the labels of the form (./trail-form.tsx). */
const TRAIL_FIELD_LABELS: Record<string, LabelKey> = {
  name: 'common.name',
  description: 'editor.description',
  time: 'editor.time',
  distance: 'editor.distance',
  elevationGain: 'editor.elevationGain',
  rating: 'common.rating',
  photos: 'common.photos',
  startingPoint: 'editor.pathHeading',
  trailPath: 'editor.pathHeading',
};

/** /trail/new: the empty form. */
export function CreateTrailScreen() {
  return (
    <TrailPage>
      <TrailForm trail={null} />
    </TrailPage>
  );
}

/** The editor's page: the way back first, as on every trail page, then the form or its state. */
function TrailPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm">
      <TrailPageHeader />
      {children}
    </Stack>
  );
}

/** /trail/edit/{id}: the trail loaded into the form. */
export function EditTrailScreen() {
  const { id } = editRoute.useParams();
  if (id === null) return <InvalidTrailId />;
  return <EditTrail id={id} />;
}

function EditTrail({ id }: { id: number }) {
  const { t } = useT();
  const options = trailDetailsQueryOptions(id);
  const query = useQuery(options);
  // Fields the server sent in a form the panel cannot read: left empty, and named.
  const unreadable = useUnreadableRows(options.queryKey);
  // The form is filled once, from fresh data only: a cached copy that is stale (older than its
  // stale time, or marked stale by a write elsewhere) is refetched first. Once filled, the form
  // stays: newer data is merged into the fields not edited (useTrailEditor), and a failed
  // background refetch must not unmount it (and the edits in it).
  const [filled, setFilled] = useState(false);
  if (!filled && query.data !== undefined && !query.isStale) setFilled(true);
  if (isNotFound(query.error)) return <TrailNotFound id={id} />;
  if (query.data && (filled || !query.isStale)) {
    return (
      <TrailPage>
        {query.isError && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="status"
          >
            {/* A background refetch failed: the loaded trail (and the edits) stay. */}
            {t('editor.refreshFailed')}
          </Alert>
        )}
        {unreadable.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
            {t('editor.unreadableFields', { fields: unreadableFields(unreadable, fieldLabels(t, TRAIL_FIELD_LABELS)) })}
          </Alert>
        )}
        <TrailForm key={query.data.id} trail={query.data} />
      </TrailPage>
    );
  }
  if (query.isError) {
    return (
      <TrailPage>
        <LoadError
          message={t('editor.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </TrailPage>
    );
  }
  return (
    <TrailPage>
      <ScreenLoader label={t('editor.loadingTrail')} />
    </TrailPage>
  );
}
