import { login } from '@/api/auth/login';
import { session } from '@/stores/session';
import { DEMO_ADMIN } from '../mocks/demo-accounts';

/**
 * Signs the demo administrator in through the fake backend, as the sign-in screen does. Kept
 * out of tests/render.tsx, so that a test that renders nothing (a `*.node.test.ts` among them)
 * does not load the whole panel, React's DOM and Mantine to sign in (1.7 s of a Node worker).
 */
export async function signInAsAdmin() {
  const { user, tokens } = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  session.signIn({ id: user.id, name: user.name, email: user.email, role: user.role }, tokens);
  return user;
}
