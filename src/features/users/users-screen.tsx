import { NotBuiltYet } from '@/components/not-built-yet';

export function UsersScreen() {
  return <NotBuiltYet screen="user management" />;
}
