/**
 * The signed-in frame on a narrow screen (src/ui/media-query.ts, docs/decisions/layout.md):
 * below 768 px the header keeps the burger, the title, the search and the account menu, which
 * holds the language, the direction and Log Out; the navbar is a drawer (focus in, Escape,
 * focus back on the burger). From 768 px the header is the wide one. The width is given to
 * the media queries (tests/support/viewport.ts); how each layout looks is a browser's matter
 * (npm run screens, npm run a11y).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSiteConfig } from '@/stores/site-config';
import { findShell, renderApp } from '../render';
import { escapeRegExp, fullText, LANGUAGES, showLanguage, t } from '../text';
import { resetWidth, showWidth } from '../support/viewport';

afterEach(resetWidth);

const header = () => screen.getAllByRole('banner')[0]!;

/** The signed-in frame at `width` px, once its header is drawn. */
async function frameAt(width: number, path = '/trails') {
  showWidth(width);
  const app = await renderApp(path);
  await waitFor(() => within(header()).getByRole('button', { name: t('nav.toggle') }));
  const burger = within(header()).getByRole('button', { name: t('nav.toggle') });
  const navbar = document.getElementById(burger.getAttribute('aria-controls') ?? '')!;
  return { ...app, burger, navbar, main: screen.getByRole('main') };
}

async function openAccount(user: Awaited<ReturnType<typeof frameAt>>['user']) {
  await user.click(within(header()).getByRole('button', { name: t('header.account') }));
  return screen.findByRole('dialog', { name: t('header.account') });
}

describe('the header below 768 px', () => {
  it.each(LANGUAGES)('%s: keeps the burger, the title, the search and the account menu', async (language, direction) => {
    showLanguage(language);
    await frameAt(390);
    const banner = within(header());
    expect(banner.getByRole('heading', { level: 1 })).toHaveTextContent(t('header.trails'));
    expect(banner.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('header.search'))}`) })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: t('header.account') })).toHaveAttribute('aria-haspopup', 'dialog');
    // The rest is in the account menu.
    expect(banner.queryByRole('button', { name: t('header.logOut') })).not.toBeInTheDocument();
    expect(banner.queryByRole('combobox', { name: t('language.label') })).not.toBeInTheDocument();
    const toOther = direction === 'rtl' ? t('header.toLtr') : t('header.toRtl');
    expect(banner.queryByRole('button', { name: toOther })).not.toBeInTheDocument();
  });

  it('from 768 px the header is the wide one: language, direction and Log Out in it, no account menu', async () => {
    await frameAt(768);
    const banner = within(header());
    expect(banner.getByRole('button', { name: t('header.logOut') })).toBeInTheDocument();
    expect(banner.getByRole('combobox', { name: t('language.label') })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: t('header.toRtl') })).toBeInTheDocument();
    expect(banner.queryByRole('button', { name: t('header.account') })).not.toBeInTheDocument();
  });

  it('a window narrowed past 768 px moves the controls into the account menu, and back', async () => {
    await frameAt(1280);
    expect(within(header()).getByRole('button', { name: t('header.logOut') })).toBeInTheDocument();
    act(() => showWidth(700));
    expect(within(header()).queryByRole('button', { name: t('header.logOut') })).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: t('header.account') })).toBeInTheDocument();
    act(() => showWidth(1440));
    expect(within(header()).getByRole('button', { name: t('header.logOut') })).toBeInTheDocument();
  });
});

describe('the account menu', () => {
  it.each(LANGUAGES)('%s: holds who is signed in, the language, the direction and Log Out', async (language) => {
    showLanguage(language);
    const { user } = await frameAt(390);
    const account = within(header()).getByRole('button', { name: t('header.account') });
    const panel = within(await openAccount(user));
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByText(fullText(t('header.welcome', { name: 'Demo Admin' })))).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: t('language.label') })).toHaveValue(language);
    expect(panel.getByRole('button', { name: language === 'ar' ? t('header.toLtr') : t('header.toRtl') })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: t('header.logOut') })).toBeInTheDocument();
  });

  it('its direction switch turns the layout over, and Escape closes it with the focus back on its button', async () => {
    const { user } = await frameAt(390);
    const account = within(header()).getByRole('button', { name: t('header.account') });
    const panel = await openAccount(user);
    await user.click(within(panel).getByRole('button', { name: t('header.toRtl') }));
    expect(useSiteConfig.getState().direction).toBe('rtl');
    expect(within(panel).getByRole('button', { name: t('header.toLtr') })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(account).toHaveFocus();
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('its language control switches the panel to Arabic', async () => {
    const { user } = await frameAt(390);
    const panel = await openAccount(user);
    await user.selectOptions(within(panel).getByRole('combobox', { name: t('language.label') }), 'ar');
    await waitFor(() => expect(useSiteConfig.getState().language).toBe('ar'));
    expect(within(header()).getByRole('heading', { level: 1 })).toHaveTextContent(t('header.trails'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('its Log Out signs out', async () => {
    const { user } = await frameAt(390);
    const panel = await openAccount(user);
    await user.click(within(panel).getByRole('button', { name: t('header.logOut') }));
    expect(await screen.findByRole('button', { name: t('signIn.submit') })).toBeInTheDocument();
  });
});

describe('the navbar below 768 px is a drawer', () => {
  it('the burger opens it with the focus on its first link, the screen behind inert; Escape gives focus back', async () => {
    const { user, burger, navbar, main } = await frameAt(390);
    expect(main).not.toHaveAttribute('inert');
    await user.click(burger);
    expect(navbar).toHaveAttribute('data-opened');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(navbar).getByRole('link', { name: t('nav.dashboard') })).toHaveFocus();
    expect(main).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(navbar).not.toHaveAttribute('data-opened');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(main).not.toHaveAttribute('inert');
    expect(burger).toHaveFocus();
  });

  it('a press on the shade beside it closes it, the focus back on the burger', async () => {
    const { user, burger, navbar, main } = await frameAt(390);
    await user.click(burger);
    // The shade, between the drawer and the screen: a press target only, hidden from assistive technology.
    const shade = navbar.nextElementSibling as HTMLElement;
    expect(shade).toHaveAttribute('aria-hidden', 'true');
    expect(shade.nextElementSibling).toBe(main);
    await user.click(shade);
    expect(navbar).not.toHaveAttribute('data-opened');
    expect(burger).toHaveFocus();
  });

  it('following a link goes there, closes it and gives the focus to the burger', async () => {
    const { user, burger, navbar, history } = await frameAt(390);
    await user.click(burger);
    await user.click(within(navbar).getByRole('link', { name: t('nav.users') }));
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    expect(navbar).not.toHaveAttribute('data-opened');
    expect(burger).toHaveFocus();
  });

  it('a window widened past 768 px shows the navbar beside the screen: no drawer open, nothing inert', async () => {
    const { user, burger, navbar, main } = await frameAt(390);
    await user.click(burger);
    expect(main).toHaveAttribute('inert');
    act(() => showWidth(1024));
    expect(navbar).not.toHaveAttribute('data-opened');
    expect(main).not.toHaveAttribute('inert');
    // Its links are followed without moving the focus to the (hidden) burger.
    await user.click(within(navbar).getByRole('link', { name: t('nav.tags') }));
    expect(burger).not.toHaveFocus();
    await findShell();
  });
});
