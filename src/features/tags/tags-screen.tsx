import { NotBuiltYet } from '@/components/not-built-yet';

export function TagsScreen() {
  return <NotBuiltYet screen="tag management" />;
}
