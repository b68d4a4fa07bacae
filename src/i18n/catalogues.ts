import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
// The default language's sign-in texts ship with the first screen (about 1 KB gzip), so a
// first visit renders the sign-in screen without waiting for a second request. Everything
// else is loaded on demand.
import arSignIn from 'virtual:cairn-messages/ar/sign-in';
import type { MessageArgs } from './message-args.gen';
import type { Locale, Part } from './parts';

export type MessageKey = keyof MessageArgs;
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledMessages = Partial<Record<string, CompiledMessage>>;

type Loader = () => Promise<{ default: CompiledMessages }>;

const loaders: Record<Locale, Partial<Record<Part, Loader>>> = {
  ar: {
    'sign-in': () => Promise.resolve({ default: arSignIn }),
    panel: () => import('virtual:cairn-messages/ar/panel'),
    screens: () => import('virtual:cairn-messages/ar/screens'),
  },
  en: {
    'sign-in': () => import('virtual:cairn-messages/en/sign-in'),
    panel: () => import('virtual:cairn-messages/en/panel'),
    screens: () => import('virtual:cairn-messages/en/screens'),
  },
};

/**
 * The loaders of a part the panel itself never loads (the demo tools' texts): the demo tools
 * register them, so only a demo or dev build has them.
 */
export function addMessageLoaders(part: Part, byLocale: Record<Locale, Loader>): void {
  for (const [locale, loader] of Object.entries(byLocale) as [Locale, Loader][]) loaders[locale][part] = loader;
}

const messages: Record<Locale, CompiledMessages> = { ar: { ...arSignIn }, en: {} };
const loaded: Record<Locale, Set<Part>> = { ar: new Set(['sign-in']), en: new Set() };
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Adds a part's messages (the loaders do; tests register every part up front). */
export function registerMessages(locale: Locale, part: Part, compiled: CompiledMessages): void {
  Object.assign(messages[locale], compiled);
  loaded[locale].add(part);
  for (const listener of listeners) listener();
}

/** Called when messages change (formatters cached for a message must be dropped). */
export function onMessagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoaded(locale: Locale, part: Part): boolean {
  return loaded[locale].has(part);
}

/**
 * The parts loaded for a language, or on their way, e.g. to load the same ones for another
 * before switching (a screen's texts asked for just before a switch are needed after it).
 */
export function loadedParts(locale: Locale): Part[] {
  const coming = [...pending.keys()].filter((id) => id.startsWith(`${locale}/`)).map((id) => id.slice(locale.length + 1) as Part);
  return [...new Set([...loaded[locale], ...coming])];
}

/** Loads the parts of a language not loaded yet; concurrent calls share one request. */
export async function loadMessages(locale: Locale, parts: readonly Part[]): Promise<void> {
  await Promise.all(
    parts
      .filter((part) => !loaded[locale].has(part))
      .map((part) => {
        const id = `${locale}/${part}`;
        let request = pending.get(id);
        if (!request) {
          const loader = loaders[locale][part];
          if (!loader) return Promise.reject(new Error(`No loader for the ${part} texts in ${locale}`));
          request = loader().then(
            (module) => {
              pending.delete(id);
              registerMessages(locale, part, module.default);
            },
            (error: unknown) => {
              pending.delete(id); // a later call tries again
              throw error;
            },
          );
          pending.set(id, request);
        }
        return request;
      }),
  );
}

/**
 * Tests only (tests/i18n/loading.test.tsx; unused, so absent, in a build): puts the catalogues
 * back as a page starts with them (the Arabic sign-in texts alone) and answers how to bring
 * back what they held, for a test of what loads when, in a worker where the test setup has
 * registered every part.
 */
export function forgetLoadedMessages(): () => void {
  const before = (['ar', 'en'] as const).map((locale) => ({ locale, messages: { ...messages[locale] }, loaded: new Set(loaded[locale]) }));
  const refill = (locale: Locale, compiled: CompiledMessages, parts: Iterable<Part>) => {
    for (const key of Object.keys(messages[locale])) delete messages[locale][key];
    Object.assign(messages[locale], compiled);
    loaded[locale] = new Set(parts);
  };
  pending.clear();
  refill('ar', arSignIn, ['sign-in']);
  refill('en', {}, []);
  for (const listener of listeners) listener();
  return () => {
    pending.clear();
    for (const { locale, messages: compiled, loaded: parts } of before) refill(locale, compiled, parts);
    for (const listener of listeners) listener();
  };
}

export function compiledMessage(locale: Locale, key: string): CompiledMessage | undefined {
  return messages[locale][key];
}
