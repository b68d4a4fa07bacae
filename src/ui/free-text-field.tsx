import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { textDir } from '@/lib/text-dir';
import { useTypedText, type FreeText } from './free-text';

/** A text input for typed text (a name, a search): see ./free-text.ts. */
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
