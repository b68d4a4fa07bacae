import { NotBuiltYet } from '@/components/not-built-yet';

export function PendingReviewsScreen() {
  return <NotBuiltYet screen="review moderation" />;
}
