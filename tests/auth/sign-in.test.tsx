import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { AUTH_KEY, session, USER_KEY, useSession } from '@/stores/session';
import { DEMO_ADMIN, DEMO_HIKER } from '../../mocks/demo-accounts';
import { server } from '../../mocks/node';
import { findShell, renderApp } from '../render';
import { controlChunk } from '../support/chunks';
import { fullText } from '../text';
import { deferred, fillSignIn } from '../support';

const LOGIN = apiUrl('/auth/login');

async function openSignIn(path = '/') {
  const view = await renderApp(path, { signedIn: false });
  await screen.findByRole('heading', { name: 'Admin Panel' });
  return view;
}

function countLogins() {
  const bodies: unknown[] = [];
  server.use(
    mock.post(LOGIN, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('sign-in screen', () => {
  it('shows the heading, subtitle, fields and button of SPEC.md', async () => {
    await openSignIn();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    ['', '', 'Email is empty', 'Password is empty'],
    ['not-an-email', 'x', 'Email is invalid', null],
    ['admin@cairn', 'x', 'Email is invalid', null],
    ['ADMIN@CAIRN.TEST', '', null, 'Password is empty'],
  ] as const)(
    'email "%s" and password "%s" show their messages and send nothing',
    async (email, password, emailMsg, passwordMsg) => {
      const logins = countLogins();
      const { user } = await openSignIn();
      if (email) await user.type(screen.getByLabelText('Email Address'), email);
      if (password) await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      const emailInput = screen.getByLabelText('Email Address');
      const passwordInput = screen.getByLabelText('Password');
      if (emailMsg) expect.soft(emailInput, 'email').toHaveAccessibleDescription(emailMsg);
      else expect.soft(emailInput, 'email').not.toHaveAttribute('aria-invalid', 'true');
      if (passwordMsg) expect.soft(passwordInput, 'password').toHaveAccessibleDescription(passwordMsg);
      else expect.soft(passwordInput, 'password').not.toHaveAttribute('aria-invalid', 'true');
      expect.soft(screen.getByRole('button', { name: 'Sign In' }), 'button').toBeEnabled();
      expect.soft(logins, 'logins sent').toHaveLength(0);
    },
  );

  it("typing in a field clears that field's message", async () => {
    const { user } = await openSignIn();
    const email = () => screen.getByLabelText('Email Address');
    const password = () => screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email is empty');
    expect(password()).toHaveAccessibleDescription('Password is empty');
    await user.type(email(), 'a');
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Password is empty');
    await user.type(password(), 'x');
    expect(password()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in with the lower-cased email as identifier and renders the path asked for', async () => {
    const logins = countLogins();
    const { user } = await openSignIn('/users');
    await user.type(screen.getByLabelText('Email Address'), `  ${DEMO_ADMIN.email.toUpperCase()}`);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findShell();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText(fullText('Welcome, Demo Admin'))).toBeInTheDocument();
    expect(logins).toEqual([{ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }]);
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('is busy while the request runs: button disabled, reading Signing In..., blocking modal', async () => {
    // The answer is held until the busy state has been seen (a fixed delay races a loaded
    // machine); then the request goes on to the fake backend.
    const { promise: held, resolve: release } = deferred();
    server.use(
      mock.post(LOGIN, async () => {
        await held;
      }),
    );
    const { user } = await openSignIn();
    await fillSignIn(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busyButton = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busyButton).toBeDisabled();
    const dialog = await screen.findByRole('dialog', { name: 'Validating your credentials...' });
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    // Blocking: focus is in the dialog, and the page behind it cannot be reached.
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    release();
    await findShell();
  });

  it.each([400, 401])(
    'a %i shows the credentials message under the email and keeps what was entered',
    async (code) => {
      server.use(
        mock.post(LOGIN, () =>
          HttpResponse.json({ message: 'no', statusCode: code }, { status: code }),
        ),
      );
      const { user } = await openSignIn();
      await fillSignIn(user, 'someone@cairn.test', 'wrong');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      const email = screen.getByLabelText('Email Address');
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription(
          'Invalid email or password. Please check your credentials and try again.',
        ),
      );
      expect(email).toHaveValue('someone@cairn.test');
      expect(screen.getByLabelText('Password')).toHaveValue('wrong');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    },
  );

  it('wrong credentials against the fake backend are refused', async () => {
    const { user } = await openSignIn();
    await fillSignIn(user, DEMO_ADMIN.email, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(
        'Invalid email or password. Please check your credentials and try again.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ message: 'down', statusCode: 500 }, { status: 500 }),
    ],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ user: 'me' })],
  ])('%s shows "Login failed. Please try again later."', async (_, answer) => {
    server.use(mock.post(LOGIN, answer));
    const { user } = await openSignIn();
    await fillSignIn(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('a sign-in call that fails to download says "Login failed. Please try again later."; the next submit signs in', async () => {
    const call = controlChunk('sign-in-call', { fail: new Error('offline') });
    const { user } = await openSignIn();
    await fillSignIn(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again later.');
    expect(useSession.getState().isLoggedIn).toBe(false);
    call.fail = null;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(true));
  });

  it('refuses a hiker: the panel is for administrators', async () => {
    const { user } = await openSignIn();
    await fillSignIn(user, DEMO_HIKER.email, DEMO_HIKER.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This panel is for administrators.');
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('a corrupt or hand-edited stored session opens the sign-in screen, not a white page', async () => {
    localStorage.setItem(AUTH_KEY, '{"v":{"isLoggedIn":true,"accessToken":42},"exp":9e15}');
    localStorage.setItem(USER_KEY, 'not json at all');
    session.reset(); // what a page load does
    await renderApp('/trails', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
  });
});
