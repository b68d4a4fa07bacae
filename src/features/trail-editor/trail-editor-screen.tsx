import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { InvalidTrailId } from '@/components/invalid-trail-id';
import { ScreenLoader } from '@/components/screen-loader';
import { MSG } from './messages';
import { TrailForm } from './trail-form';

const editRoute = getRouteApi('/_app/trail/edit/$id');

/** /trail/new: the empty form. */
export function CreateTrailScreen() {
  return <TrailForm trail={null} />;
}

/** /trail/edit/{id}: the trail loaded into the form. */
export function EditTrailScreen() {
  const { id } = editRoute.useParams();
  if (id === null) return <InvalidTrailId />;
  return <EditTrail id={id} />;
}

function EditTrail({ id }: { id: number }) {
  const query = useQuery(trailDetailsQueryOptions(id));
  if (query.isPending) return <ScreenLoader label="Loading trail..." />;
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {MSG.loadFailed}
        </Alert>
        <Button variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </Stack>
    );
  }
  return <TrailForm key={query.data.id} trail={query.data} />;
}
