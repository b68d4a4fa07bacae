import { getRouteApi } from '@tanstack/react-router';
import { InvalidTrailId } from '@/components/invalid-trail-id';
import { NotBuiltYet } from '@/components/not-built-yet';

const editRoute = getRouteApi('/_app/trail/edit/$id');

export function CreateTrailScreen() {
  return <NotBuiltYet screen="trail editor" />;
}

export function EditTrailScreen() {
  const { id } = editRoute.useParams();
  if (id === null) return <InvalidTrailId />;
  return <NotBuiltYet screen="trail editor" />;
}
