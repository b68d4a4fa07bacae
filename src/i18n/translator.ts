import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode } from 'react';
import { useSiteConfig, type Direction } from '@/stores/site-config';
import { compiledMessage, onMessagesChange, type CompiledMessage, type MessageKey } from './catalogues';
import type { MessageArgs } from './message-args.gen';
import type { Locale } from './parts';

/** Each language's own direction: what a sentence of it is isolated with. */
export const LANGUAGE_DIRECTION: Record<Locale, Direction> = { ar: 'rtl', en: 'ltr' };

/**
 * The `Intl` locale of each language. Arabic uses Latin digits (`nu-latn`): ids, phone
 * numbers, coordinates and everything typed into the panel are in Latin digits, so numbers
 * read the same in a table, a form and a search (docs/decisions/i18n.md).
 */
export const INTL_LOCALE: Record<Locale, string> = { ar: 'ar-u-nu-latn', en: 'en-US' };

// Unicode isolates (UAX #9): the plain-text equivalents of <bdi> and dir="ltr|rtl".
const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

/** User data in a plain-text sentence (a tooltip, a title): its direction cannot leak out. */
export const isolate = (text: string) => `${FSI}${text}${PDI}`;

/** A tag's content in a rich message, e.g. `<kbd>J</kbd>` with `kbd: (c) => <Kbd>{c}</Kbd>`. */
export type TagFn = (chunks: ReactNode[]) => ReactNode;

type ValueOf<Kind, Rich extends boolean> = Kind extends 'number'
  ? number
  : Kind extends 'date'
    ? Date | number
    : Kind extends { select: infer Options }
      ? Options
      : Rich extends true
        ? ReactNode
        : string | number;

type TagNames<A> = { [N in keyof A]: A[N] extends 'tag' ? N : never }[keyof A];
type Values<A, Rich extends boolean> = { [N in Exclude<keyof A, TagNames<A>>]: ValueOf<A[N], Rich> } & {
  // Tags render only with tx: a message with tags cannot be formatted as plain text.
  [N in TagNames<A>]: Rich extends true ? TagFn : never;
};
/** The values a message needs, checked against its ICU arguments (message-args.gen.ts). */
export type MessageValues<K extends MessageKey, Rich extends boolean = false> = K extends MessageKey
  ? MessageArgs[K] extends null
    ? []
    : [values: Values<MessageArgs[K], Rich>]
  : never;

/** A message named in data (a validation result, a notice), rendered when it is shown. */
export type Message = { [K in MessageKey]: MessageArgs[K] extends null ? { key: K } : { key: K; values: Values<MessageArgs[K], false> } }[MessageKey];

export interface Translator {
  locale: Locale;
  /** The language's own direction. */
  dir: Direction;
  /** The page's direction (the language's, unless the direction control overrides it). */
  layoutDir: Direction;
  /** A message as plain text: for attributes, accessible names, the document title. */
  t<K extends MessageKey>(key: K, ...values: MessageValues<K>): string;
  /**
   * A message for display: text values (names, emails, server messages) are isolated in
   * <bdi>, so data of the other direction never scrambles the sentence around it.
   */
  tx<K extends MessageKey>(key: K, ...values: MessageValues<K, true>): ReactNode;
  /** A message named in data. */
  m(message: Message): string;
  /** A number in the language's format ("1,234.5"). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A short date in UTC ("Nov 21, 2026", "21 نوفمبر 2026"); N/A when missing or unreadable. */
  date(iso: string | null | undefined): string;
}

const formatters = new Map<string, IntlMessageFormat>();
onMessagesChange(() => formatters.clear());

const numberFormats = new Map<string, Intl.NumberFormat>();
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(id, format);
  }
  return format;
}

const shortDates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
/**
 * "Short US-style date" (SPEC.md §2) in English, its Arabic counterpart in Arabic, in UTC so
 * a date reads the same for every administrator; null when there is no readable date.
 */
export function formatShortDate(iso: string | null | undefined, locale: Locale): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  shortDates[locale] ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return shortDates[locale].format(date);
}

