/**
 * The theme (Light, Dark, System): index.html's early script applies the choice stored in this
 * browser before the first paint, MantineProvider keeps it and System follows the system's
 * `prefers-color-scheme` as it changes; the header's control and the plain choice, in both
 * languages.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { COLOR_SCHEME_KEY, COLOR_SCHEME_SCRIPT } from '@/app/color-scheme-script';
import { ThemeChoice, ThemeControl } from '@/widgets/theme-control';
import { LANGUAGES, showLanguage, t } from '../text';
import { setupUser } from '../support';

const html = document.documentElement;
const scheme = () => html.getAttribute('data-mantine-color-scheme');

/** A system whose `prefers-color-scheme` is dark or light, and can change while the page is open. */
function systemScheme(initial: 'dark' | 'light') {
  let dark = initial === 'dark';
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? dark : false;
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
      if (query === '(prefers-color-scheme: dark)') listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
      listeners.delete(listener);
    },
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    change(to: 'dark' | 'light') {
      dark = to === 'dark';
      for (const listener of [...listeners]) listener({ matches: dark });
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

/** A load of the page: index.html's inline script, run as the browser runs it in <head>. */
function loadPage() {
  html.removeAttribute('data-mantine-color-scheme');
  new Function(COLOR_SCHEME_SCRIPT)(); // the script index.html carries, as text
}

const renderControls = () =>
  render(
    <AppProviders mantineEnv="test">
      <ThemeControl />
      <ThemeChoice />
    </AppProviders>,
  );

let system: ReturnType<typeof systemScheme> | null = null;
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  system?.restore();
  system = null;
  html.removeAttribute('data-mantine-color-scheme');
});

describe("index.html's early script", () => {
  it('applies the stored Light or Dark before anything else runs, whatever the system says', () => {
    system = systemScheme('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    loadPage();
    expect(scheme()).toBe('light');
    system.restore();
    system = systemScheme('light');
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    loadPage();
    expect(scheme()).toBe('dark');
  });

  it("follows the system with System, nothing stored, or a value it does not know", () => {
    system = systemScheme('dark');
    for (const stored of ['auto', null, 'purple']) {
      if (stored === null) localStorage.removeItem(COLOR_SCHEME_KEY);
      else localStorage.setItem(COLOR_SCHEME_KEY, stored);
      loadPage();
      expect(scheme()).toBe('dark');
    }
    system.restore();
    system = systemScheme('light');
    loadPage();
    expect(scheme()).toBe('light');
  });
});

describe.each(LANGUAGES)('the theme control in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('is System at first; Dark is remembered in this browser and applied again on the next load', async () => {
    system = systemScheme('light');
    loadPage();
    const user = setupUser();
    const view = renderControls();
    const control = screen.getByRole('button', { name: t('theme.current', { choice: t('theme.system') }) });
    expect(scheme()).toBe('light');

    await user.click(control);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([t('theme.light'), t('theme.dark'), t('theme.system')]);
    expect(within(menu).getByRole('menuitemradio', { name: t('theme.system') })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: t('theme.dark') }));

    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(control).toHaveAccessibleName(t('theme.current', { choice: t('theme.dark') }));

    // A reload: the page paints dark from its first frame, and the panel keeps it.
    view.unmount();
    loadPage();
    expect(scheme()).toBe('dark');
    renderControls();
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('button', { name: t('theme.current', { choice: t('theme.dark') }) })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t('theme.dark') })).toBeChecked();
  });

  it('the plain choice sets Light, and System then follows the system as it changes', async () => {
    system = systemScheme('dark');
    loadPage();
    const user = setupUser();
    renderControls();
    const group = screen.getByRole('radiogroup', { name: t('theme.label') });
    expect(within(group).getByRole('radio', { name: t('theme.system') })).toBeChecked();
    expect(scheme()).toBe('dark');

    await user.click(within(group).getByRole('radio', { name: t('theme.light') }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
    // Light stays light when the system turns dark.
    act(() => system!.change('dark'));
    expect(scheme()).toBe('light');

    await user.click(within(group).getByRole('radio', { name: t('theme.system') }));
    expect(scheme()).toBe('dark');
    act(() => system!.change('light'));
    expect(scheme()).toBe('light');
    act(() => system!.change('dark'));
    expect(scheme()).toBe('dark');
  });
});
