/**
 * Catalogues load on demand, per language and per part: a fresh start has only the Arabic
 * sign-in texts (they ship with the first screen), English arrives when chosen, the
 * panel's texts of a language arrive with the signed-in app, and the screens' texts with the
 * first screen that is not a landing one. The catalogues start as a page starts them
 * (forgetLoadedMessages: none of what the test setup registered), and the signed-in app and
 * the screens as not loaded yet (tests/support/chunks.ts).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import * as catalogues from '@/i18n/catalogues';
import { missingMessages } from '@/i18n/translator';
import { siteConfig } from '@/stores/site-config';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { controlChunk } from '../support/chunks';
import { setupUser } from '../support';

function freshPanel() {
  onTestFinished(catalogues.forgetLoadedMessages());
  controlChunk('signed-in-app'); // the signed-in app and the screens: not loaded yet
  // The language a first visit opens in (the setup chose English for the other tests).
  sessionStorage.clear();
  localStorage.clear();
  siteConfig.reset();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <App />
    </AppProviders>,
  );
  return { catalogues, missing: missingMessages };
}

describe('catalogues load on demand', () => {
  it('Arabic sign-in first; English when chosen; the panel part with the signed-in app, the screens part with a screen', async () => {
    const { catalogues, missing } = freshPanel();
    const loaded = () =>
      (['ar', 'en'] as const).flatMap((l) => (['sign-in', 'panel', 'screens'] as const).filter((p) => catalogues.isLoaded(l, p)).map((p) => `${l}/${p}`));
    const user = setupUser();

    expect(await screen.findByRole('heading', { name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(loaded()).toEqual(['ar/sign-in']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(loaded()).toEqual(['ar/sign-in', 'en/sign-in']);

    await user.type(screen.getByLabelText('Email Address'), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    // The dashboard (a landing screen) shows no text of the screens' part and does not load it.
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(loaded()).toEqual(['ar/sign-in', 'en/sign-in', 'en/panel']);

    // Any other screen waits for the screens' texts: it renders with them, never with a key.
    await user.click(screen.getByRole('link', { name: 'Tag Management' }));
    expect(await screen.findByRole('button', { name: 'Create Tag' })).toBeInTheDocument();
    expect(loaded()).toEqual(['ar/sign-in', 'en/sign-in', 'en/panel', 'en/screens']);

    // Switching with the panel open brings that language's texts (all the parts the current
    // one has) before switching.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنشاء وسم' })).toBeInTheDocument();
    expect(loaded()).toEqual(['ar/sign-in', 'ar/panel', 'ar/screens', 'en/sign-in', 'en/panel', 'en/screens']);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect([...missing]).toEqual([]);
  });
});
