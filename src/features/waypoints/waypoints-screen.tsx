import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isNotFound } from '@/api/errors';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { waypointsQueryOptions } from '@/api/waypoints/list';
import { InvalidTrailId } from '@/widgets/invalid-trail-id';
import { LoadError } from '@/ui/load-error';
import { ScreenLoader } from '@/ui/screen-loader';
import { TrailNotFound } from '@/widgets/trail-not-found';
import { TrailPageHeader } from '@/widgets/trail-page-header';
import { UserText } from '@/ui/user-text';
import { useT } from '@/i18n/use-t';
import { PathDrawing, PathLegend } from '@/widgets/path-drawing';
import { useWaypointRowActions } from './use-waypoint-row-actions';
import { WaypointCard } from './waypoint-card';

const route = getRouteApi('/_app/waypoints/$id');

export function WaypointsScreen() {
  const { id } = route.useParams();
  if (id === null) return <InvalidTrailId />;
  return <Waypoints trailId={id} />;
}

function Waypoints({ trailId }: { trailId: number }) {
  const { t, tx } = useT();
  const waypoints = useQuery(waypointsQueryOptions(trailId));
  const trail = useQuery(trailDetailsQueryOptions(trailId));
  const { deleting, deleteRow } = useWaypointRowActions(trailId);

  if (isNotFound(waypoints.error) || isNotFound(trail.error)) return <TrailNotFound id={trailId} />;

  const path = trail.data?.trailPath?.coordinates ?? null;
  const trailName = trail.data?.name ?? null;
  const loadError = (
    <LoadError
      message={t('waypoints.loadFailed')}
      onRetry={() => void waypoints.refetch()}
      retrying={waypoints.isFetching}
    />
  );
  const markers = (waypoints.data ?? []).map((w) => ({
    id: w.id,
    lon: w.location.longitude,
    lat: w.location.latitude,
    label: w.name,
  }));

  return (
    <Stack gap="md">
      <TrailPageHeader>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {/* SPEC.md §9: the name is cut at 50 characters, the full name in its title. */}
          {trailName !== null
            ? tx('waypoints.title', { name: <UserText text={trailName} max={50} /> })
            : t('waypoints.titleById', { id: trailId })}
        </Title>
      </TrailPageHeader>

      {/* Data first: a failed refetch keeps the cards, with the message and Retry above. */}
      {waypoints.data === undefined ? (
        waypoints.isError ? (
          loadError
        ) : (
          <ScreenLoader label={t('waypoints.loading')} />
        )
      ) : (
        <>
          {waypoints.isError && loadError}
          {path && path.length > 1 && (
            <Paper withBorder p="md" radius="md">
              <PathDrawing
                path={path}
                markers={markers}
                label={t('waypoints.drawing', { count: markers.length })}
              />
              <PathLegend waypoints={markers.length > 0} />
            </Paper>
          )}
          {waypoints.data.length === 0 ? (
            <Text c="dimmed">{t('waypoints.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {waypoints.data.map((w) => (
                <WaypointCard
                  key={w.id}
                  waypoint={w}
                  onDelete={() => void deleteRow(w)}
                  deleting={deleting === w.id}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
