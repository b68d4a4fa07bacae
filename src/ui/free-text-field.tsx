import {
  MultiSelect,
  Textarea,
  TextInput,
  type MultiSelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { textDir } from '@/lib/text-dir';

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
 */
type FreeText<P> = Omit<P, 'dir'>;

/** The typed text: the value when the field is controlled, else what was typed so far. */
function useTypedText(value: unknown, defaultValue: unknown) {
  const [own, setOwn] = useState(() => (defaultValue == null ? '' : String(defaultValue)));
  const text = value == null ? own : String(value);
  return [text, setOwn] as const;
}

export function FreeTextInput({ attributes, value, defaultValue, onChange, ...others }: FreeText<TextInputProps>) {
  const [text, setText] = useTypedText(value, defaultValue);
  return (
    <TextInput
      {...others}
      value={value}
      defaultValue={defaultValue}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        onChange?.(event);
      }}
      attributes={{ ...attributes, input: { ...attributes?.input, dir: textDir(text) } }}
    />
  );
}

export function FreeTextarea({ attributes, value, defaultValue, onChange, ...others }: FreeText<TextareaProps>) {
  const [text, setText] = useTypedText(value, defaultValue);
  return (
    <Textarea
      {...others}
      value={value}
      defaultValue={defaultValue}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setText(event.currentTarget.value);
        onChange?.(event);
      }}
      attributes={{ ...attributes, input: { ...attributes?.input, dir: textDir(text) } }}
    />
  );
}

/** A searchable MultiSelect: its search field is typed text (a tag's name). */
export function FreeTextMultiSelect({
  attributes,
  searchValue,
  onSearchChange,
  ...others
}: FreeText<MultiSelectProps>) {
  const [search, setSearch] = useTypedText(searchValue, '');
  return (
    <MultiSelect
      {...others}
      searchValue={searchValue}
      onSearchChange={(next) => {
        setSearch(next);
        onSearchChange?.(next);
      }}
      attributes={{ ...attributes, inputField: { ...attributes?.inputField, dir: textDir(search) } }}
    />
  );
}
