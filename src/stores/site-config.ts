import { create } from 'zustand';
import { LOCALES, type Locale } from '@/i18n/parts';
import { checkWith, createExpiringStorage, isRecord, sessionEntries } from './expiring-storage';

/**
 * Website config (SPEC.md §3): kept in session storage; default language ar, direction rtl.
 * The language chosen with the language control is also this browser's default for later
 * sessions (local storage, a year); the direction control overrides the direction for the
 * session only. `?lang=en|ar` opens a session in that language (see languageFromLink).
 */
export const SITE_CONFIG_KEY = 'cairn.siteConfig';
export const LANGUAGE_KEY = 'cairn.language';
const PREFERENCE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export type Direction = 'rtl' | 'ltr';
export interface SiteConfig {
  direction: Direction;
  language: Locale;
}

// Hand-written checks, not zod: this store is on the first screen, and zod is not.
const isLanguage = (x: unknown): x is Locale => (LOCALES as readonly unknown[]).includes(x);
const languageSchema = checkWith(isLanguage);
const siteConfigSchema = checkWith(
  (x): x is SiteConfig => isRecord(x) && (x.direction === 'rtl' || x.direction === 'ltr') && isLanguage(x.language),
);

export const DEFAULT_LANGUAGE: Locale = 'ar';
export const naturalDirection = (language: Locale): Direction => (language === 'ar' ? 'rtl' : 'ltr');

const preferences = createExpiringStorage(
  () => (typeof window === 'undefined' ? undefined : window.localStorage),
  PREFERENCE_TTL_MS,
);

/** A new session: this browser's remembered language, else Arabic; its own direction. */
function newSessionConfig(): SiteConfig {
  const language = preferences.get(LANGUAGE_KEY, languageSchema) ?? DEFAULT_LANGUAGE;
  return { language, direction: naturalDirection(language) };
}

const read = (): SiteConfig => sessionEntries.get(SITE_CONFIG_KEY, siteConfigSchema) ?? newSessionConfig();

export const useSiteConfig = create<SiteConfig>()(() => read());

useSiteConfig.subscribe((state) => sessionEntries.set(SITE_CONFIG_KEY, state));

export const siteConfig = {
  setDirection: (direction: Direction) => useSiteConfig.setState({ direction }),
  toggleDirection: () =>
    useSiteConfig.setState((s) => ({ direction: s.direction === 'rtl' ? 'ltr' : 'rtl' })),
  /**
   * Shows the panel in `language`, with its own direction. `remember` (the language control)
   * also makes it this browser's default; a `?lang=` link keeps it for the session only.
   * Its messages must be loaded first: use changeLanguage (src/i18n/change-language.ts).
   */
  setLanguage: (language: Locale, { remember }: { remember: boolean }) => {
    useSiteConfig.setState({ language, direction: naturalDirection(language) });
    if (remember) preferences.set(LANGUAGE_KEY, language);
  },
  reset: () => useSiteConfig.setState(read(), true),
};

/**
 * The language a link asks for with `?lang=en` or `?lang=ar` (case-insensitive), and the
 * address without the parameter (null when there is none to drop). An unknown value is
 * dropped too, and ignored.
 */
export function languageFromLink(href: string): { language: Locale | null; cleanedUrl: string | null } {
  const url = new URL(href);
  if (!url.searchParams.has('lang')) return { language: null, cleanedUrl: null };
  const parsed = languageSchema.safeParse(url.searchParams.get('lang')?.trim().toLowerCase());
  url.searchParams.delete('lang');
  return { language: parsed.success ? parsed.data : null, cleanedUrl: `${url.pathname}${url.search}${url.hash}` };
}
