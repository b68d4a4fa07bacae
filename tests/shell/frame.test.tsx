import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '@/api/http';
import { SESSION_EXPIRED_NOTICE, session, useSession } from '@/stores/session';
import { SITE_CONFIG_KEY } from '@/stores/site-config';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { findShell, renderApp } from '../render';
import { fullText, t } from '../text';
import { expectSignedOut, fillSignIn } from '../support';

const title = () => screen.getByRole('heading', { level: 1 });
/** The texts of the sidebar's links marked as the current page. */
const currentLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('shell', () => {
  // The other screens' header titles are checked in the tests that render them (/, /users,
  // /reviews, /tags and a trail's screens): one render each serves both.
  it.each([
    ['/trail/new', 'Create New Trail'],
    ['/locations', 'Admin Panel'],
    ['/trails', 'Trail Management'],
  ])('%s has the header title %s and no trail links', async (path, expected) => {
    await renderApp(path);
    await findShell();
    expect(title()).toHaveTextContent(expected);
    expect(screen.queryByRole('group', { name: /Trail #/ })).not.toBeInTheDocument();
  });

  // The dashboard's link is current on "/" only, and there whatever the address's query.
  it.each([
    ['/trails?page=2&name=a', 'Trails'],
    ['/?page=2', 'Dashboard'],
  ])("%s marks the %s link current, whatever the address's query", async (path, current) => {
    await renderApp(path);
    await findShell();
    expect(currentLinks()).toEqual([current]);
  });

  it('/tags has the header title Admin Panel, and its lazily loaded screen arrives inside the shell', async () => {
    await renderApp('/tags');
    await findShell();
    expect(title(), 'title with the shell').toHaveTextContent('Admin Panel');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tag Management' }),
    ).toBeInTheDocument();
    expect(title(), 'title with the screen').toHaveTextContent('Admin Panel');
  });

  it('/users has the header title User Management and the sidebar links of SPEC.md in order, the current one marked', async () => {
    await renderApp('/users');
    await findShell();
    expect(title(), 'header title').toHaveTextContent('User Management');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Trails',
      'Users',
      'Reviews',
      'Tag Management',
      'Locations',
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  // The header title comes from the route, whatever the trail's id (src/shell/header-title.ts):
  // these renders check it for each of a trail's screens, with the sidebar's links to the
  // trail's Waypoints and Reviews.
  it.each([
    ['/trail/edit/42', 'Edit Trail', []],
    ['/waypoints/42', 'Waypoint Management', ['Waypoints']],
    ['/trail/42/reviews', 'Review Management', ['Reviews']],
  ])(
    "%s has the header title %s and trail 42's own links (current: %j)",
    async (path, expected, current) => {
      await renderApp(path);
      await findShell();
      expect(title(), 'header title').toHaveTextContent(expected);
      const group = screen.getByRole('group', { name: 'Trail #42' });
      expect(within(group).getByRole('link', { name: 'Waypoints' })).toHaveAttribute(
        'href',
        '/waypoints/42',
      );
      expect(within(group).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
        'href',
        '/trail/42/reviews',
      );
      // The screen's own link is the only current one (no main link is on a trail's screens).
      expect(currentLinks()).toEqual(current);
    },
  );

  it.each(['/trail/abc/reviews', '/trail/0/reviews', '/trail/edit/x1', '/waypoints/-3'])(
    '%s says the trail id is invalid',
    async (path) => {
      await renderApp(path);
      expect(
        await screen.findByText('Invalid trail ID. Please select a valid trail.'),
      ).toBeInTheDocument();
    },
  );

  it('an unknown address says there is no screen there', async () => {
    await renderApp('/no/such/screen');
    expect(await screen.findByText('There is no screen at this address.')).toBeInTheDocument();
  });

  it('/ has the header title Dashboard and welcomes the signed-in user by name', async () => {
    await renderApp('/');
    await findShell();
    expect(title()).toHaveTextContent('Dashboard');
    expect(screen.getByText(fullText('Welcome, Demo Admin'))).toBeInTheDocument();
  });

  it('Log Out clears the flag, both tokens, the user and the query cache', async () => {
    const { user, queryClient } = await renderApp('/trails');
    await findShell();
    queryClient.setQueryData(['trails', 'probe'], { secret: true });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expectSignedOut();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('on /reviews, a failed refresh signs out with a message, and signing in again returns there', async () => {
    const { user, history } = await renderApp('/reviews');
    await findShell();
    expect(title(), 'header title on arrival').toHaveTextContent('Review Management');
    session.setTokens({ accessToken: 'stale', refreshToken: 'dead' });
    await call('get', '/trails', z.unknown()).catch(() => undefined);

    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(useSession.getState().notice).toBe(SESSION_EXPIRED_NOTICE);
    // Pasted: what is checked is where signing in again lands, not the typing (the sign-in
    // screen's validation tests type them).
    await fillSignIn(user, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await findShell();
    expect(history.location.pathname).toBe('/reviews');
    expect(title()).toHaveTextContent('Review Management');
  });

  it("the header switches the page's direction over the language's own, kept for the session", async () => {
    const { user } = await renderApp('/');
    await findShell();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'Switch to right-to-left layout' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(JSON.parse(sessionStorage.getItem(SITE_CONFIG_KEY)!).v).toEqual({
      direction: 'rtl',
      language: 'en',
    });

    // English in a right-to-left page: each text is isolated left to right (tests/i18n).
    await user.click(screen.getByRole('button', { name: t('header.toLtr') }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('the sidebar moves between screens, marking the one shown', async () => {
    const { user, history } = await renderApp('/');
    await findShell();
    await user.click(screen.getByRole('link', { name: 'Tag Management' }));
    await waitFor(() => expect(history.location.pathname).toBe('/tags'));
    expect(title()).toHaveTextContent('Admin Panel');
    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await waitFor(() => expect(title()).toHaveTextContent('Trail Management'));
    expect(screen.getByRole('link', { name: 'Trails' })).toHaveAttribute('aria-current', 'page');
  });
});
