import { getRouteApi } from '@tanstack/react-router';
import { InvalidTrailId } from '@/components/invalid-trail-id';
import { NotBuiltYet } from '@/components/not-built-yet';

const route = getRouteApi('/_app/trail/$id/reviews');

export function TrailReviewsScreen() {
  const { id } = route.useParams();
  if (id === null) return <InvalidTrailId />;
  return <NotBuiltYet screen="trail reviews" />;
}
