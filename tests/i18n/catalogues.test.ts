/**
 * The catalogues' guard: both languages have exactly the same keys, every message is valid
 * ICU with the same arguments (and kinds) in both, every Arabic plural has all six forms,
 * and message-args.gen.ts (the types of `t`) is what the English catalogue says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import ar from '@/i18n/locales/ar.json';
import en from '@/i18n/locales/en.json';
import { LOCALES, partOf } from '@/i18n/parts';
import {
  generateArgTypes,
  messageArgs,
  parseMessage,
  type Catalogue,
} from '../../scripts/i18n/messages-plugin';

const catalogues: Record<(typeof LOCALES)[number], Catalogue> = { ar, en };

/** The categories of every plural in a message (exact `=n` selectors aside). */
function pluralCategories(ast: MessageFormatElement[], out: string[][] = []): string[][] {
  for (const el of ast) {
    if (el.type === TYPE.plural) {
      out.push(Object.keys(el.options).filter((k) => !k.startsWith('=')));
      for (const option of Object.values(el.options)) pluralCategories(option.value, out);
    } else if (el.type === TYPE.select) {
      for (const option of Object.values(el.options)) pluralCategories(option.value, out);
    } else if (el.type === TYPE.tag) {
      pluralCategories(el.children, out);
    }
  }
  return out;
}

describe('message catalogues', () => {
  it.each([
    ['ar', 'en'],
    ['en', 'ar'],
  ] as const)('every key of %s is in %s', (from, to) => {
    const missing = Object.keys(catalogues[from]).filter((key) => !(key in catalogues[to]));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('every %s message is valid ICU (plurals and selects have an other)', (locale) => {
    const invalid = Object.entries(catalogues[locale]).flatMap(([key, message]) => {
      try {
        parseMessage(message);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('a message takes the same arguments, of the same kinds, in both languages', () => {
    const differ = Object.keys(en).flatMap((key) => {
      const want = JSON.stringify([...messageArgs(en[key as keyof typeof en])].sort());
      const got = JSON.stringify([...messageArgs(ar[key as keyof typeof ar])].sort());
      return want === got ? [] : [`${key}: en ${want}, ar ${got}`];
    });
    expect(differ).toEqual([]);
  });

  it.each([
    ['ar', ['zero', 'one', 'two', 'few', 'many', 'other']],
    ['en', ['one', 'other']],
  ] as const)('every %s plural has the forms of its language', (locale, forms) => {
    expect(new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort()).toEqual([...forms].sort());
    const incomplete = Object.entries(catalogues[locale]).flatMap(([key, message]) =>
      pluralCategories(parseMessage(message))
        .filter((categories) => forms.some((form) => !categories.includes(form)))
        .map((categories) => `${key}: ${categories.join(' ')}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('keys are namespaced (the namespace decides which part of the catalogue loads when)', () => {
    const bad = Object.keys(en).filter((key) => !/^[a-z][a-zA-Z]*\.[A-Za-z0-9_.]+$/.test(key));
    expect(bad).toEqual([]);
    expect(partOf('signIn.title')).toBe('sign-in');
    expect(partOf('trails.showing')).toBe('panel');
  });

  it('message-args.gen.ts matches the English catalogue (npm run build or the dev server rewrites it)', () => {
    const file = readFileSync(join(process.cwd(), 'src/i18n/message-args.gen.ts'), 'utf8');
    expect(file).toBe(generateArgTypes(en));
  });
});
