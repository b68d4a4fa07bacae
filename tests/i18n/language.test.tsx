/**
 * The language: Arabic on a first visit, the "Language" control on the sign-in screen and
 * in the header, kept in the session's site config and remembered as this browser's default,
 * `?lang=en|ar` links, and the direction control still overriding the direction.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as catalogues from '@/i18n/catalogues';
import { changeLanguage, startLanguage } from '@/i18n/change-language';
import type { Part } from '@/i18n/parts';
import { LANGUAGE_KEY, languageFromLink, SITE_CONFIG_KEY, siteConfig, useSiteConfig } from '@/stores/site-config';
import { findShell, renderApp } from '../render';
import { deferred } from '../support';
import { fullText, t } from '../text';

/** A visit with nothing remembered: what a new administrator sees. */
function firstVisit() {
  sessionStorage.clear();
  localStorage.clear();
  siteConfig.reset();
}

const storedConfig = () => JSON.parse(sessionStorage.getItem(SITE_CONFIG_KEY)!).v;
const remembered = () => {
  const raw = localStorage.getItem(LANGUAGE_KEY);
  return raw === null ? null : JSON.parse(raw).v;
};
const languageControl = (name: 'Language' | 'اللغة') => screen.getByRole('combobox', { name });

describe('the first visit', () => {
  it('is Arabic, right to left, with the Arabic document title', async () => {
    firstVisit();
    await renderApp('/', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(screen.getByText('يرجى تسجيل الدخول للمتابعة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('لوحة إدارة Cairn');
  });

  it('offers "اللغة": العربية and English, each named in its own language', async () => {
    firstVisit();
    await renderApp('/', { signedIn: false });
    const control = await screen.findByRole('combobox', { name: 'اللغة' });
    const options = within(control).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['العربية', 'ar'],
      ['English', 'en'],
    ]);
    expect(control).toHaveValue('ar');
  });

  it('choosing English there gives SPEC.md’s texts, left to right, kept and remembered', async () => {
    firstVisit();
    const { user } = await renderApp('/', { signedIn: false });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('Cairn Admin Panel');
    expect(languageControl('Language')).toHaveValue('en');
    expect(storedConfig()).toEqual({ language: 'en', direction: 'ltr' });
    expect(remembered()).toBe('en');
  });
});

describe('choosing a language', () => {
  it('a later session in this browser opens in the remembered language', async () => {
    firstVisit();
    siteConfig.setLanguage('en', { remember: true });
    sessionStorage.clear(); // the tab was closed
    siteConfig.reset();
    expect(useSiteConfig.getState()).toEqual({ language: 'en', direction: 'ltr' });
    await renderApp('/', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('the header control switches the signed-in panel to Arabic and back', async () => {
    const { user } = await renderApp('/trails');
    await findShell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trail Management');
    await user.selectOptions(languageControl('Language'), 'ar');

    await screen.findByRole('button', { name: 'تسجيل الخروج' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('إدارة المسارات');
    expect(screen.getByText(fullText('مرحبًا، Demo Admin'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'تصفية المسارات' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(remembered()).toBe('ar');

    await user.selectOptions(languageControl('اللغة'), 'en');
    await findShell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trail Management');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('the direction control still overrides the language’s direction', async () => {
    siteConfig.setLanguage('ar', { remember: false });
    const { user } = await renderApp('/');
    await findShell();
    await user.click(screen.getByRole('button', { name: t('header.toLtr') }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(storedConfig()).toEqual({ language: 'ar', direction: 'ltr' });
    // Choosing a language again gives it its own direction.
    await user.selectOptions(languageControl(t('language.label') as 'اللغة'), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    await user.selectOptions(languageControl('Language'), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});

describe('?lang= links', () => {
  it.each([
    ['https://panel.test/trails?lang=en', 'en', '/trails'],
    ['https://panel.test/trails?page=2&lang=AR#top', 'ar', '/trails?page=2#top'],
    ['https://panel.test/?lang=fr', null, '/'],
    ['https://panel.test/users?name=lang', null, null],
  ] as const)('%s asks for %s and leaves %s', (href, language, cleaned) => {
    expect(languageFromLink(href)).toEqual({ language, cleanedUrl: cleaned });
  });

  it('open the session in that language, drop the parameter, and leave the browser default', async () => {
    firstVisit();
    window.history.replaceState(null, '', '/trails?lang=en&page=2');
    await startLanguage(window);
    expect(window.location.pathname + window.location.search).toBe('/trails?page=2');
    expect(useSiteConfig.getState()).toEqual({ language: 'en', direction: 'ltr' });
    expect(storedConfig()).toEqual({ language: 'en', direction: 'ltr' });
    expect(remembered()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('keep the language before the parameter leaves the address: a reload before the messages load opens in it', async () => {
    firstVisit();
    const messages = deferred();
    vi.spyOn(catalogues, 'loadMessages').mockImplementation(() => messages.promise);
    try {
      window.history.replaceState(null, '', '/trails?lang=en');
      const started = startLanguage(window);
      // The address has lost `?lang=`; the English messages are still on their way. A reload now:
      expect(window.location.search).toBe('');
      siteConfig.reset();
      expect(useSiteConfig.getState()).toEqual({ language: 'en', direction: 'ltr' });
      expect(storedConfig()).toEqual({ language: 'en', direction: 'ltr' });
      messages.resolve();
      await started;
      expect(useSiteConfig.getState().language).toBe('en');
      expect(remembered()).toBeNull();
    } finally {
      vi.restoreAllMocks();
      window.history.replaceState(null, '', '/');
    }
  });

  it('an unknown language is dropped from the address and ignored', async () => {
    firstVisit();
    window.history.replaceState(null, '', '/?lang=xx');
    await startLanguage(window);
    expect(window.location.search).toBe('');
    expect(useSiteConfig.getState().language).toBe('ar');
  });
});

describe('a switch while a screen is loading its texts', () => {
  it('also loads, before switching, the parts the current language started loading meanwhile', async () => {
    firstVisit();
    const inUse: Part[] = ['sign-in', 'panel'];
    vi.spyOn(catalogues, 'loadedParts').mockImplementation(() => [...inUse]);
    const loads: string[][] = [];
    const load = vi.spyOn(catalogues, 'loadMessages').mockImplementation(async (_locale, parts) => {
      loads.push([...parts]);
      // A dialog opened during the switch starts the Arabic screens' texts.
      if (!inUse.includes('screens')) inUse.push('screens');
      expect(useSiteConfig.getState().language).toBe('ar');
    });
    try {
      await changeLanguage('en');
      expect(load).toHaveBeenCalledWith('en', expect.anything());
      expect(loads).toEqual([
        ['sign-in', 'panel'],
        ['sign-in', 'panel', 'screens'],
      ]);
      expect(useSiteConfig.getState().language).toBe('en');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
