import { NotBuiltYet } from '@/components/not-built-yet';

export function LocationsScreen() {
  return <NotBuiltYet screen="locations" />;
}
