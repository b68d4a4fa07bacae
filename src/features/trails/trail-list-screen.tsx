import { NotBuiltYet } from '@/components/not-built-yet';

export function TrailListScreen() {
  return <NotBuiltYet screen="trail list" />;
}
