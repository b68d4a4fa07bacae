import type { Tag } from '@/api/tags/schemas';
import type { MessageKey } from '@/i18n/catalogues';

/** SPEC.md §5 "Tag name" and §9: 2 to under 50 characters; the input is capped at 50. */
export const TAG_NAME_MIN = 2;
export const TAG_NAME_MAX = 50;
export const TAG_NAME_INPUT_MAX = 50;

/** SPEC.md §5's messages (src/i18n/locales). */
export const TAG_NAME_MESSAGES = {
  tooShort: 'tags.nameTooShort',
  tooLong: 'tags.nameTooLong',
  characters: 'tags.nameCharacters',
  duplicate: 'tags.nameDuplicate',
} as const satisfies Record<string, MessageKey>;

/**
 * "Letters" are any script's letters (the panel's default language is Arabic), numbers any
 * script's digits; plus space, hyphen and underscore.
 */
const ALLOWED = /^[\p{L}\p{N} _-]+$/u;

const length = (s: string) => Array.from(s).length;

/**
 * The first rule a name breaks, in SPEC.md §5's order, or null when it may be created.
 * The name is trimmed first; duplicates are compared case-insensitively with the loaded tags.
 */
export function validateTagName(raw: string, existing: readonly Pick<Tag, 'name'>[]): MessageKey | null {
  const name = raw.trim();
  if (length(name) < TAG_NAME_MIN) return TAG_NAME_MESSAGES.tooShort;
  if (length(name) >= TAG_NAME_MAX) return TAG_NAME_MESSAGES.tooLong;
  if (!ALLOWED.test(name)) return TAG_NAME_MESSAGES.characters;
  const lower = name.toLocaleLowerCase();
  if (existing.some((t) => t.name.trim().toLocaleLowerCase() === lower)) return TAG_NAME_MESSAGES.duplicate;
  return null;
}
