import type { MessageKey } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/parts';
import { translator, type MessageValues } from '@/i18n/translator';
import { siteConfig, type Direction } from '@/stores/site-config';

/** The languages with their own directions: every screen is tested in both. */
export const LANGUAGES = [
  ['en', 'ltr'],
  ['ar', 'rtl'],
] as const;

/**
 * A Testing Library matcher for a sentence whose data is isolated in <bdi> (so it is split
 * over several elements): the innermost element whose whole text is `expected`.
 */
export function fullText(expected: string | RegExp) {
  const matches = (text: string | null) => {
    const normalized = (text ?? '').replace(/\s+/g, ' ').trim();
    return typeof expected === 'string' ? normalized === expected : expected.test(normalized);
  };
  return (_content: string, element: Element | null) =>
    element !== null &&
    matches(element.textContent) &&
    !Array.from(element.children).some((child) => matches(child.textContent));
}

/** Shows the panel in a language (and optionally a direction other than its own). */
export function showLanguage(language: Locale, direction?: Direction) {
  siteConfig.setLanguage(language, { remember: false });
  if (direction) siteConfig.setDirection(direction);
}

/** A message in the current language, as the panel shows it (for queries in any language). */
export function t<K extends MessageKey>(key: K, ...values: MessageValues<K>): string {
  return translator().t(key, ...values);
}

/** `s` as a regular expression that matches it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern, with `(.+)` for each placeholder whose value is given as `*`. */
export function pattern<K extends MessageKey>(key: K, ...values: MessageValues<K>): RegExp {
  const marker = '\u0000';
  const args = values[0] as Record<string, unknown> | undefined;
  const marked = args ? Object.fromEntries(Object.entries(args).map(([k, v]) => [k, v === '*' ? marker : v])) : undefined;
  const text = translator().t(key, ...([marked] as unknown as MessageValues<K>));
  return new RegExp(`^${text.split(marker).map(escapeRegExp).join('(.+)')}$`);
}