/**
 * Every IntlMessageFormat would resolve its locale (Intl.NumberFormat.supportedLocalesOf) and
 * build its own Intl number, date and plural formats: a tenth of a millisecond per message,
 * about 100 ms of a list's first render with the CPU 4x slower. The locale is
 * resolved once per language and the formats are shared by every message; all are immutable.
 */
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales) => {
  const id = String(locales);
  if (!resolvedLocales.has(id)) resolvedLocales.set(id, resolveLocale(locales));
  return resolvedLocales.get(id);
};
function cachedBy<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const id = JSON.stringify(args);
    let value = made.get(id);
    if (value === undefined) made.set(id, (value = make(...args)));
    return value;
  };
}
type DateArgs = ConstructorParameters<typeof Intl.DateTimeFormat>;
type PluralArgs = ConstructorParameters<typeof Intl.PluralRules>;
const sharedFormats: Formatters = {
  getNumberFormat: cachedBy((locales, options) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: cachedBy((...args: DateArgs) => new Intl.DateTimeFormat(...args)),
  getPluralRules: cachedBy((...args: PluralArgs) => new Intl.PluralRules(...args)),
};

function formatter(locale: Locale, key: string, message: CompiledMessage): IntlMessageFormat {
  const id = `${locale}|${key}`;
  let mf = formatters.get(id);
  if (!mf) {
    mf = new IntlMessageFormat(message, INTL_LOCALE[locale], undefined, { formatters: sharedFormats });
    formatters.set(id, mf);
  }
  return mf;
}

type Value = string | number | Date | ReactNode | TagFn;

/**
 * Messages that could not be shown (not loaded, or a value missing): the key is shown
 * instead, and recorded here. The test setup fails any test that leaves one behind.
 */
export const missingMessages = new Set<string>();

function missing(locale: Locale, key: string, error?: unknown): string {
  missingMessages.add(`${locale}: ${key}${error instanceof Error ? ` (${error.message})` : ''}`);
  if (import.meta.env.DEV) console.error(`[i18n] ${locale}: cannot show "${key}"`, error ?? '(no such message loaded)');
  return key;
}

/** Formats a message into parts; string values pass through `wrap` (the <bdi> of tx). */
function format(
  locale: Locale,
  key: string,
  values: Record<string, Value> | undefined,
  wrap?: (text: string, name: string) => ReactNode,
): string | ReactNode[] {
  const message = compiledMessage(locale, key);
  if (message === undefined) return missing(locale, key);
  if (typeof message === 'string') return message;
  const prepared: Record<string, Value> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    prepared[name] = wrap && typeof value === 'string' ? wrap(value, name) : value;
  }
  try {
    const out = formatter(locale, key, message).format<ReactNode>(prepared as never);
    return Array.isArray(out) ? out : typeof out === 'string' ? out : [out];
  } catch (error) {
    return missing(locale, key, error);
  }
}

/** A sentence of one language inside a page of the other direction keeps its own order. */
function sentenceIsolation(dir: Direction, layoutDir: Direction): [string, string] | null {
  if (dir === layoutDir) return null;
  return [dir === 'rtl' ? RLI : LRI, PDI];
}

const bdi = (text: string, name: string) => createElement('bdi', { key: `v-${name}` }, text);

export function createTranslator(locale: Locale, layoutDir: Direction): Translator {
  const dir = LANGUAGE_DIRECTION[locale];
  const marks = sentenceIsolation(dir, layoutDir);

  const t: Translator['t'] = (key, ...args) => {
    const out = format(locale, key, args[0] as Record<string, Value> | undefined);
    const text = typeof out === 'string' ? out : out.join('');
    return marks ? `${marks[0]}${text}${marks[1]}` : text;
  };

  const tx: Translator['tx'] = (key, ...args) => {
    const out = format(locale, key, args[0] as Record<string, Value> | undefined, bdi);
    const parts = typeof out === 'string' ? [out] : out;
    if (!marks && parts.length === 1 && typeof parts[0] === 'string') return parts[0];
    return createElement(Fragment, null, ...(marks ? [marks[0], ...parts, marks[1]] : parts));
  };

  return {
    locale,
    dir,
    layoutDir,
    t,
    tx,
    // A Message pairs its key with that key's values; the union is checked where it is made.
    m: (message) => t(message.key, ...(('values' in message ? [message.values] : []) as MessageValues<MessageKey>)),
    number: (value, options) => numberFormat(locale, options).format(value),
    date: (iso) => formatShortDate(iso, locale) ?? t('common.notAvailable'),
  };
}

const cache = new Map<string, Translator>();
/** The translator for a language and page direction (one object each, so hooks stay stable). */
export function translatorFor(locale: Locale, layoutDir: Direction): Translator {
  const id = `${locale}|${layoutDir}`;
  let translator = cache.get(id);
  if (!translator) {
    translator = createTranslator(locale, layoutDir);
    cache.set(id, translator);
  }
  return translator;
}

/** The translator of the moment, for code outside components (notifications, dialogs). */
export function translator(): Translator {
  const { language, direction } = useSiteConfig.getState();
  return translatorFor(language, direction);
}
