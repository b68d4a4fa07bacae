import { languageFromLink, siteConfig, useSiteConfig } from '@/stores/site-config';
import { loadedParts, loadMessages } from './catalogues';
import type { Locale, Part } from './parts';

/**
 * The language control: loads the new language's messages (the same parts the current one
 * has or is loading: the sign-in texts, the panel's once signed in, the screens' once a
 * screen or dialog needed them), then switches, so the screen never shows a half-translated
 * state. A part the current language starts loading meanwhile (a dialog opened during the
 * switch) is loaded too before switching. The choice becomes this browser's default.
 */
export async function changeLanguage(language: Locale): Promise<void> {
  const current = useSiteConfig.getState().language;
  let parts: Part[] = [];
  while (loadedParts(current).some((part) => !parts.includes(part))) {
    parts = loadedParts(current);
    await loadMessages(language, parts);
  }
  siteConfig.setLanguage(language, { remember: true });
}

/** The language the page opens in: a `?lang=` link's, else the stored one. */
export function openingLanguage(href: string = window.location.href): Locale {
  return languageFromLink(href).language ?? useSiteConfig.getState().language;
}

/**
 * At start-up: a `?lang=en|ar` link opens the panel in that language for this session (not
 * as the browser's default) and the parameter leaves the address bar. The language is kept
 * (session storage) at once, in the same task as the page's first script and before the
 * parameter leaves the address: a reload at any moment after, even before the messages
 * arrive, opens the page in that language. Nothing is rendered until this resolves, so no
 * screen shows in a language whose texts are not there yet. Then the language's sign-in texts
 * are loaded. Never rejects: a failed load leaves Arabic, whose sign-in texts ship with the page.
 */
export async function startLanguage(win: Window = window): Promise<void> {
  const { language, cleanedUrl } = languageFromLink(win.location.href);
  if (language) siteConfig.setLanguage(language, { remember: false });
  const wanted = useSiteConfig.getState().language;
  if (cleanedUrl !== null) win.history.replaceState(win.history.state, '', cleanedUrl);
  try {
    await loadMessages(wanted, ['sign-in']);
  } catch {
    if (wanted !== 'ar') siteConfig.setLanguage('ar', { remember: false });
  }
}
