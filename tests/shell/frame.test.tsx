import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '@/api/http';
import { SESSION_EXPIRED_NOTICE, session, useSession } from '@/stores/session';
import { SITE_CONFIG_KEY } from '@/stores/site-config';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { findShell, renderApp } from '../render';
import { fullText, t } from '../text';
import { expectSignedOut, fillSignIn, inCase } from '../support';

const title = () => screen.getByRole('heading', { level: 1 });
/** The texts of the sidebar's links marked as the current page. */
const currentLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('shell', () => {
  // The other screens' header titles are checked in the tests that render them (/, /trails,
  // /users, /reviews, /tags and a trail's screens): one render each serves both.
  it.each([
    ['/trail/new', 'Create New Trail'],
    ['/locations', 'Admin Panel'],
  ])('%s has the header title %s', async (path, expected) => {
    await renderApp(path);
    await findShell();
    expect(title()).toHaveTextContent(expected);
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
  // these renders check it for each of a trail's screens.
  it.each([
    ['/trail/edit/42', 'Edit Trail', []],
    ['/waypoints/42', 'Waypoint Management', ['Waypoints']],
    ['/trail/42/reviews', 'Review Management', ['Reviews']],
  ])(
    '%s has the header title %s and adds Waypoints and Reviews links for trail 42 (current: %j)',
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

  // The address's query is read on arrival, first; Log Out, which ends the session, comes last.
  it("/trails?page=2&name=a marks its screen's link current whatever the query; /trails has the header title Trail Management and, like other pages, no trail links; Log Out there clears the flag, both tokens, the user and the query cache", async () => {
    const { user, queryClient } = await renderApp('/trails?page=2&name=a');
    await findShell();
    await inCase('the current link whatever the query', async () => {
      expect(currentLinks()).toEqual(['Trails']);
    });
    await inCase('the header', async () => {
      expect(title(), 'header title').toHaveTextContent('Trail Management');
      expect(screen.queryByRole('group', { name: /Trail #/ })).not.toBeInTheDocument();
    });
    await inCase('Log Out', async () => {
      queryClient.setQueryData(['trails', 'probe'], { secret: true });
      await user.click(screen.getByRole('button', { name: 'Log Out' }));

      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expectSignedOut();
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    });
  });

  it('/reviews has the header title Review Management; a failed refresh there signs out with a message, and signing in again returns to the same path', async () => {
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

  // One render of the dashboard: the address's query is read on arrival, first; then the
  // header, the direction switch (back to left to right), and last the sidebar's moves.
  it("/?page=2 marks its screen's link current whatever the query; / has the header title Dashboard and welcomes the signed-in user by name; the header switches the direction, over the language's own (kept for the session); the sidebar moves between screens", async () => {
    const { user, history } = await renderApp('/?page=2');
    await findShell();
    // The dashboard's link is current on "/" only, and there whatever the address's query.
    await inCase('the current link whatever the query', async () => {
      expect(currentLinks()).toEqual(['Dashboard']);
    });

    await inCase('the dashboard header', async () => {
      expect(title(), 'header title').toHaveTextContent('Dashboard');
      expect(screen.getByText(fullText('Welcome, Demo Admin'))).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
      expect(document.documentElement).toHaveAttribute('lang', 'en');
    });

    await inCase('the direction switch', async () => {
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

    await inCase('the sidebar moves', async () => {
      await user.click(screen.getByRole('link', { name: 'Tag Management' }));
      await waitFor(() => expect(history.location.pathname).toBe('/tags'));
      expect(title()).toHaveTextContent('Admin Panel');
      await user.click(screen.getByRole('link', { name: 'Trails' }));
      await waitFor(() => expect(title()).toHaveTextContent('Trail Management'));
      expect(screen.getByRole('link', { name: 'Trails' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
