/**
 * A signed-in cold load fetches the signed-in app's code and its landing screen's together
 * (src/app/landing-code.ts, started by src/early-start.ts), not one after the other; signing
 * in starts them the same way (src/app/app.tsx calls it when it first loads the signed-in app).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as landingCode from '@/app/landing-code';
import { LANDING_SCREENS, preloadLandingCode } from '@/app/landing-code';
import * as catalogues from '@/i18n/catalogues';
import { renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import { controlChunk } from '../support/chunks';
import { showLanguage } from '../text';

function importers() {
  const trails = vi.fn(() => Promise.resolve({}));
  const dashboard = vi.fn(() => Promise.reject(new Error('offline')));
  const signedInApp = vi.fn(() => Promise.resolve({}));
  const panelTexts = vi.fn(() => Promise.resolve());
  return {
    trails,
    dashboard,
    signedInApp,
    panelTexts,
    screens: { '/trails': trails, '/': dashboard },
  };
}

describe("a signed-in cold load starts its landing screen's code with the signed-in app's", () => {
  it('fetches nothing when nobody is signed in', () => {
    const fake = importers();
    expect(preloadLandingCode('/trails', fake)).toBe(0);
    expect(fake.signedInApp).not.toHaveBeenCalled();
    expect(fake.panelTexts).not.toHaveBeenCalled();
    expect(fake.trails).not.toHaveBeenCalled();
  });

  it("fetches the signed-in app and the screen of a listed path, with or without a final '/'", async () => {
    await signInAsAdmin();
    for (const path of ['/trails', '/trails/']) {
      const fake = importers();
      expect(preloadLandingCode(path, fake)).toBe(3);
      expect(fake.signedInApp).toHaveBeenCalledOnce();
      expect(fake.panelTexts).toHaveBeenCalledOnce();
      expect(fake.trails).toHaveBeenCalledOnce();
      expect(fake.dashboard).not.toHaveBeenCalled();
    }
  });

  it('fetches only the signed-in app (and the texts) elsewhere, and a failed fetch is left to the app to report', async () => {
    await signInAsAdmin();
    const fake = importers();
    expect(preloadLandingCode('/users', fake)).toBe(2);
    expect(fake.trails).not.toHaveBeenCalled();
    // The dashboard's import fails: no unhandled rejection (the route's own import reports it).
    expect(preloadLandingCode('/', fake)).toBe(3);
    await expect(fake.dashboard.mock.results[0]!.value).rejects.toThrow('offline');
  });

  const routeFile = { '/': 'index.tsx', '/trails': 'trails.tsx' } as const;

  it("imports, for each listed path, the module its route's lazyScreen imports", () => {
    expect(Object.keys(LANDING_SCREENS).sort()).toEqual(Object.keys(routeFile).sort());
    const specifier = (code: string) => /import\('(@\/features\/[^']+)'\)/.exec(code)?.[1];
    for (const [path, file] of Object.entries(routeFile)) {
      const route = readFileSync(join(process.cwd(), 'src/routes/_app', file), 'utf8');
      const screen = specifier(route);
      expect(screen).toBeDefined();
      // Vite writes the '@/' alias as the source path in the transformed importer.
      expect(LANDING_SCREENS[path]!.toString()).toMatch(screen!.replace('@/', '/src/'));
    }
  });

  it("marks exactly those routes' screens as landing ones (they do not wait for the screens' texts)", () => {
    const dir = join(process.cwd(), 'src/routes/_app');
    const landing = readdirSync(dir).filter((file) => /landing: true/.test(readFileSync(join(dir, file), 'utf8')));
    expect(landing.sort()).toEqual(Object.values(routeFile).sort());
  });
});

describe("the panel's texts start with the signed-in app's code", () => {
  it('in the language the page opens in: a ?lang= link, else the stored one', async () => {
    await signInAsAdmin();
    const load = vi.spyOn(catalogues, 'loadMessages').mockResolvedValue(undefined);
    showLanguage('en');
    const address = window.location.href;
    window.history.replaceState(null, '', '/trails?lang=ar');
    // The default importers: the ones the first screen uses.
    expect(preloadLandingCode('/trails')).toBe(3);
    expect(load).toHaveBeenLastCalledWith('ar', ['panel']);
    window.history.replaceState(null, '', '/trails');
    preloadLandingCode('/trails');
    expect(load).toHaveBeenLastCalledWith('en', ['panel']);
    window.history.replaceState(null, '', address);
  });
});

describe('loading the signed-in app', () => {
  it("starts the landing screen's code with it, once, and not before anyone signs in", async () => {
    // From "not loaded yet": the signed-in app loads once per page, and preloads with that load.
    controlChunk('signed-in-app');
    const preload = vi.spyOn(landingCode, 'preloadLandingCode');
    await renderApp('/', { signedIn: false });
    expect(preload).not.toHaveBeenCalled();
    await act(() => signInAsAdmin());
    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
  });
});
