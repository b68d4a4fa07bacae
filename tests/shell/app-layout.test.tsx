/**
 * The signed-in frame's own behaviour (src/shell/app-layout.tsx): below the breakpoint sm (a
 * window 390 px wide here, tests/support/viewport.ts) the header's burger opens and closes the
 * navbar, and following a link in it closes it (the drawer's focus: narrow-frame.test.tsx). How an
 * open or closed navbar looks (app-layout.module.css) is a browser's matter; here, the state
 * the CSS draws (data-opened) and what assistive technology is told (aria-expanded).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findShell, renderApp } from '../render';
import { t } from '../text';
import { resetWidth, showWidth } from '../support/viewport';

afterEach(resetWidth);

/**
 * The signed-in frame at `path`, in a wide window or, given one, a window `width` px wide
 * (where the header has no Log Out: the burger says it is drawn).
 */
async function shell(path: string, width?: number) {
  if (width !== undefined) showWidth(width);
  const app = await renderApp(path);
  if (width === undefined) await findShell();
  const burger = await waitFor(() => screen.getByRole('button', { name: t('nav.toggle') }));
  const navbar = document.getElementById(burger.getAttribute('aria-controls') ?? '');
  expect(navbar).not.toBeNull();
  return { ...app, burger, navbar: navbar! };
}

describe('the frame', () => {
  it('has the banner, the main area, and the navigation around the sidebar', async () => {
    await shell('/trails');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent(t('header.trails'));
    const main = screen.getByRole('main');
    // The trail list's rows come after the frame: waited for, not assumed.
    expect(await within(main).findByRole('table', { name: t('trails.tableLabel') })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: t('nav.label') });
    expect(sidebar.closest('nav:not([aria-label])')).toBe(document.getElementById('app-navbar'));
  });

  it('the burger opens and closes the navbar', async () => {
    const { user, burger, navbar } = await shell('/trails', 390);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(navbar).not.toHaveAttribute('data-opened');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(navbar).toHaveAttribute('data-opened');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(navbar).not.toHaveAttribute('data-opened');
  });

  it('following a link of the opened navbar goes there and closes it', async () => {
    const { user, burger, navbar, history } = await shell('/trails', 390);
    await user.click(burger);
    expect(navbar).toHaveAttribute('data-opened');
    await user.click(within(navbar).getByRole('link', { name: t('nav.users') }));
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    expect(navbar).not.toHaveAttribute('data-opened');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
