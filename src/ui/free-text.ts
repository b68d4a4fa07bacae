import { useState } from 'react';

/**
 * Fields that take text a person types (a name, a description, a search), in either language
 * whatever the panel's: the direction is set on the <input> or <textarea> itself, where the
 * text is. Mantine puts a `dir` prop on the field's wrapper <div>, which has no text of its
 * own, so `dir="auto"` there resolves to left to right and an Arabic name reads backwards,
 * its full stop and brackets on the wrong side; the documented Styles API `attributes` prop
 * reaches the input element.
 *
 * With text, the input's direction is its text's (`dir="auto"`): Arabic right to left and
 * aligned right, a Latin name left to right and aligned left, in either page. While empty
 * it has none of its own: an empty `dir="auto"` input is left to right, so the placeholder
 * and the caret follow the page instead (text-dir.ts). `dir` itself is not taken: a field
 * that is always left to right (an email) is a plain TextInput with `dir="ltr"`
 * (eslint.config.js refuses a computed or "auto" `dir` on Mantine's inputs).
 *
 * Each field is a module of its own (free-text-field.tsx, free-textarea.tsx,
 * free-text-multi-select.tsx): a module goes whole into the chunk of the screen that loads it, so
 * a filter's text input does not bring a MultiSelect and its popover with it.
 */
export type FreeText<P> = Omit<P, 'dir'>;

/** The typed text: the value when the field is controlled, else what was typed so far. */
export function useTypedText(value: unknown, defaultValue: unknown) {
  const [own, setOwn] = useState(() => (defaultValue == null ? '' : String(defaultValue)));
  const text = value == null ? own : String(value);
  return [text, setOwn] as const;
}

