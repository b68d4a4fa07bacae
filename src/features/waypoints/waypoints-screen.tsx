import { getRouteApi } from '@tanstack/react-router';
import { InvalidTrailId } from '@/components/invalid-trail-id';
import { NotBuiltYet } from '@/components/not-built-yet';

const route = getRouteApi('/_app/waypoints/$id');

export function WaypointsScreen() {
  const { id } = route.useParams();
  if (id === null) return <InvalidTrailId />;
  return <NotBuiltYet screen="waypoints" />;
}
