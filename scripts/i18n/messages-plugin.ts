/**
 * The catalogues' build step (a Vite plugin, so `vite build`, `vite dev` and Vitest all use
 * it, and a fresh clone needs no separate command):
 *
 * - `import messages from 'virtual:cairn-messages/{locale}/{part}'` gives the part's messages
 *   of src/i18n/locales/{locale}.json, each ICU message parsed at build time into the AST
 *   intl-messageformat formats (a message without arguments stays a plain string). The
 *   browser never parses ICU: intl-messageformat's import of the parser is pointed at the
 *   parser's `no-parser` entry, which keeps about 10 KB gzip off the first screen.
 * - src/i18n/message-args.gen.ts is (re)written from the English catalogue: the argument
 *   names and kinds of every message, so that `t(key, values)` is type-checked. It is
 *   committed (typecheck works on a fresh clone) and a test fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { LOCALES, PARTS, partOf, type Locale, type Part } from '../../src/i18n/parts.ts';

const VIRTUAL_PREFIX = 'virtual:cairn-messages/';
const RESOLVED_PREFIX = '\0cairn-messages:';
const ARGS_FILE = 'src/i18n/message-args.gen.ts';

export type Catalogue = Record<string, string>;
export type CompiledMessage = string | MessageFormatElement[];

export const catalogueFile = (root: string, locale: Locale) => join(root, 'src/i18n/locales', `${locale}.json`);

export function readCatalogue(file: string): Catalogue {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: not an object`);
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') throw new Error(`${file}: "${key}" is not a string`);
  }
  return data as Catalogue;
}

/** Parses one ICU message (throws on invalid syntax, or a plural/select without `other`). */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { requiresOtherClause: true, shouldParseSkeletons: true });
}

/** The form shipped to the browser: a plain string when there is nothing to format. */
export function compileMessage(message: string): CompiledMessage {
  const ast = parseMessage(message);
  if (ast.length === 0) return '';
  const [first] = ast;
  if (ast.length === 1 && first?.type === TYPE.literal) return first.value;
  return ast;
}

export function compilePart(catalogue: Catalogue, part: Part, file = 'catalogue'): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (partOf(key) !== part) continue;
    try {
      out[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
}

/** What a message's argument holds, as written in message-args.gen.ts. */
type ArgKind = 'text' | 'number' | 'date' | 'tag' | { select: string[] };

function collectArgs(ast: MessageFormatElement[], args: Map<string, ArgKind>): void {
  const add = (name: string, kind: ArgKind) => {
    const seen = args.get(name);
    // The strictest use wins: a number used as {n} and {n, plural} is a number.
    if (!seen || seen === 'text') args.set(name, kind);
  };
  for (const el of ast) {
    switch (el.type) {
      case TYPE.argument:
        add(el.value, 'text');
        break;
      case TYPE.number:
        add(el.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        add(el.value, 'date');
        break;
      case TYPE.plural:
        add(el.value, 'number');
        for (const option of Object.values(el.options)) collectArgs(option.value, args);
        break;
      case TYPE.select:
        add(el.value, { select: Object.keys(el.options).filter((k) => k !== 'other') });
        for (const option of Object.values(el.options)) collectArgs(option.value, args);
        break;
      case TYPE.tag:
        add(el.value, 'tag');
        collectArgs(el.children, args);
        break;
      default:
        break;
    }
  }
}

/** The arguments of a message, by name (for the generated types and the catalogue test). */
export function messageArgs(message: string): Map<string, ArgKind> {
  const args = new Map<string, ArgKind>();
  collectArgs(parseMessage(message), args);
  return args;
}

const kindType = (kind: ArgKind) =>
  typeof kind === 'string' ? `'${kind}'` : `{ select: ${kind.select.map((k) => `'${k}'`).join(' | ') || 'string'} }`;

/** The source of message-args.gen.ts for a catalogue (the English one). */
export function generateArgTypes(catalogue: Catalogue): string {
  const lines = Object.entries(catalogue).map(([key, message]) => {
    const args = messageArgs(message);
    const body = args.size === 0 ? 'null' : `{ ${[...args].map(([n, k]) => `${n}: ${kindType(k)}`).join('; ')} }`;
    return `  '${key}': ${body};`;
  });
  return [
    '/* Generated from src/i18n/locales/en.json by scripts/i18n/messages-plugin.ts. Do not edit. */',
    '/* eslint-disable */',
    'export interface MessageArgs {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

function writeArgTypes(root: string): void {
  const target = join(root, ARGS_FILE);
  const source = generateArgTypes(readCatalogue(catalogueFile(root, 'en')));
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // first run on this checkout
  }
  if (current !== source) writeFileSync(target, source);
}

function parseVirtualId(rest: string): { locale: Locale; part: Part } {
  const [locale, part] = rest.split('/');
  if (!LOCALES.includes(locale as Locale) || !PARTS.includes(part as Part)) {
    throw new Error(`Unknown message catalogue "${rest}"`);
  }
  return { locale: locale as Locale, part: part as Part };
}

export function messagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'cairn-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      writeArgTypes(root);
    },
    async resolveId(source, importer) {
      // `\0cairn-messages:ar/panel/messages-ar-panel`: a chunk is named after the last
      // segment (static/js/messages-ar-panel-[hash].chunk.js).
      if (source.startsWith(VIRTUAL_PREFIX)) {
        const { locale, part } = parseVirtualId(source.slice(VIRTUAL_PREFIX.length));
        return `${RESOLVED_PREFIX}${locale}/${part}/messages-${locale}-${part}`;
      }
      // Messages arrive parsed: the formatter never needs the ICU parser in the browser.
      if (source === '@formatjs/icu-messageformat-parser' && importer && /[\\/]intl-messageformat[\\/]/.test(importer)) {
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [locale, part] = id.slice(RESOLVED_PREFIX.length).split('/');
      parseVirtualId(`${locale}/${part}`);
      const file = catalogueFile(root, locale as Locale);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compilePart(readCatalogue(file), part as Part, file))};\n`;
    },
    handleHotUpdate({ file, server }) {
      if (!/[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]+\.json$/.test(file)) return undefined;
      writeArgTypes(root);
      for (const mod of server.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.startsWith(RESOLVED_PREFIX)) server.moduleGraph.invalidateModule(mod);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
